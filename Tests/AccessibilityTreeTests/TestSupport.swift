import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// A phone-sized window for tests: 390 × 844 points at the origin.
@MainActor
func makeWindow() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
}

/// A view that is an accessibility element with `label`, like a UILabel (UIKit's own controls live
/// elsewhere; the walk must not depend on them).
@MainActor
func element(_ label: String, _ frame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 20)) -> UIView {
    let view = UIView(frame: frame)
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    return view
}

/// An element at (x, y), 40 × 20.
@MainActor
func element(_ label: String, x: CGFloat, y: CGFloat) -> UIView {
    element(label, CGRect(x: x, y: y, width: 40, height: 20))
}

/// A plain phone-screen-sized view (not an element) holding `children`.
@MainActor
func container(_ children: [UIView]) -> UIView {
    container(CGRect(x: 0, y: 0, width: 390, height: 844), children)
}

/// A plain view (not an element) at `frame` holding `children`.
@MainActor
func container(_ frame: CGRect, _ children: [UIView]) -> UIView {
    let view = UIView(frame: frame)
    children.forEach(view.addSubview)
    return view
}

/// A standalone accessibility element with a screen frame.
@MainActor
func accessibilityElement(_ label: String, in container: Any, frame: CGRect = .zero) -> UIAccessibilityElement {
    let element = UIAccessibilityElement(accessibilityContainer: container)
    element.accessibilityLabel = label
    if frame != .zero { element.accessibilityFrame = frame }
    return element
}

extension AccessibilityTree {
    /// The labels of the elements, in reading order.
    var labels: [String] { elements.map { $0.label ?? "" } }

    /// The element labelled `label`.
    func node(_ label: String) -> AccessibilityNode? {
        elements.first { $0.label == label }
    }
}

/// A label-like element in the style of the guides' UILabel outlets: its text is its label.
@MainActor
final class TestLabel: UIView {
    var text: String?
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(_ text: String, frame: CGRect) {
        self.text = text
        super.init(frame: frame)
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { text }
        set { text = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .staticText }
        set {}
    }
}

extension Tag {
    /// Tests that build very large or very deep inputs; skipped when `EARSHOT_SKIP_STRESS` is set,
    /// for a fast local run (`.ci/run` runs them all).
    @Tag static var stress: Self
}

/// Stress tests run unless `EARSHOT_SKIP_STRESS` is set.
let stressTestsEnabled = ProcessInfo.processInfo.environment["EARSHOT_SKIP_STRESS"] == nil
