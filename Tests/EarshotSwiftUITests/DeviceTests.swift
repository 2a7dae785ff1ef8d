import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// Hosted SwiftUI follows the device: it lays out again when the device rotates, inside the
/// landscape safe area (Apple's Human Interface Guidelines, Layout; docs/device.md), and its
/// `dynamicTypeSize` is the device's text size, as SwiftUI's environment follows UIKit's traits.
@Suite("SwiftUI on a rotating device")
@MainActor
struct DeviceTests {
    @Test("Rotation lays the hosted screen out again inside the landscape safe area")
    func rotation() {
        let screen = HostedScreen {
            VStack {
                Text("Top").frame(maxWidth: .infinity, alignment: .leading)
                Spacer()
                Text("Bottom").frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        let voiceOver = screen.voiceOver()
        func frame(_ label: String) -> CGRect? {
            voiceOver.tree.elements.first { $0.label == label }?.frame
        }
        #expect(frame("Top")?.minX == 0)
        #expect(frame("Top")?.minY == 47)
        #expect(voiceOver.rotate(to: .landscapeLeft) == "Top")
        #expect(frame("Top")?.minX == 47)
        #expect(frame("Top")?.minY == 0)
        // Within a point: the text's width is measured in fractions of a point.
        #expect(abs((frame("Bottom")?.maxX ?? 0) - (844 - 47)) < 1)
        #expect(abs((frame("Bottom")?.maxY ?? 0) - (390 - 21)) < 1)
    }

    @Test("The environment's dynamicTypeSize follows the device's text size")
    func dynamicType() {
        let screen = HostedScreen { SizeAwareRow() }
        let voiceOver = screen.voiceOver()
        let height = voiceOver.focusedElement?.accessibilityFrame.height ?? 0
        #expect(voiceOver.transcript() == ["Row layout (en_US)"])
        voiceOver.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        #expect(voiceOver.transcript() == ["Stacked layout (en_US)"])
        #expect((voiceOver.focusedElement?.accessibilityFrame.height ?? 0) > 2 * height)
    }
}
