import EarshotUIKit

/// SwiftUI's `ScenePhase`: where a scene is in its life cycle, read with
/// `@Environment(\.scenePhase)`. An iPhone app has one scene, so its phase is the application's
/// state (`UIApplication.applicationState`), which follows `sendToBackground()` and
/// `bringToForeground()` in UIKit's order: leaving, `.active` → `.inactive` → `.background`;
/// returning, `.background` → `.inactive` → `.active`. Each step renders the hosted views again.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not on screen (the app is in the background).
    case background
    /// On screen but not receiving events (on the way to or from the background).
    case inactive
    /// On screen and receiving events.
    case active

    /// The phase of a scene of an application in `state`.
    init(_ state: UIApplication.State) {
        switch state {
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = .background
        }
    }
}
