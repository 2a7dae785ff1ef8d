import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The README's rotation example ("In your tests"), as written there, with the grid of
/// DeviceTestSupport.swift: it must keep compiling and passing.
@MainActor
@Suite("README example: rotation and Dynamic Type")
struct ReadmeDeviceExampleTests {
    @Test func landscapeReadsInTwoColumns() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = GridViewController()  // lays out in viewDidLayoutSubviews
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.rotate(to: .landscapeLeft) == "Alpha")  // the cursor resets
        #expect(voiceOver.transcript() == ["Alpha", "Charlie", "Bravo", "Delta"])
        voiceOver.setPreferredContentSizeCategory(.accessibilityLarge)  // or window.device.preferredContentSizeCategory
        #expect(window.device.preferredContentSizeCategory == .accessibilityLarge)
    }
}
