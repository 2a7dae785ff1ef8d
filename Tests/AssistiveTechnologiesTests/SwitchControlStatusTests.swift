import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import Foundation
import Testing

/// `UIAccessibility.isSwitchControlRunning` and `switchControlStatusDidChangeNotification`
/// (Apple's UIKit documentation, "UIAccessibility", Accessibility status): true in the code Switch
/// Control calls and in the test that started it, announced on `NotificationCenter.default` with the
/// Switch Control as `object`.
@MainActor
@Suite struct SwitchControlStatusTests {
    final class StatusRow: Row {
        var seen: [Bool] = []
        override func accessibilityElementDidBecomeFocused() {
            seen.append(UIAccessibility.isSwitchControlRunning)
        }
    }

    @Test func runningWhileStartedAndAnnouncedWhenItChanges() {
        let row = StatusRow("Play", row: 0)
        let screen = Screen(row)
        var changes: [Bool] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.switchControlStatusDidChangeNotification, object: nil, queue: nil
        ) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated {
                guard (note.object as? SwitchControl)?.window === screen.window else { return }
                changes.append(UIAccessibility.isSwitchControlRunning)
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(!UIAccessibility.isSwitchControlRunning)
        let switchControl = SwitchControl(window: screen.window)
        #expect(UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isVoiceOverRunning)
        _ = switchControl.next()
        #expect(row.seen == [true])
        switchControl.stop()
        switchControl.stop()
        #expect(!UIAccessibility.isSwitchControlRunning)
        #expect(changes == [true, false])
    }

    /// Technologies on one window run on one device: they share its settings.
    @Test func switchControlReadsTheDevicesSettings() {
        let screen = Screen(Row("Play", row: 0))
        let switchControl = SwitchControl(window: screen.window)
        switchControl.accessibilitySettings.isReduceMotionEnabled = true
        #expect(UIAccessibility.isReduceMotionEnabled)
        let second = SwitchControl(window: screen.window)
        #expect(second.accessibilitySettings === switchControl.accessibilitySettings)
    }
}
