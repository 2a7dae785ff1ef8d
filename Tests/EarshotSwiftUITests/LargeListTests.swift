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

/// A List of 10,000 rows builds the rows it shows; VoiceOver reaches every row by swiping, each
/// swipe past the rows built scrolling the next ones in, and a Toggle's double tap re-renders only
/// what is shown (docs/swiftui.md, "Lazy containers").
@Suite("SwiftUI large lists", .tags(.stress), .enabled(if: stressTestsEnabled))
@MainActor
struct LargeListTests {
    @Test("10,000 rows: every row reached by swiping, the toggle's double tap heard, its view kept")
    func tenThousandRows() {
        let screen = HostedScreen(LongList(count: 10_000))
        let voiceOver = screen.voiceOver()
        let toggleView = voiceOver.focusedElement
        #expect(voiceOver.doubleTap() == "On")
        #expect(voiceOver.focusedElement === toggleView)
        let said = swipeToEnd(voiceOver)
        #expect(said.count == 10_001)
        // An integer interpolated into a Text literal is formatted with grouping, as SwiftUI's
        // LocalizedStringKey does (docs/swiftui.md, "Text and images").
        #expect(said.last == "Row 9,999")
    }
}
