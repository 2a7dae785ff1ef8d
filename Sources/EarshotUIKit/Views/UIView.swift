/// A rectangle on screen and the root of UIKit's view hierarchy (UIKit's `UIView`).
///
/// `frame` is in the superview's coordinates and `bounds` in the view's own, as in UIKit; a
/// scroll view's `bounds.origin` is its content offset, so moving it moves the content on screen.
/// Subviews are kept back to front. A plain view is not an accessibility element; VoiceOver looks
/// through it to its subviews.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // A layout pass sets every frame it solves; only a frame that moves is a change.
    private var frameOrigin: CGPoint { didSet { if frameOrigin != oldValue { UIKitChanges.note() } } }
    /// The view's own coordinate space: its size, and the offset of its content (a scroll view's
    /// content offset). A new size resizes the subviews that have an `autoresizingMask`.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            let oldValue = boundsStorage
            let scrolls = newValue.origin != oldValue.origin
            if scrolls { boundsOriginWillChange() }
            boundsStorage = newValue
            if newValue != oldValue { UIKitChanges.note() }
            if newValue.size != oldValue.size { autoresizeSubviews(from: oldValue.size) }
            if scrolls { boundsOriginDidChange(from: oldValue.origin) }
        }
    }
    /// The storage behind `bounds`. Private, so the optimizer sees every access and drops the
    /// run-time exclusivity check a public stored property costs at every read.
    private var boundsStorage: CGRect
    /// Called before `bounds.origin` moves: a scroll view tells its observers that its content
    /// offset is about to change.
    package func boundsOriginWillChange() {}
    /// Called after `bounds.origin` moved: a scroll view tells its delegate and observers that it
    /// scrolled.
    package func boundsOriginDidChange(from oldOrigin: CGPoint) {}
    /// How this view follows its superview's size (UIKit's default: not at all).
    open var autoresizingMask: AutoresizingMask {
        get { rareState?.autoresizingMask ?? [] }
        set {
            madeRareState.autoresizingMask = newValue
            UIKitChanges.note()
        }
    }
    /// Whether subviews' `autoresizingMask` applies when this view's size changes.
    open var autoresizesSubviews: Bool {
        get { rareState?.autoresizesSubviews ?? true }
        set {
            madeRareState.autoresizesSubviews = newValue
            UIKitChanges.note()
        }
    }
    /// What few views set (`RareState`); nil until one is.
    private var rareState: RareState?
    private var madeRareState: RareState {
        if let rareState { return rareState }
        let made = RareState()
        rareState = made
        return made
    }
    /// The key-value observers registered on this view (`NSObject+KeyValueObserving.swift`).
    var keyValueObservers: [KeyValueObserverEntry] {
        get { rareState?.keyValueObservers ?? [] }
        set {
            guard rareState != nil || !newValue.isEmpty else { return }
            madeRareState.keyValueObservers = newValue
        }
    }
    /// The superview; nil for a window or a detached view.
    open private(set) var superview: UIView? {
        get { superviewStorage }
        set {
            superviewStorage = newValue
            UIKitChanges.note()
        }
    }
    /// The storage behind `superview`, private for the reason `boundsStorage` is. Unowned rather
    /// than weak, as UIKit's is: the superview holds this view in `subviewStorage` for exactly as
    /// long as this is set (`insertSubview` sets it, `removeFromSuperview` and the superview's
    /// teardown clear it), and a weak reference would move every superview's reference count to
    /// the runtime's side table, where each retain and release takes the slow path.
    /// `nonisolated(unsafe)` only so the superview's `deinit` can clear it.
    nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?
    /// Back to front. Kept `nonisolated(unsafe)` only so NSObject's `deinit` can take a deep tree
    /// apart without recursion; it is touched from the main actor everywhere else.
    nonisolated(unsafe) private var subviewStorage: [UIView] = []
    /// The view controller whose root view this is; it comes next in the responder chain.
    /// The appearance properties the app set on this view itself (`UIAppearance`).
    package var appearanceCustomized: Set<UIAppearanceProperty> {
        get { rareState?.appearanceCustomized ?? [] }
        set { if !newValue.isEmpty || rareState != nil { madeRareState.appearanceCustomized = newValue } }
    }

    package var owningViewController: UIViewController? {
        get { rareState?.owningViewController }
        set {
            if newValue != nil || rareState != nil { madeRareState.owningViewController = newValue }
            UIKitChanges.note()
        }
    }
    /// Becoming true is a change (the next read lays the view out); a pass clearing it is not.
    private var needsLayout = true {
        didSet {
            guard needsLayout else { return }
            UIKitChanges.note()
            noteLayoutPendingAbove()
        }
    }
    /// Whether a view below this one may need layout: a pass goes down only where work waits, as
    /// Core Animation's layout pass does, so a change costs its depth, not the hierarchy's size.
    /// Set on every ancestor of a view that needs layout (when it starts to, and when it is added
    /// with it); a pass clears it on its way down.
    private var layoutPendingBelow = false
    /// This view's screen offset as worked out during walk `run` of `ScreenGeometryCache`;
    /// a cache, stale as soon as that walk ends.
    private var screenOffsetMemo: (run: UInt64, offset: CGPoint) = (0, .zero)
    /// Auto Layout state; nil for a view that never took part (see AutoLayoutState).
    package var autoLayoutStorage: AutoLayoutState? { didSet { UIKitChanges.note() } }

    /// Hides the view and its subtree, from sight and from VoiceOver.
    open var isHidden: Bool {
        get { isHiddenStorage }
        set {
            let oldValue = isHiddenStorage
            isHiddenStorage = newValue
            if newValue != oldValue { UIKitChanges.note() }
        }
    }
    /// The storage behind `isHidden`, private for the reason `boundsStorage` is.
    private var isHiddenStorage = false
    /// Opacity; VoiceOver ignores views at or below 0.01 (docs/voiceover-behaviour.md §1 (Tree walk) [U]).
    open var alpha: CGFloat {
        get { alphaStorage }
        set {
            alphaStorage = newValue
            UIKitChanges.note()
        }
    }
    /// The storage behind `alpha`, private for the reason `boundsStorage` is.
    private var alphaStorage: CGFloat = 1
    /// What `isHidden`, `alpha`, `bounds`, `frame` and `center` hold, whatever an app's override of
    /// their getters answers: an override that answers these keeps VoiceOver's tree (`ClassOverrides`).
    package final var storedIsHidden: Bool { isHiddenStorage }
    package final var storedAlpha: CGFloat { alphaStorage }
    package final var storedBounds: CGRect { boundsStorage }
    package final var storedFrame: CGRect {
        let untransformed = CGRect(origin: frameOrigin, size: boundsStorage.size)
        guard let transform = rareState?.transform, !transform.isIdentity else { return untransformed }
        return untransformed.applying(aboutCentre(transform, of: untransformed))
    }
    package final var storedCenter: CGPoint {
        CGPoint(x: frameOrigin.x + boundsStorage.width / 2, y: frameOrigin.y + boundsStorage.height / 2)
    }
    /// Whether subviews are clipped to the bounds (and whether a zero-size view hides its subtree
    /// from VoiceOver).
    open var clipsToBounds: Bool {
        get { clipsToBoundsStorage }
        set { clipsToBoundsStorage = newValue }
    }
    private var clipsToBoundsStorage = false { didSet { UIKitChanges.note() } }
    /// What `clipsToBounds` holds, whatever an app's override of its getter answers
    /// (`AppCodeWatch.GetterAnswers`).
    package final var storedClipsToBounds: Bool { clipsToBoundsStorage }
    /// Whether the view receives touches; hit testing skips it when false.
    open var isUserInteractionEnabled = true { didSet { UIKitChanges.note() } }
    /// An integer the app uses to find the view.
    /// Its change is not noted: only the app's own look-ups (`viewWithTag(_:)`) read it.
    open var tag: Int {
        get { rareState?.tag ?? 0 }
        set { madeRareState.tag = newValue }
    }
    /// The gesture recognizers attached, in the order added; nil when none, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { rareState.flatMap { $0.gestureRecognizers.isEmpty ? nil : $0.gestureRecognizers } }
        set {
            for recognizer in rareState?.gestureRecognizers ?? [] where recognizer.view === self { recognizer.view = nil }
            let attached = newValue ?? []
            for recognizer in attached { recognizer.view = self }
            if rareState != nil || !attached.isEmpty { madeRareState.gestureRecognizers = attached }
        }
    }
    /// Whether `gestureRecognizer`, attached to this view, may begin recognizing (true by
    /// default); a subclass refuses the gestures its own touch handling owns.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// The fill colour, used by contrast checks; nil is transparent.
    /// Its change is not noted: no reader that keeps what it read asks a colour
    /// (docs/architecture.md, "Keeping the tree").
    open var backgroundColor: UIColor? {
        get { rareState?.backgroundColor }
        set {
            noteAppearanceCustomized(.backgroundColor)
            if newValue != nil || rareState != nil { madeRareState.backgroundColor = newValue }
        }
    }

    /// The class of the view's `layer` (a gradient view answers `CAGradientLayer.self`).
    open class var layerClass: AnyClass { CALayer.self }
    /// The layer, once made (`layer`, UIView+Layer.swift).
    package var rareLayer: CALayer? {
        get { rareState?.layer }
        set { madeRareState.layer = newValue }
    }
    /// The colour controls and templates are tinted with: the nearest one set on this view or
    /// above it, else the system blue. A colour: no reader that keeps what it read asks it.
    /// - Complexity: O(d), d the views above this one.
    open var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let color = current.rareState?.tintColor { return color }
                view = current.superview
            }
            return .systemBlue
        }
        set {
            noteAppearanceCustomized(.tintColor)
            if newValue != nil || rareState != nil { madeRareState.tintColor = newValue }
        }
    }
    /// How the view fits its content to its bounds (appearance: the wireframe draws no content).
    open var contentMode: ContentMode {
        get { rareState?.contentMode ?? .scaleToFill }
        set { if newValue != .scaleToFill || rareState != nil { madeRareState.contentMode = newValue } }
    }

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        self.frameOrigin = frame.origin
        self.boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// UIKit's initializer from an archive (a storyboard or a nib): designated and required, as
    /// UIKit declares it (NSCoding), so an app's `required init?(coder:)` calls
    /// `super.init(coder:)` as on iOS. Earshot has no archives, so there is nothing to decode and
    /// it answers nil (docs/uikit.md, "Storyboards and nibs").
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Clears `windowStorage` on this view and the views under it that name `window`, which is
    /// being torn down while they live on (held elsewhere). Only for teardown.
    /// - Complexity: O(s), s the views under it, without recursion.
    nonisolated package final func forgetWindow(_ window: UnsafeMutableRawPointer) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard let named = view.windowStorage, named.toOpaque() == window else { continue }
            view.windowStorage = nil
            stack.append(contentsOf: view.subviewStorage)
        }
    }

    /// Hands the subviews to NSObject's iterative teardown.
    nonisolated package func takeSubviewsForTeardown() -> [UIView] {
        let children = subviewStorage
        subviewStorage = []
        // A subview that lives on (held elsewhere) must not point at its freed superview.
        for child in children { child.superviewStorage = nil }
        return children
    }

    // MARK: Geometry

    /// The rectangle in the superview's coordinates. Under a `transform` it is the transformed
    /// bounds' bounding box, as on iOS, where VoiceOver's frame follows it; setting it then places
    /// the untransformed rectangle at its centre and size, as Auto Layout places a transformed view
    /// (Apple's documentation of `frame` leaves that case undefined).
    open var frame: CGRect {
        get {
            let untransformed = CGRect(origin: frameOrigin, size: bounds.size)
            guard let transform = rareState?.transform, !transform.isIdentity else { return untransformed }
            return untransformed.applying(aboutCentre(transform, of: untransformed))
        }
        set {
            if let transform = rareState?.transform, !transform.isIdentity {
                frameOrigin = CGPoint(x: newValue.midX - newValue.width / 2, y: newValue.midY - newValue.height / 2)
            } else {
                frameOrigin = newValue.origin
            }
            bounds.size = newValue.size
            setNeedsLayout()
        }
    }

    /// The centre of the untransformed frame, in the superview's coordinates: a `transform` turns
    /// and scales the view about it.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + bounds.width / 2, y: frameOrigin.y + bounds.height / 2) }
        set { frameOrigin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
    }

    /// The transform about the centre: it moves, scales and turns the view and its subviews on
    /// screen, and so the frame VoiceOver reads and where a touch lands, as on iOS; `bounds` and
    /// `center` stay what they were.
    open var transform: CGAffineTransform {
        get { rareState?.transform ?? .identity }
        set {
            let oldValue = rareState?.transform ?? .identity
            guard newValue != oldValue else { return }
            madeRareState.transform = newValue
            if !newValue.isIdentity { Self.transformsInUse = true }
            UIKitChanges.note()
        }
    }

    /// The subviews, back to front.
    open var subviews: [UIView] { subviewStorage }

    /// The window this view is in, or nil; a window's is itself.
    /// - Complexity: O(1): kept by every move (`UIView+HierarchyCallbacks`), as UIKit keeps it, so
    ///   adding a view below a hundred thousand others does not climb them.
    open var window: UIWindow? { windowStorage?.takeUnretainedValue() }
    /// The superview as stored, and whether the view has subviews, for the moves in
    /// `UIView+HierarchyCallbacks`, without the public getters' dispatch and copies.
    package final var storedSuperview: UIView? { superviewStorage }
    package final var hasSubviews: Bool { !subviewStorage.isEmpty }
    /// The storage behind `window`, set when the view or a view above it moves. Unretained, as
    /// `superviewStorage` is and for its reason (a weak reference would move the window's reference
    /// count to the side table, and make building a screen of labels much slower): the window
    /// holds the view through its superviews while this is set, and a window's teardown clears it
    /// on the views that outlive it (`forgetWindow(_:)`), comparing addresses without retaining
    /// the window being torn down. A window's names itself.
    nonisolated(unsafe) package final var windowStorage: Unmanaged<UIWindow>?

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` (0 is the back). A view that moves here from elsewhere hears it
    /// as in UIKit (`UIView+HierarchyCallbacks`); one reordered among its siblings does not.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let move = view.superview === self ? nil : view.willMove(to: self)
        // A reorder, or the app's callbacks moved it here already; it lands here whatever they did.
        if view.superview === self, let old = subviewStorage.firstIndex(where: { $0 === view }) {
            subviewStorage.remove(at: old)
        } else {
            view.detachFromSuperview()
        }
        subviewStorage.insert(view, at: max(0, min(index, subviewStorage.count)))
        view.superview = self
        if view.needsLayout || view.layoutPendingBelow { view.noteLayoutPendingAbove() }
        if let state = view.autoLayoutStorage, state.subtreeUsesAutoLayout {
            // Its constraints now belong to this hierarchy's engine.
            state.engine = nil
            markUsesAutoLayout()
        }
        setNeedsLayout()
        if let move {
            view.didMove(move)
            didAddSubview(view)
        }
    }

    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviewStorage.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewStorage.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviewStorage.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: index)
    }

    /// Detaches the view from its superview, which hears it first (`willRemoveSubview(_:)`), as the
    /// view and its subviews do (`UIView+HierarchyCallbacks`).
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let move = willMove(to: nil)
        detachFromSuperview()
        didMove(move)
    }

    /// Detaches the view from its superview, if any, after telling the superview.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        // The superview's code may have moved it already.
        guard let current = superview else { return }
        current.subviewStorage.removeAll { $0 === self }
        superview = nil
        current.setNeedsLayout()
    }

    // MARK: Hierarchy callbacks

    // UIKit's hooks for a view that moves in the hierarchy. Each does nothing, as in UIKit (Apple's
    // documentation: "The default implementation of this method does nothing"); an app's view
    // overrides them to start or stop its work when it is shown or put away. They are called
    // where UIKit calls them (`UIView+HierarchyCallbacks`).

    /// The view is about to move to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The view has moved to a new superview, or been removed (`superview` is nil).
    open func didMoveToSuperview() {}
    /// The window the view is in is about to become `newWindow` (nil: no window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The window the view is in has changed (`window` may be nil).
    open func didMoveToWindow() {}
    /// `subview` has been added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// `subview` is about to be removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Moves `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves `view` to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or one of its descendants.
    /// - Complexity: O(d), d the view's depth.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included) with `tag`.
    /// - Complexity: O(n) in the subtree, without recursion.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
        return nil
    }

    // MARK: Layout

    /// Lays out subviews; override to position them. Called by `layoutIfNeeded()`.
    open func layoutSubviews() {}

    // MARK: Traits (UIView+Traits.swift)

    /// The window's traits with the overrides of the view controllers above this view.
    /// - Complexity: O(d), d the view's depth.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called after the device's rotation or text-size change changed this view's traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The handlers of `registerForTraitChanges(_:handler:)`.
    package var traitChangeRegistrations: [TraitChangeRegistration] {
        get { rareState?.traitChangeRegistrations ?? [] }
        set {
            madeRareState.traitChangeRegistrations = newValue
            UIKitChanges.note()
        }
    }

    /// Marks the view as needing layout.
    open func setNeedsLayout() { needsLayout = true }

    /// The layout pass, in UIKit's order: if the hierarchy uses Auto Layout, `updateConstraints()`
    /// (subviews first) and a solve that sets the frames of views with
    /// `translatesAutoresizingMaskIntoConstraints` false; then `layoutSubviews()` on every view of
    /// this subtree that needs it, parents first. A view controller's root view calls the
    /// controller's `viewWillLayoutSubviews()` before its own layout and `viewDidLayoutSubviews()`
    /// after it. When those change constraints the pass runs again, at most four times.
    /// - Complexity: O(n) in the subtree plus the solver's work, without recursion.
    open func layoutIfNeeded() {
        let root = hierarchyRoot
        let usesAutoLayout = root.autoLayoutStorage?.subtreeUsesAutoLayout == true
        for _ in 0..<4 {
            if usesAutoLayout { AutoLayoutEngine.update(root: root) }
            guard layOutSubviewsIfNeeded(), usesAutoLayout else { return }
        }
    }

    /// Runs `layoutSubviews()` where needed, parents first; whether any ran. It goes down only
    /// through views with `layoutPendingBelow`, checked after the view's own `layoutSubviews()`,
    /// which may ask for its subviews' layout.
    /// - Complexity: O(p + c), p the views on the paths to those that need layout and c their
    ///   subviews (each checked). An explicit stack.
    private func layOutSubviewsIfNeeded() -> Bool {
        var ranAny = false
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                ranAny = true
                let controller = view.owningViewController
                controller?.viewWillLayoutSubviews()
                view.layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
            guard view.layoutPendingBelow else { continue }
            view.layoutPendingBelow = false
            for child in view.subviewStorage.reversed() where child.needsLayout || child.layoutPendingBelow {
                stack.append(child)
            }
        }
        return ranAny
    }

    /// Marks the ancestors as having a view below that needs layout, up to the first already
    /// marked (its own ancestors are, or a pass on its way down will reach this view).
    /// - Complexity: O(d), d the depth; O(1) when the superview is already marked.
    private func noteLayoutPendingAbove() {
        var ancestor = superview
        while let view = ancestor, !view.layoutPendingBelow {
            view.layoutPendingBelow = true
            ancestor = view.superview
        }
    }

    // MARK: Auto Layout (the overridable part; the rest is in AutoLayout/)

    /// The content hugging and compression-resistance priorities a view of this class starts
    /// with, on both axes: UIKit's defaults, 250 and 750, unless the class has its own.
    package class var defaultContentPriorities: (hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        (.defaultLow, .defaultHigh)
    }

    /// The size the view's content needs (`UIView.noIntrinsicMetric` in a dimension it has no
    /// natural size in). Auto Layout keeps it with hugging and compression-resistance priorities.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`: a plain view's current size (Apple's documentation: "The
    /// default implementation of this method returns the existing size of the view"); UIKit's
    /// views with content answer their content's size. Only `sizeToFit()` and the app ask it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to what `sizeThatFits(_:)` answers for its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Tells Auto Layout the intrinsic size changed. Earshot reads `intrinsicContentSize` afresh
    /// on every pass, so this only schedules one.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The size closest to `targetSize` that the view's constraints allow, both dimensions held
    /// at `fittingSizeLevel`, so every constraint and content priority of the view wins over the
    /// target (Apple's documentation of `systemLayoutSizeFitting(_:)`). The view is not resized.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` with each dimension held at its priority: `.required`
    /// width and `.fittingSizeLevel` height give the height a cell needs at a given width. The
    /// view and its subviews keep their frames.
    /// - Complexity: a cold Auto Layout pass over the view's subtree.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        markUsesAutoLayout()
        return AutoLayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the frame is kept (turned into constraints) instead of being set by Auto Layout.
    /// True for views made in code, as in UIKit; set it to false before constraining the view.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            markUsesAutoLayout()
        }
    }

    /// Override to add or change constraints in the update-constraints phase of a layout pass
    /// (after `setNeedsUpdateConstraints()`); subviews are updated before their superview.
    open func updateConstraints() {}

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    /// The view whose first line of text the first-baseline anchor follows (itself by default).
    open var viewForFirstBaselineLayout: UIView { self }
    /// The view whose last line of text the last-baseline anchor follows (itself by default).
    open var viewForLastBaselineLayout: UIView { self }

    /// Where a text view's baselines sit: the first's distance from the top and the last's from
    /// the bottom. Nil for views without text, whose baselines are their bottom edge (UIKit).
    var textBaselineOffsets: (first: CGFloat, last: CGFloat)? { nil }

    // MARK: Coordinate conversion

    /// The offset that maps this view's bounds coordinates to screen coordinates.
    /// Inside a tree walk it is memoized per walk, so a walk stays O(n) however deep the tree.
    /// - Complexity: O(d) without a cache, O(1) amortized inside `ScreenGeometryCache.run`.
    package var screenOffset: CGPoint {
        let run = ScreenGeometryCache.currentRun
        if run != 0 {
            // The common case in a walk: this view or its superview is known, no chain to build.
            if screenOffsetMemo.run == run { return screenOffsetMemo.offset }
            if let parent = superview, parent.screenOffsetMemo.run == run {
                let base = parent.screenOffsetMemo.offset
                let offset = CGPoint(x: base.x + frameOrigin.x - bounds.origin.x, y: base.y + frameOrigin.y - bounds.origin.y)
                screenOffsetMemo = (run, offset)
                return offset
            }
        }
        var chain: [UIView] = []
        var current: UIView? = self
        var base = CGPoint.zero
        while let view = current {
            if run != 0, view.screenOffsetMemo.run == run {
                base = view.screenOffsetMemo.offset
                break
            }
            chain.append(view)
            current = view.superview
        }
        var offset = base
        for view in chain.reversed() {
            offset.x += view.frameOrigin.x - view.bounds.origin.x
            offset.y += view.frameOrigin.y - view.bounds.origin.y
            if run != 0 { view.screenOffsetMemo = (run, offset) }
        }
        return offset
    }

    /// The top of this view's hierarchy (its window, or the root of a detached tree).
    /// - Complexity: O(d), d the view's depth.
    package var hierarchyRoot: UIView {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if Self.transformsInUse { return point.applying(toScreen.concatenating((view ?? hierarchyRoot).toScreen.inverted())) }
        let screen = CGPoint(x: point.x + screenOffset.x, y: point.y + screenOffset.y)
        let target = (view ?? hierarchyRoot).screenOffset
        return CGPoint(x: screen.x - target.x, y: screen.y - target.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if Self.transformsInUse { return point.applying((view ?? hierarchyRoot).toScreen.concatenating(toScreen.inverted())) }
        let source = (view ?? hierarchyRoot).screenOffset
        let own = screenOffset
        return CGPoint(x: point.x + source.x - own.x, y: point.y + source.y - own.y)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if Self.transformsInUse { return rect.applying(toScreen.concatenating((view ?? hierarchyRoot).toScreen.inverted())) }
        return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if Self.transformsInUse { return rect.applying((view ?? hierarchyRoot).toScreen.concatenating(toScreen.inverted())) }
        return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view's bounds in screen coordinates (the bounding box of their corners, under a
    /// transform here or above).
    public var frameInScreen: CGRect {
        if Self.transformsInUse { return bounds.applying(toScreen) }
        let offset = screenOffset
        return CGRect(x: bounds.minX + offset.x, y: bounds.minY + offset.y, width: bounds.width, height: bounds.height)
    }

    // MARK: Hit testing

    /// Whether `point` (in this view's coordinates) is inside the view, or inside the touch area
    /// UIKit gives it beyond its bounds when a screen recorded one (`touchAreaBeyondBounds`).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point) || touchAreaBeyondBounds?.contains(point) == true
    }

    /// The area, in this view's coordinates, where UIKit takes touches for it beyond its bounds:
    /// a navigation bar's buttons answer across the bar's height. UIKit computes this inside its
    /// bars; an imported screen has only the frames, so the importer records it and the screen
    /// builder sets it here. Not UIKit API: app code overrides `point(inside:with:)` instead.
    package var touchAreaBeyondBounds: CGRect? {
        get { rareState?.touchAreaBeyondBounds }
        set {
            madeRareState.touchAreaBeyondBounds = newValue
            UIKitChanges.note()
        }
    }

    /// Below this opacity UIKit's hit testing passes a view by (`hitTest(_:with:)`).
    package static let hitTestMinimumAlpha: CGFloat = 0.01

    /// Whether hit testing can stop at this view: shown, opaque enough and interactive.
    package var takesTouches: Bool {
        !isHidden && alpha >= Self.hitTestMinimumAlpha && isUserInteractionEnabled
    }

    /// The front-most descendant (or this view) that contains `point` and takes touches, as UIKit
    /// finds it: hidden, transparent (alpha < 0.01) and non-interactive views are skipped.
    /// Subclass overrides of `point(inside:with:)` are honoured at every level; an override of
    /// `hitTest` is honoured where it is called (the walk down does not recurse through it).
    /// - Complexity: O(n) in the subtree, without recursion.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.takesTouches, self.point(inside: point, with: event) else { return nil }
        // A subview that contains the point always answers (at least with itself), so the search
        // only ever descends: front to back at each level, the first subview containing it wins.
        var hit: UIView = self
        var local = point
        descending: while true {
            for child in hit.subviewStorage.reversed() where child.takesTouches {
                let childPoint =
                    Self.transformsInUse
                    ? local.applying(child.toSuperview.inverted())
                    : CGPoint(
                        x: local.x - child.frameOrigin.x + child.bounds.origin.x,
                        y: local.y - child.frameOrigin.y + child.bounds.origin.y)
                if child.point(inside: childPoint, with: event) {
                    hit = child
                    local = childPoint
                    continue descending
                }
            }
            return hit
        }
    }

    // MARK: UIAccessibility defaults for views

    /// The frame in screen coordinates unless the app set one.
    open override var accessibilityFrame: CGRect {
        get { accessibilityOverrides.frame ?? frameInScreen }
        set { accessibilityOverrides.frame = newValue }
    }
}

