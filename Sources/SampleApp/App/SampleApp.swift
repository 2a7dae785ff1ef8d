import EarshotUIKit

/// The guides' examples as one app a VoiceOver user can navigate: a menu of screens, each porting
/// listings of the guide documents against EarshotUIKit.
///
/// ```swift
/// let (application, window) = SampleApp.launch()
/// let voiceOver = VoiceOver(window: window)   // keep `application` alive: windows hold it weakly
/// ```
@MainActor
public enum SampleApp {
    /// Starts the app: a new `UIApplication` whose delegate is a `SampleAppDelegate` builds the
    /// window (a navigation controller with the menu of `screens`). Keep the returned application
    /// alive as long as the window is used: a window refers to its application weakly, as in UIKit.
    public static func launch(clock: SampleClock = SampleClock()) -> (application: UIApplication, window: UIWindow) {
        let application = UIApplication()
        let delegate = SampleAppDelegate(clock: clock)
        application.delegate = delegate
        application.perform {
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        }
        guard let window = delegate.window else {
            preconditionFailure("SampleAppDelegate builds its window when the app finishes launching")
        }
        return (application, window)
    }

    /// The entry with `id`, or nil.
    public nonisolated static func screen(id: String) -> SampleScreenEntry? {
        screens.first { $0.id == id }
    }
}
