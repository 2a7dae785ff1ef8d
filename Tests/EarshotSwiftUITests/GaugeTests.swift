import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `Gauge` (Apple's documentation: "a view that shows a value within a range") reads as a
/// determinate `ProgressView` does, its label then its value — the current value label's text
/// when given, else the percentage of the range. No recording of a Gauge is in the project's
/// sources; docs/swiftui.md "Decisions" records the choice.
@Suite("SwiftUI Gauge")
@MainActor
struct GaugeTests {
    @Test("The label, then the percentage of the range or the current value label")
    func readings() {
        let voiceOver = HostedScreen {
            VStack {
                Gauge(value: 0.4) { Text("Battery") }
                Gauge(value: 68, in: 32...212) {
                    Text("Temperature")
                } currentValueLabel: {
                    Text("68°F")
                }
                Gauge(value: 5, in: 0...10) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("5")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Battery, 40%", "Temperature, 68°F", "Speed, 5"])
    }

    @Test("A value outside the range is clamped", arguments: [(-3.0, "0%"), (12.0, "100%")])
    func clamped(value: Double, spoken: String) {
        let voiceOver = HostedScreen { Gauge(value: value, in: 0...10) { Text("Level") } }.voiceOver()
        #expect(voiceOver.transcript() == ["Level, \(spoken)"])
    }
}
