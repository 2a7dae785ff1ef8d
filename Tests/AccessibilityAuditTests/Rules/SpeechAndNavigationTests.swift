import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("speech.verbosity")
struct SpeechVerbosityTests {
    @Test func longElement() {
        let long = String(repeating: "Very long description of the weather on Mars today. ", count: 5)
        let findings = TestScreen().add(TestButton("Forecast", hint: long)).findings(SpeechVerbosity())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("Forecast, Button") == true)
    }

    @Test func slowerSpeechIsLonger() {
        let label = String(repeating: "word ", count: 25)
        var slow = AuditConfiguration()
        slow.speakingRate = 0
        #expect(TestScreen().add(text(label)).findings(SpeechVerbosity()).isEmpty)
        #expect(TestScreen().add(text(label)).findings(SpeechVerbosity(), slow).count == 1)
    }

    @Test func longScreen() {
        let screen = TestScreen()
        for row in 0..<40 {
            screen.add(
                text(
                    "Row \(row) with a fairly long description of a trip to Mars",
                    frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 390, height: 20)))
        }
        var configuration = AuditConfiguration()
        configuration.thresholds.screenSpeechSeconds = 60
        let findings = screen.findings(SpeechVerbosity(), configuration)
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.element == nil)
    }

    /// The budget uses the simulator's own timing: 20 characters a second at the default rate,
    /// plus the pause at the comma and the pause before the hint.
    @Test func secondsComeFromTheSimulatorsTiming() {
        let screen = TestScreen().add(TestButton("Forecast", hint: "Shows the weather."))
        let context = AuditContext(tree: screen.tree)
        let node = context.tree.elements[0]
        let expected = context.speechTiming.duration(description: "Forecast, Button", hint: "Shows the weather.")
        #expect(context.speechSeconds(of: node) == Double(expected.components.seconds) + Double(expected.components.attoseconds) / 1e18)
        #expect(abs(context.speechSeconds(of: node) - (16.0 / 20 + 0.15 + 0.5 + 18.0 / 20)) < 0.002)
    }
}

@MainActor
@Suite("navigation.swipe-cost")
struct NavigationSwipeCostTests {
    func longList(headings: Bool) -> TestScreen {
        let screen = TestScreen(height: 4000)
        for row in 0..<80 {
            let y = CGFloat(row) * 45
            if headings && row % 10 == 0 {
                screen.add(element("Section \(row / 10)", frame: CGRect(x: 0, y: y, width: 390, height: 20), traits: .header))
            }
            screen.add(TestButton("Item \(row)", frame: CGRect(x: 0, y: y + 20, width: 390, height: 24)))
        }
        return screen
    }

    @Test func middleOfALongListWithoutHeadings() {
        let findings = longList(headings: false).findings(NavigationSwipeCost())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("19 actionable elements") == true)
    }

    @Test func headingsMakeItCheap() {
        #expect(longList(headings: true).findings(NavigationSwipeCost()).isEmpty)
    }

    @Test func costs() {
        let screen = TestScreen()
        for row in 0..<5 {
            screen.add(
                element("E\(row)", frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 100, height: 44), traits: row == 2 ? .header : []))
        }
        #expect(NavigationSwipeCost.costs(screen.tree) == [0, 1, 2, 2, 1])
    }
}

@MainActor
@Suite("navigation.fragmented-card")
struct NavigationFragmentedCardTests {
    func card(y: CGFloat, grouped: Bool) -> UIView {
        if grouped { return timelineCell(customActions: true) }
        let parts = ["Avatar", "Alice", "@alice", "Hello from Mars", "Comment", "Like", "Share"].enumerated().map { offset, name in
            element(
                name, frame: CGRect(x: CGFloat(offset % 4) * 90, y: CGFloat(offset / 4) * 50, width: 80, height: 44),
                traits: offset > 3 ? .button : [])
        }
        return group(CGRect(x: 0, y: y, width: 390, height: 110), parts)
    }

    @Test func repeatedFragmentedCards() {
        let findings = TestScreen().add(card(y: 100, grouped: false), card(y: 250, grouped: false), card(y: 400, grouped: false)).findings(
            NavigationFragmentedCard())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("3 cards like this one are each read as 7 separate elements") == true)
    }

    @Test func groupedCard() {
        #expect(TestScreen().add(card(y: 100, grouped: true)).findings(NavigationFragmentedCard()).isEmpty)
    }

    @Test func tallFormsAreNotCards() {
        let fields = (0..<8).map {
            element("Field \($0)", frame: CGRect(x: 0, y: CGFloat($0) * 60, width: 390, height: 44), traits: .textEntry)
        }
        #expect(TestScreen().add(group(CGRect(x: 0, y: 100, width: 390, height: 480), fields)).findings(NavigationFragmentedCard()).isEmpty)
    }
}

@MainActor
@Suite("rotor.headings")
struct RotorHeadingsTests {
    @Test func longScreenWithoutHeadings() {
        let screen = TestScreen()
        for row in 0..<15 { screen.add(text("Line \(row)", frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 390, height: 30))) }
        #expect(screen.findings(RotorHeadings()).first?.element == nil)
    }

    @Test func duplicateHeadings() {
        let screen = TestScreen().add(
            element("Details", frame: CGRect(x: 0, y: 100, width: 390, height: 30), traits: .header),
            element("details", frame: CGRect(x: 0, y: 200, width: 390, height: 30), traits: .header)
        )
        #expect(screen.findings(RotorHeadings()).map(\.severity) == [.info])
    }

    @Test func landmarkWithoutHeading() {
        let landmark = group(CGRect(x: 0, y: 100, width: 390, height: 100), [text("Footer text")])
        landmark.accessibilityContainerType = .landmark
        #expect(TestScreen().add(landmark).findings(RotorHeadings()).first?.message.contains("landmark") == true)
    }

    @Test func shortScreenAndDistinctHeadings() {
        let screen = TestScreen().add(
            element("Flights", frame: CGRect(x: 0, y: 100, width: 390, height: 30), traits: .header),
            element("Hotels", frame: CGRect(x: 0, y: 200, width: 390, height: 30), traits: .header),
            text("Nothing yet", frame: CGRect(x: 0, y: 300, width: 390, height: 30))
        )
        #expect(screen.findings(RotorHeadings()).isEmpty)
    }
}