/// Numbers each tree walk so a view's screen offset is worked out once per walk
/// (`UIView.screenOffsetMemo`), which keeps converting every element's frame O(1) instead of
/// O(depth). A walk runs synchronously on the main actor, so two walks never interleave; a walk
/// inside another gets a number of its own, and the outer one works its offsets out again after.
@MainActor
package enum ScreenGeometryCache {
    /// The number of the walk in progress, 0 outside one.
    fileprivate private(set) static var currentRun: UInt64 = 0
    /// The last number given.
    private static var runs: UInt64 = 0

    /// The screen maps of the views met in the walk `mapsRun` (`UIView.toScreen`), kept only once a
    /// transform is in use: without one, a view's screen offset (memoized in the view) is its map.
    private static var maps: [ObjectIdentifier: CGAffineTransform] = [:]
    private static var mapsRun: UInt64 = 0

    /// `view`'s map from its bounds to the screen, worked out once per view in the walk in
    /// progress: from the nearest view above whose map is known, down. Nil outside a walk.
    /// - Complexity: O(1) amortized over a walk.
    static func screenMap(of view: UIView) -> CGAffineTransform? {
        guard currentRun != 0 else { return nil }
        if mapsRun != currentRun {
            maps.removeAll(keepingCapacity: true)
            mapsRun = currentRun
        }
        if let known = maps[ObjectIdentifier(view)] { return known }
        var chain: [UIView] = []
        var current: UIView? = view
        var map = CGAffineTransform.identity
        while let next = current {
            if let known = maps[ObjectIdentifier(next)] {
                map = known
                break
            }
            chain.append(next)
            current = next.superview
        }
        for next in chain.reversed() {
            map = next.toSuperview.concatenating(map)
            maps[ObjectIdentifier(next)] = map
        }
        return map
    }

    /// Runs `body` as a walk of its own; views must not move while it runs.
    package static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = currentRun
        runs += 1
        currentRun = runs
        defer {
            currentRun = outer
            if outer == 0, !maps.isEmpty { maps.removeAll() }
        }
        return try body()
    }
}
