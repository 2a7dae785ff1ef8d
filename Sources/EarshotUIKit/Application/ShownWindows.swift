/// Which window the code running now shows, for a test tool that reaches "the screen" without
/// being given a window, as Xcode's UI tests reach the app they launched (EarshotTesting's
/// `XCUIDevice.shared`). Tests run in parallel, each showing its own window, often in the one
/// `UIApplication.shared`, so the application's key window is not the test's: the window is
/// found as `UIDevice.current` is (docs/architecture.md, "One application, parallel tests"), with
/// one rule more for a test's own task.
@MainActor
package enum ShownWindows {
    /// A window made key, and the Swift task whose code made it key (nil outside any task).
    private struct Shown {
        weak var window: UIWindow?
        let task: Int?
    }

    /// The windows made key, last made key last; held weakly, so finished tests' windows go.
    private static var shown: [Shown] = []

    /// Notes that the code running now made `window` key (`makeKeyAndVisible()`).
    /// - Complexity: O(w), w the windows made key that are still alive.
    package static func noteMadeKey(_ window: UIWindow) {
        shown.removeAll { $0.window == nil || $0.window === window }
        shown.append(Shown(window: window, task: AssistiveTechnologyRegistry.currentTask))
    }

    /// The window the code running now shows, in order:
    /// 1. inside a device's `perform { }`: that device's window;
    /// 2. code an assistive technology runs, or the test that started one: the window it reads;
    /// 3. inside `perform { }` of an application the test created: that application's key window;
    /// 4. the window last made key by this Swift task (a Swift Testing test's body), or, in code
    ///    outside any task (XCTest's synchronous tests, which run one at a time), the window last
    ///    made key outside any task.
    ///
    /// Nil when none of these finds one: a test's window is never found from another test's task.
    /// - Complexity: O(t + w), t the running technologies, w the windows made key still alive.
    package static var current: UIWindow? {
        if let device = UIDevice.scoped, let window = device.windows.first { return window }
        if let window = AssistiveTechnologyRegistry.current().lazy.compactMap(\.window).first { return window }
        if let application = UIApplication.current, application !== UIApplication.processApplication {
            return application.keyWindow
        }
        let task = AssistiveTechnologyRegistry.currentTask
        return shown.last { $0.window != nil && $0.task == task }?.window
    }
}
