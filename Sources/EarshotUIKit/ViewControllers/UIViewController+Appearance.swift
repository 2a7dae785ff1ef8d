/// Where a controller's view is in UIKit's appearance cycle: the one record every appearance
/// change goes through (a window's root, a presentation, a container's swap of children, a custom
/// container's `beginAppearanceTransition(_:animated:)`), so the callbacks run once per change.
package enum AppearanceState: Equatable, Sendable {
    case disappeared
    case appearing(animated: Bool)
    case appeared
    case disappearing(animated: Bool)
}

extension UIViewController {
    /// Starts an appearance change: `viewWillAppear(_:)` when the view is off screen or leaving,
    /// `viewWillDisappear(_:)` when it is on screen or coming; nothing when it already goes that
    /// way, so a container that forwards twice does not call twice (Apple's documentation for
    /// `UIViewController`, "beginAppearanceTransition(_:animated:)": the pairs a custom container
    /// calls instead of the callbacks themselves).
    package func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing(animated: animated)
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing(animated: animated)
            viewWillDisappear(animated)
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            break
        }
    }

    /// Ends the change `beginAppearance(_:animated:)` started: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` with the `animated` it began with; nothing when no change is under
    /// way (Apple's documentation for `UIViewController`, "endAppearanceTransition()").
    package func endAppearance() {
        switch appearanceState {
        case .appearing(let animated):
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing(let animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            break
        }
    }
}
