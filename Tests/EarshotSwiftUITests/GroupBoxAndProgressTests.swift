import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// A progress style that draws only the current value label, as a compact download badge does.
private struct CurrentValueOnlyStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.currentValueLabel }
}

/// `GroupBox` and `ProgressView`'s labels beyond the recorded vectors (`AXSnapshotFidelityTests`'s
/// groupBox and progressView): the forms apps write, read as docs/swiftui.md says.
@Suite("GroupBox and ProgressView labels")
@MainActor
struct GroupBoxAndProgressTests {
    enum Screen: String, CaseIterable, Sendable {
        case titledGroupBox, labelledGroupBox, iOS14GroupBox
        case determinateWithBothLabels, indeterminateWithLabel, customStyleGetsCurrentValueLabel

        /// docs/swiftui.md, "Elements and modifiers" (the group box's label as plain text [U]) and
        /// "Decisions where sources are silent" (a progress view's title instead of "Progress").
        var expected: [String] {
            switch self {
            case .titledGroupBox, .labelledGroupBox, .iOS14GroupBox: ["Account", "Signed in as Anna"]
            case .determinateWithBothLabels: ["Upload, 5 of 10 files, 50%"]
            case .indeterminateWithLabel: ["Loading"]
            case .customStyleGetsCurrentValueLabel: ["5 of 10 files"]
            }
        }

        @MainActor
        func heard() -> [String] {
            switch self {
            case .titledGroupBox: HostedScreen { GroupBox("Account") { Text("Signed in as Anna") } }.transcript()
            case .labelledGroupBox:
                HostedScreen {
                    GroupBox {
                        Text("Signed in as Anna")
                    } label: {
                        Label("Account", systemImage: "person")
                    }
                }.transcript()
            case .iOS14GroupBox: HostedScreen { GroupBox(label: Text("Account")) { Text("Signed in as Anna") } }.transcript()
            case .determinateWithBothLabels:
                HostedScreen {
                    ProgressView(value: 5, total: 10) {
                        Text("Upload")
                    } currentValueLabel: {
                        Text("5 of 10 files")
                    }
                }.transcript()
            case .indeterminateWithLabel: HostedScreen { ProgressView { Text("Loading") } }.transcript()
            case .customStyleGetsCurrentValueLabel:
                HostedScreen {
                    ProgressView(value: 5, total: 10) {
                        Text("Upload")
                    } currentValueLabel: {
                        Text("5 of 10 files")
                    }
                    .progressViewStyle(CurrentValueOnlyStyle())
                }.transcript()
            }
        }
    }

    @Test("Each form reads its label as docs/swiftui.md says", arguments: Screen.allCases)
    func labels(_ screen: Screen) {
        #expect(screen.heard() == screen.expected)
    }
}
