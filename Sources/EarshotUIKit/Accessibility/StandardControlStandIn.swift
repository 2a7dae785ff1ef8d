/// A view that draws and behaves as one of UIKit's standard controls without being one: SwiftUI
/// hosts a `Toggle` as a switch and a `Slider` as a slider, with the system's size and touch area.
/// The auditor reads `standardControlClass` to calibrate its rules as it does for the UIKit
/// control itself (docs/audit-rules.md: none fires on Apple's standard components).
@preconcurrency @MainActor
public protocol StandardControlStandIn: UIView {
    /// The UIKit control class this view stands in for, or nil when it stands in for none.
    var standardControlClass: UIView.Type? { get }
}
