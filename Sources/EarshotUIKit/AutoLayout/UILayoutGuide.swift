/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// spacing between views, a view's margins (`layoutMarginsGuide`) or safe area
/// (`safeAreaLayoutGuide`). It is never drawn and never an accessibility element.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (`addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView? { didSet { UIKitChanges.note() } }
    /// A name for logs.
    open var identifier = "" { didSet { UIKitChanges.note() } }
    /// The guide's rectangle in its owning view's coordinates, after the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero { didSet { if layoutFrame != oldValue { UIKitChanges.note() } } }

    public override init() {
        super.init()
    }

    /// What the guide stands for: the app's own, a view's margins, safe area, readable content
    /// area or keyboard area (whose rectangles the engine derives from the view), or a scroll
    /// view's content area (whose origin is the scroll view's and whose size its content's
    /// constraints give) or frame.
    enum Role { case custom, layoutMargins, safeArea, readableContent, keyboard, scrollContent, scrollFrame }
    var role = Role.custom { didSet { UIKitChanges.note() } }

    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
}

extension UIView {
    /// Adds a layout guide to this view, which then owns it (UIKit's `addLayoutGuide(_:)`).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
        markUsesAutoLayout()
    }

    /// Removes a layout guide; constraints on it stop taking part in layout.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        setNeedsLayout()
    }

    /// The layout guides this view owns, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }
}
