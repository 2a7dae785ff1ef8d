import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// The simulated device showing VoiceOver's window (`UIWindow.device`): its orientation and
    /// text size, which a test can change.
    public var device: UIDevice { window.device }

    /// The user turns the device to `orientation` (`UIDevice.rotate(to:)`). When the interface
    /// turns, the rotation's layout change resets the cursor (see `interfaceDidRotate(in:)`);
    /// returns what VoiceOver said. An unsupported orientation, a flat or unknown position turns
    /// nothing, and the cursor stays where it is.
    @discardableResult
    public func rotate(to orientation: UIDeviceOrientation) -> String? {
        gesture {
            callApp(nil, on: nil) { window.device.rotate(to: orientation) }
        }
    }

    /// The user chooses another text size in Settings (`UIDevice.preferredContentSizeCategory`):
    /// the app's fonts and frames follow and VoiceOver reads the screen as it is then; returns
    /// what VoiceOver said (nothing, unless the focused element went away).
    @discardableResult
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) -> String? {
        gesture(stopsReadAll: false) {
            callApp(nil, on: nil) { window.device.preferredContentSizeCategory = category }
        }
    }
}

extension VoiceOver: InterfaceRotationObserving {
    /// The interface of VoiceOver's window turned: "a device rotation triggers a layout change,
    /// which resets the position of the VoiceOver cursor" (View Controller Programming Guide for
    /// iOS, "Accessibility from the View Controller's Perspective"). The cursor goes back to where
    /// VoiceOver starts on a screen — the summary element, else the first element in the new
    /// reading order — and speaks it; Read All stops and queued speech is dropped.
    package func interfaceDidRotate(in window: UIWindow) {
        guard isRunning, window === self.window else { return }
        isReadingAll = false
        discardQueuedSpeech()
        refresh(force: true)
        let target = tree.elements.first { $0.traits.contains(.summaryElement) } ?? tree.elements.first
        moveFocus(to: target?.object)
        cursorTakeovers += 1
        refresh()
        if let node = focusedNode { speakElement(node) }
    }
}
