import AccessibilityTree
import EarshotUIKit

extension AuditContext {
    /// The UIKit control behind `node` when it is one of UIKit's standard controls or a part of
    /// one (a stepper half, a segment, a bar item), or nil for the app's own views.
    func standardControl(of node: AccessibilityNode) -> UIView? {
        let view = (node.object as? ControlPartElement)?.control ?? (node.object as? UIView)
        guard let view, Self.standardControlHeights.contains(where: { $0.matches(view) }) else { return nil }
        return view
    }

    /// The height UIKit draws each standard control at, whose touch area UIKit itself extends
    /// beyond the drawn bounds (Apple's Human Interface Guidelines metrics, iOS 17).
    static let standardControlHeights: [(matches: @MainActor (UIView) -> Bool, height: CGFloat)] = [
        ({ $0 is UISwitch }, 31),
        ({ $0 is UISlider }, 28),
        ({ $0 is UIStepper }, 32),
        ({ $0 is UISegmentedControl }, 28),
        ({ $0 is UIPageControl }, 26),
        ({ $0 is UISearchTextField }, 36),
        ({ $0 is UINavigationBar }, 44),
        ({ $0 is UITabBar }, 49),
    ]

    /// Whether `node` is a standard control drawn at least at UIKit's own height for it.
    func isStandardControlAtSystemSize(_ node: AccessibilityNode) -> Bool {
        guard let control = standardControl(of: node),
              let height = Self.standardControlHeights.first(where: { $0.matches(control) })?.height else { return false }
        return node.frame.height >= height - 0.5
    }
}
