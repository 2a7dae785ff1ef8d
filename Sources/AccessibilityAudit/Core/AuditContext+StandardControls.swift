import AccessibilityTree
import EarshotUIKit

extension AuditContext {
    /// The UIKit control behind `node` when it is one of UIKit's standard controls or a part of
    /// one (a stepper half, a segment, a bar item), or a view standing in for one (SwiftUI's
    /// Toggle), or nil for the app's own views.
    func standardControl(of node: AccessibilityNode) -> UIView? {
        let view = (node.object as? ControlPartElement)?.control ?? (node.object as? UIView)
        guard let view, Self.standardControlHeights.contains(where: { $0.matches(Self.controlClass(of: view)) }) else { return nil }
        return view
    }

    /// The class the auditor judges `view` as: the control it stands in for, else its own.
    static func controlClass(of view: UIView) -> UIView.Type {
        (view as? StandardControlStandIn)?.standardControlClass ?? type(of: view)
    }

    /// The height UIKit draws each standard control at, whose touch area UIKit itself extends
    /// beyond the drawn bounds (Apple's Human Interface Guidelines metrics, iOS 17).
    static let standardControlHeights: [(matches: (UIView.Type) -> Bool, height: CGFloat)] = [
        ({ $0 is UISwitch.Type }, 31),
        ({ $0 is UISlider.Type }, 28),
        ({ $0 is UIStepper.Type }, 32),
        ({ $0 is UISegmentedControl.Type }, 28),
        ({ $0 is UIPageControl.Type }, 26),
        ({ $0 is UISearchTextField.Type }, 36),
        ({ $0 is UITextField.Type }, 34),
        ({ $0 is UINavigationBar.Type }, 44),
        ({ $0 is UITabBar.Type }, 49),
    ]

    /// Whether `node` is a standard control drawn at least at UIKit's own height for it.
    func isStandardControlAtSystemSize(_ node: AccessibilityNode) -> Bool {
        guard let control = standardControl(of: node),
            let height = Self.standardControlHeights.first(where: { $0.matches(Self.controlClass(of: control)) })?.height
        else { return false }
        return node.frame.height >= height - 0.5
    }
}
