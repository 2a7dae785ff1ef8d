import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// `LabeledContent` is one element reading its label then its value, as a device's accessibility
/// dump of a `LabeledContent` row shows ("Version, 1.0 (1)" over its two texts;
/// Tests/EarshotCLITests/EditingAndLabeledContentTests.swift).
@Suite("SwiftUI LabeledContent")
@MainActor
struct LabeledContentTests {
    @Test("Each spelling reads the label then the value, once")
    func spellings() {
        let voiceOver = HostedScreen {
            Form {
                LabeledContent("Version", value: "1.0 (1)")
                LabeledContent("Price", value: 4.5, format: .number.precision(.fractionLength(2)))
                LabeledContent("Status") { Text("Shipped") }
                LabeledContent {
                    Text("Ann")
                } label: {
                    Text("Owner")
                }
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Version, 1.0 (1)", "Price, 4.50", "Status, Shipped", "Owner, Ann"])
    }
}
