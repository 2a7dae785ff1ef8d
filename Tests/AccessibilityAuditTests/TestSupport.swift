import AccessibilityTree
import EarshotUIKit
import Testing

@testable import AccessibilityAudit

/// A phone-sized window with a content view, built like an app's screen, audited through the real
/// walk. The window is kept here because superviews are weak, as in UIKit.
@MainActor
final class TestScreen {
    let window: UIWindow
    let root: UIView
    var language = "en-US"
    var direction = UIUserInterfaceLayoutDirection.leftToRight

    init(width: CGFloat = 390, height: CGFloat = 844) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root = UIView(frame: window.bounds)
        window.addSubview(root)
    }

    /// Adds views to the content view, back to front.
    @discardableResult
    func add(_ views: UIView...) -> TestScreen {
        for view in views { root.addSubview(view) }
        return self
    }

    var tree: AccessibilityTree {
        AccessibilityTree(root: window, layoutDirection: direction, language: language)
    }

    /// The report of `rules` (every rule by default).
    func audit(
        _ configuration: AuditConfiguration = .init(), rules: [any AuditRule] = AuditRuleRegistry.all,
        baseline: AuditBaseline? = nil, today: AuditDay = AuditDay(year: 2025, month: 6, day: 1), name: String = "screen"
    ) -> AuditReport {
        Auditor(configuration: configuration, rules: rules, baseline: baseline, today: today)
            .audit(tree, screen: AuditScreen(name: name, source: "Screens/\(name).json"))
    }

    /// The findings of one rule.
    func findings(_ rule: any AuditRule, _ configuration: AuditConfiguration = .init()) -> [Finding] {
        audit(configuration, rules: [rule]).findings
    }

    /// The findings of every rule, with their ids.
    func ruleIDs(_ configuration: AuditConfiguration = .init()) -> [String] {
        audit(configuration).findings.map(\.ruleID)
    }
}

/// A custom view that is one accessibility element.
@MainActor
func element(
    _ label: String?, frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 44), traits: UIAccessibilityTraits = [],
    value: String? = nil, hint: String? = nil, identifier: String? = nil, language: String? = nil
) -> UIView {
    let view = UIView(frame: frame)
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    view.accessibilityTraits = traits
    view.accessibilityValue = value
    view.accessibilityHint = hint
    view.accessibilityIdentifier = identifier
    view.accessibilityLanguage = language
    return view
}

/// Static text, as a label shows it.
@MainActor
func text(_ label: String, frame: CGRect = CGRect(x: 20, y: 100, width: 300, height: 22)) -> UIView {
    element(label, frame: frame, traits: .staticText)
}

/// A button: a control with the button trait and a touch-up action that counts taps.
@MainActor
class TestButton: UIControl {
    private(set) var taps = 0

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(_ label: String?, frame: CGRect = CGRect(x: 20, y: 100, width: 120, height: 44), hint: String? = nil, identifier: String? = nil) {
        super.init(frame: frame)
        accessibilityLabel = label
        accessibilityHint = hint
        accessibilityIdentifier = identifier
        addTarget(for: .touchUpInside) { control in (control as? TestButton)?.taps += 1 }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button) }
        set { super.accessibilityTraits = newValue }
    }
}

/// A plain view holding `children`, back to front.
@MainActor
func group(_ frame: CGRect, _ children: [UIView], identifier: String? = nil) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = identifier
    for child in children { view.addSubview(child) }
    return view
}

extension Array where Element == Finding {
    /// The labels of the elements the findings point at.
    var labels: [String?] { map { $0.element?.label } }
    var ruleIDs: [String] { map(\.ruleID) }
}
