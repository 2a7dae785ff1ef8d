/// The simulated iPhone a window is shown on (UIKit's `UIDevice`): how it is held, which way its
/// interface faces, and the text size its user chose. Earshot's device is an iPhone with the
/// window's screen (390 × 844 points by default, `UIScreen.phone`).
///
/// On a phone there is one device; here tests run in parallel, so each window has its own
/// (`UIWindow.device`), and `UIDevice.current` is the device of the code running now, found as
/// `UIApplication.shared` and the accessibility settings are (docs/architecture.md, "One
/// application, parallel tests"; docs/device.md): inside `perform { }` (and in code a rotation or
/// a text-size change runs) this device; else the device of the window of the assistive
/// technology the code belongs to (its VoiceOver); else, in an application a test created or in
/// code outside any task (XCTest), the device of the application's key window; else a device of
/// the process that shows no window.
///
/// A test (or VoiceOver, `voiceOver.rotate(to:)`) turns the device with `rotate(to:)` and changes
/// the text size with `preferredContentSizeCategory`; app code only reads, as on iOS.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device of the code running in this task, set by `perform(_:)`.
    @TaskLocal package static var scoped: UIDevice?

    /// The device of code that belongs to no window: it shows nothing, so rotating it turns no
    /// interface.
    // the process's device, beside each window's:
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    package static let processDevice = UIDevice()

    /// The device of the code running now (see the type's documentation).
    /// - Complexity: O(t), t the number of running assistive technologies.
    public static var current: UIDevice {
        if let scoped { return scoped }
        if let window = AssistiveTechnologyRegistry.current().lazy.compactMap(\.window).first { return window.device }
        let application = UIApplication.shared
        if application !== UIApplication.processApplication || AssistiveTechnologyRegistry.currentTask == nil,
            let key = application.keyWindow
        {
            return key.device
        }
        return processDevice
    }

    /// The windows this device shows, held weakly (a window holds its device).
    private var windowStorage: [WeakDeviceWindow] = [] { didSet { UIKitChanges.note() } }
    /// The orientation the device is held in, whether or not anyone asked for notifications.
    package private(set) var physicalOrientation: UIDeviceOrientation = .portrait { didSet { UIKitChanges.note() } }
    private var orientationNotificationRequests = 0 { didSet { UIKitChanges.note() } }
    private var storedContentSizeCategory: UIContentSizeCategory = .large { didSet { UIKitChanges.note() } }
    /// A rotation or text-size change is being delivered; app code it calls cannot start another.
    private var isChanging = false { didSet { UIKitChanges.note() } }

    package init() {}

    /// The windows on this device, in the order they joined it.
    package var windows: [UIWindow] { windowStorage.compactMap(\.window) }

    package func attach(_ window: UIWindow) {
        windowStorage.removeAll { $0.window == nil || $0.window === window }
        windowStorage.append(WeakDeviceWindow(window: window))
    }

    // MARK: Identity

    /// "iPhone": what iOS 16 and later report to apps without the device-name entitlement.
    public var name: String { "iPhone" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone" (Earshot speaks English device names).
    public var localizedModel: String { "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The device family of the app shown (`UIApplication.userInterfaceIdiom`, `.phone` unless the
    /// app says otherwise).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        windows.lazy.compactMap(\.application).first?.userInterfaceIdiom ?? .phone
    }

    // MARK: Orientation

    /// How the device is held. As in UIKit, `.unknown` until someone called
    /// `beginGeneratingDeviceOrientationNotifications()`.
    public var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? physicalOrientation : .unknown
    }

    /// Which way the interface of this device's windows faces: the last orientation the device
    /// was turned to that the shown view controllers support (Earshot's; UIKit answers it per
    /// window scene).
    public package(set) var interfaceOrientation: UIInterfaceOrientation = .portrait { didSet { UIKitChanges.note() } }

    /// Whether `orientation` is being tracked and `orientationDidChangeNotification` posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// The haptics apps played on this device, oldest first (`UIFeedbackGenerator`).
    public internal(set) var playedHaptics: [Haptic] = []

    /// The words the user's dictionary learned (`UITextChecker.learnWord(_:)`), lower-cased.
    package var learnedWords: Set<String> = []

    /// Starts tracking the orientation; calls nest and must be balanced by
    /// `endGeneratingDeviceOrientationNotifications()`, as in UIKit.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`; extra calls do nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Posted on `NotificationCenter.default`, with the device as `object`, when the device is
    /// turned while orientation notifications are generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    package func setPhysicalOrientation(_ orientation: UIDeviceOrientation) {
        physicalOrientation = orientation
    }

    // MARK: Text size

    /// The text size the device's user chose in Settings › Accessibility › Display & Text Size ›
    /// Larger Text (Earshot's: UIKit reads it as `UIApplication.shared.preferredContentSizeCategory`
    /// and `traitCollection.preferredContentSizeCategory`). Setting it changes the trait collection
    /// of every view shown, adjusts the fonts that follow it, lays the windows out again and posts
    /// `UIContentSizeCategory.didChangeNotification` (`UIDevice+ContentSizeCategory.swift`).
    /// `.unspecified` is not a size and is ignored with a logged message.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { storedContentSizeCategory }
        set { changeContentSizeCategory(to: newValue) }
    }

    package func storeContentSizeCategory(_ category: UIContentSizeCategory) {
        storedContentSizeCategory = category
    }

    // MARK: Scope

    /// Runs `body` as code on this device: `UIDevice.current` is this device inside, for code a
    /// test runs with no assistive technology on the window.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$scoped.withValue(self) { try body() }
    }

    /// Runs asynchronous `body` as code on this device, including the tasks it creates.
    public func perform<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$scoped.withValue(self, operation: body, isolation: isolation)
    }

    /// Runs `body` as the code of `window`'s application on this device: what UIKit does when the
    /// device changes (callbacks, notifications) runs this way.
    package func performAsApp(of window: UIWindow?, _ body: () -> Void) {
        perform {
            if let application = window?.application { application.perform(body) } else { body() }
        }
    }

    /// Runs `change` unless another change of this device is being delivered (app code turning
    /// the device from `viewWillTransition`, say), which is refused with a logged message so the
    /// callbacks never interleave.
    package func deliveringChange(_ what: String, _ change: () -> Void) {
        guard !isChanging else {
            Self.log("\(what) was ignored: it was asked for while the device was delivering another change.")
            return
        }
        isChanging = true
        defer { isChanging = false }
        change()
    }

    package nonisolated static func log(_ message: String) {
        FileHandle.standardError.write(Data("Earshot: \(message)\n".utf8))
    }
}

private struct WeakDeviceWindow {
    weak var window: UIWindow?
}
