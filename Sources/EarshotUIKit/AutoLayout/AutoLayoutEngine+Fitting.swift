import ConstraintSolver

/// Measuring a view's fitting size (`systemLayoutSizeFitting`): a separate engine lays the view's
/// subtree out alone, the view's width and height held towards the target size at the fitting
/// priorities instead of at its frame, and the frames it wrote are put back.
extension AutoLayoutEngine {
    /// The size `view`'s constraints and its subviews' intrinsic sizes give it, each dimension
    /// as close to `target`'s as its priority holds it. The view and its subtree keep their
    /// frames (the measuring pass writes them, a wrapping label reading its width from its
    /// frame, and they are put back).
    /// - Complexity: a cold pass over the view's Auto Layout subtree.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let engine = AutoLayoutEngine()
        engine.fitting = (target, horizontal, vertical)
        var frames: [(UIView, CGRect)] = []
        var guides: [(UILayoutGuide, CGRect)] = []
        var contentSizes: [(UIScrollView, CGSize)] = []
        for member in engine.collect(view) {
            frames.append((member, member.frame))
            member.autoLayoutStorage?.forEachGuide { guides.append(($0, $0.layoutFrame)) }
            if let scrollView = member as? UIScrollView { contentSizes.append((scrollView, scrollView.contentSize)) }
        }
        engine.applicationDirection = view.window?.application?.userInterfaceLayoutDirection ?? .leftToRight
        _ = engine.runPasses(root: view)
        var solved = SolvedFrames(engine: engine)
        let size = solved.rect(view, relativeTo: nil).size
        for (member, frame) in frames where member.frame != frame { member.frame = frame }
        for (guide, frame) in guides where guide.layoutFrame != frame { guide.layoutFrame = frame }
        for (scrollView, size) in contentSizes where scrollView.contentSize != size { scrollView.contentSize = size }
        return size
    }
}
