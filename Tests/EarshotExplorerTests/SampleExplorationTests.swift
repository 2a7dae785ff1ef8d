import AccessibilityAudit
import EarshotExplorer
import EarshotUIKit
import SampleApp
import Testing

/// The sample app explored with VoiceOver: the screens written from the guides' good examples
/// give no interaction finding, and exploring is deterministic.
@MainActor
@Suite struct SampleExplorationTests {
    nonisolated static let fixedScreens = SampleApp.screens.filter { $0.section != "Before the fix" }.map(\.id)

    /// What the guides' own examples leave unsaid, which the explorer finds and the sample app
    /// keeps as the guides wrote it (it ports them; docs/audit-rules.md, "Interaction rules").
    /// Each was weighed against the guide's text: where the guide leaves an action's body out
    /// (the VoiceOver tutorial's card actions, listing 6-23's `tappedRatings()`), the sample's
    /// stand-in announces what it did and the screen gives no finding; these stay because the
    /// guide's own code is silent, and the rule is right about it:
    static let findingsTheGuidesLeave: [String: [String]] = [
        // Accessibility Programming Guide for iOS, "修改默认的属性信息": the passage is about the
        // "+" item's label and hint ("Adds an account"); its `addAccount()` reloads the table and
        // says nothing, so the row appears at the end of the list unheard.
        "add-button": ["interaction.silent-change"],
        "add-button-hint": ["interaction.silent-change"],
        // The VoiceOver tutorial, "APLCoffeeControl 控件代码": the Coffee control shows the coffee
        // locations without the .layoutChanged its own elevator control posts.
        "floor-plan": ["interaction.silent-change"],
        // Developing Accessible iOS Apps, chapter 6, "特征": Lap freezes the running label and
        // adds a timing row; the passage gives the traits and posts nothing.
        "stopwatch": ["interaction.silent-change"],
        // Developing Accessible iOS Apps, chapter 6, "Twitter 示例": "for this exercise we will not
        // add any code to the actions" — the four actions of each of the two posts do nothing.
        "semantic-cell": Array(repeating: "interaction.no-op", count: 8),
    ]

    /// Every screen of the guides' good examples, explored from a fresh app with the screen
    /// pushed: nothing a running VoiceOver finds beyond what the guides leave unsaid.
    @Test(arguments: fixedScreens)
    func goodScreenHasNoFinding(id: String) {
        let exploration = Explorer { launchSample(id) }.explore()
        let expected = Self.findingsTheGuidesLeave[id] ?? []
        #expect(exploration.findings.map(\.ruleID) == expected, "\(exploration.findings.map { "\($0.ruleID): \($0.message)" })")
    }

    /// The screens the explorer finds nothing on are most of the app.
    @Test func mostGoodScreensHaveNoFinding() {
        #expect(Self.fixedScreens.count - Self.findingsTheGuidesLeave.count >= 30)
    }

    /// An app that keeps opening new screens (each Add makes another row, another screen) ends
    /// at the depth limit with a note, never a hang; a tighter limit ends sooner.
    @Test func anAppThatNeverEndsStopsAtItsLimits() {
        let deep = Explorer { launchSample("add-button") }.explore()
        #expect(deep.notes == ["screens deeper than 6 actions were not explored (the depth limit)"])
        #expect(deep.screens == 7)
        let shallow = Explorer(limits: ExplorerLimits(states: 3)) { launchSample("add-button") }.explore()
        #expect(shallow.screens == 3)
        #expect(shallow.notes.contains { $0.hasPrefix("stopped after 3 screens (the states limit)") })
        let short = Explorer(limits: ExplorerLimits(steps: 40)) { launchSample("add-button") }.explore()
        #expect(short.notes.contains("stopped after 40 gestures (the steps limit)"))
        #expect(short.steps <= 60)
    }

    /// A clock ticking on screen is one screen, explored once, however long the explorer listens:
    /// content seen changing while the cursor rests is known by its shape (docs/audit-rules.md,
    /// "Interaction rules"), and the finding's gestures end with the rest that heard it.
    @Test func aTickingClockIsOneScreen() {
        let exploration = Explorer { launchSample("kitchen-timer-before") }.explore()
        #expect(exploration.screens == 1)
        #expect(exploration.notes.isEmpty, "\(exploration.notes)")
        #expect(exploration.findings.map(\.ruleID) == ["interaction.timer-change"])
        #expect(exploration.findings.first?.reproduction?.gestures.last == "wait:3")
        #expect(exploration.findings.first?.reproduction?.spoken == [])
    }

    /// The whole sample app explored twice, screen by screen: the reports are the same text,
    /// byte for byte, in every format (VoiceOver's virtual clock and a fixed order).
    @Test func exploringTwiceGivesTheSameReports() {
        func reports() -> [AuditReport] {
            SampleApp.screens.map { entry in
                Explorer { launchSample(entry.id) }.explore().report(screen: AuditScreen(name: entry.id))
            }
        }
        let first = reports()
        let second = reports()
        for format in AuditReportFormat.allCases {
            #expect(format.render(first) == format.render(second), "\(format)")
        }
        #expect(first.contains { !$0.findings.isEmpty }, "the screens before the fix have findings")
    }
}
