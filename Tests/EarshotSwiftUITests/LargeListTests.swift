import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

extension Tag {
    /// Tests that build very large inputs; skipped when `EARSHOT_SKIP_STRESS` is set.
    @Tag static var stress: Self
}

/// Stress tests run unless `EARSHOT_SKIP_STRESS` is set.
let stressTestsEnabled = ProcessInfo.processInfo.environment["EARSHOT_SKIP_STRESS"] == nil

struct NumberedRow: Identifiable {
    let id: Int
}

/// A long list under a toggle: the shape of the benchmark.
struct LongList: View {
    let count: Int
    @State private var isOn = false
    var body: some View {
        List {
            Toggle("Show details", isOn: $isOn)
            ForEach((0..<count).map(NumberedRow.init)) { Text("Row \($0.id)") }
        }
    }
}

/// A List of 10,000 rows is built, walked and re-rendered after a Toggle's double tap; the render
/// after a state change keeps the hosted views, so it stays linear (a render that replaced
/// every view would cost far more).
@Suite("SwiftUI large lists", .tags(.stress), .enabled(if: stressTestsEnabled))
@MainActor
struct LargeListTests {
    @Test("10,000 rows: every row read, the toggle's double tap heard, the views kept")
    func tenThousandRows() {
        let screen = HostedScreen(LongList(count: 10_000))
        let voiceOver = screen.voiceOver()
        let transcript = voiceOver.transcript()
        #expect(transcript.count == 10_001)
        #expect(transcript.last == "Row 9999")
        let rowView = voiceOver.focusedElement
        #expect(voiceOver.doubleTap() == "On")
        #expect(voiceOver.focusedElement === rowView)
    }
}
