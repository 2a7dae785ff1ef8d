import EarshotUIKit

/// The Accessibility Programming Guide for iOS, "让自定义容器视图的内容支持无障碍使用": a custom view that draws two shapes a user
/// interacts with. The view itself is not an element; it is a container implementing the
/// UIAccessibilityContainer methods (count, element at index, index of element), and it builds
/// its elements only when those methods are first called, so nothing is built while VoiceOver is
/// off.
///
/// Each shape is a plain `UIAccessibilityElement` with a label, the button trait and a frame in
/// the container's space. A double tap reaches the view as a tap at the shape's centre; the view
/// selects that shape and gives its element the selected trait.
public final class MultiFacetedView: UIView {
    /// The shapes drawn, left to right, with their rectangles in the view's coordinates.
    public static let facets: [(name: String, rect: CGRect)] = [
        ("Circle", CGRect(x: 16, y: 16, width: 150, height: 150)),
        ("Square", CGRect(x: 192, y: 16, width: 150, height: 150)),
    ]

    private var _accessibleElements: [UIAccessibilityElement]?
    /// The name of the selected shape, if any.
    public private(set) var selectedFacet: String?

    /// Whether the elements exist yet (they are built on the first container call).
    public var hasBuiltAccessibleElements: Bool { _accessibleElements != nil }

    /// The elements, created on first use.
    private func accessibleElements() -> [UIAccessibilityElement] {
        if let _accessibleElements { return _accessibleElements }
        var elements: [UIAccessibilityElement] = []
        for facet in Self.facets {
            // Create an accessibility element to represent the contained shape and initialize it
            // as a component of MultiFacetedView.
            let element = UIAccessibilityElement(accessibilityContainer: self)
            // Set attributes of the contained element here.
            element.accessibilityLabel = facet.name
            element.accessibilityTraits = .button
            element.accessibilityFrameInContainerSpace = facet.rect
            elements.append(element)
        }
        _accessibleElements = elements
        return elements
    }

    /// The container itself is not accessible, so MultiFacetedView returns false.
    public override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    // The following methods are implementations of UIAccessibilityContainer protocol methods.

    public override func accessibilityElementCount() -> Int {
        accessibleElements().count
    }

    public override func accessibilityElement(at index: Int) -> Any? {
        let elements = accessibleElements()
        return elements.indices.contains(index) ? elements[index] : nil
    }

    public override func index(ofAccessibilityElement element: Any) -> Int {
        accessibleElements().firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }

    /// A tap selects the shape under it.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
            let index = Self.facets.firstIndex(where: { $0.rect.contains(point) })
        else { return }
        selectedFacet = Self.facets[index].name
        if let elements = _accessibleElements {
            for (position, element) in elements.enumerated() {
                element.accessibilityTraits = position == index ? [.button, .selected] : .button
            }
        }
    }
}

/// The screen showing a `MultiFacetedView`.
public final class MultiFacetedViewController: UIViewController {
    public let multiFacetedView = MultiFacetedView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Custom container view"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(multiFacetedView, height: 182, in: view)
    }
}
