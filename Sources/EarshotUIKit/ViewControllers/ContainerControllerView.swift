/// The root view of a container view controller (navigation, tab bar): it asks its controller to
/// lay the bar and the content out whenever it is resized or laid out.
@MainActor
final class ContainerControllerView: UIView {
    private let layoutContent: @MainActor () -> Void

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(frame: CGRect, layoutContent: @escaping @MainActor () -> Void) {
        self.layoutContent = layoutContent
        super.init(frame: frame)
    }

    override var frame: CGRect { didSet { layoutContent() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }
}
