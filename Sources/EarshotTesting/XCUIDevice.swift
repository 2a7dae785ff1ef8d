#if os(Linux)
import EarshotUIKit

/// Xcode's `XCUIDevice` (XCUIAutomation) as far as Earshot has it: the door to VoiceOver for UI
/// tests, `voiceOverService`, so a test written against Apple's VoiceOver test API runs here in
/// milliseconds and, unchanged, against real VoiceOver in Xcode (docs/testing.md).
///
/// On a device, `XCUIDevice.shared` is the one device showing the app the test launched. Here
/// tests run in parallel and each shows its own window, so `shared` is the device of the window
/// the asking test shows (`ShownWindows.current`: the window last made key by the test's own
/// task, or by code outside any task for XCTest; a window an Earshot `VoiceOver` of the test reads;
/// the key window of an application the test created, inside its `perform { }`), one per window,
/// as `UIDevice.current` is (docs/device.md). A test never reaches another test's window: ask for
/// it after `makeKeyAndVisible()`, as a UI test asks after `XCUIApplication().launch()`. Asked
/// where no window is shown, it is a device showing nothing, whose VoiceOver cannot start
/// (`XCUIVoiceOverService.Error.Code.failedToStart`).
///
/// Its other members (orientation, buttons, Siri, …) are not offered: Earshot rotates a window's
/// device with `UIDevice.rotate(to:)`.
@MainActor
public final class XCUIDevice {
    /// The device of the window the code running now shows (see the type's documentation).
    /// - Complexity: O(t + w), t the running assistive technologies, w the windows shown.
    public static var shared: XCUIDevice {
        guard let window = ShownWindows.current else { return XCUIDevice(window: nil) }
        devices.removeAll { $0.window == nil }
        if let known = devices.first(where: { $0.window === window }) { return known.device }
        let device = XCUIDevice(window: window)
        devices.append(Known(window: window, device: device))
        return device
    }

    /// VoiceOver on this device, for UI tests (Apple's `XCUIDevice.voiceOverService`).
    public let voiceOverService: XCUIVoiceOverService

    private init(window: UIWindow?) {
        voiceOverService = XCUIVoiceOverService(window: window)
    }

    /// One device per window, while the window lives. An enabled VoiceOver holds its window, so a
    /// device stays while its VoiceOver runs, as VoiceOver on an iPhone stays on until `disable()`.
    private struct Known {
        weak var window: UIWindow?
        let device: XCUIDevice
    }

    private static var devices: [Known] = []
}
#endif
