import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing

/// The "before" screens are there for the auditor to catch; their fixed versions must not be
/// caught for the same reason.
@MainActor
@Suite("Before the fix: the auditor catches what the guides warn against")
struct AuditOfSampleScreensTests {
    /// The auditor's report on screen `id`, as pushed from the menu.
    private func report(on id: String) throws -> AuditReport {
        let session = SampleSession()
        try session.show(id, as: UIViewController.self)
        return Auditor().audit(AccessibilityTree(window: session.window), screen: AuditScreen(name: id))
    }

    /// The rule ids the auditor reports on screen `id`, with the labels of the elements found.
    private func findings(on id: String) throws -> [(rule: String, label: String?)] {
        try report(on: id).findings.map { ($0.ruleID, $0.element?.label) }
    }

    /// The screens of the guides' good examples fail no build: what remains are warnings on the
    /// guides' own wording (the VoiceOver tutorial's imperative hint "Show or hide coffee locations", Developing Accessible iOS Apps, chapter 6:
    /// sentence-long semantic-cell labels) and on deliberate choices (listing 6-1's hidden label).
    @Test("the fixed screens have no failing finding", arguments: SampleApp.screens.filter { $0.section != "Before the fix" }.map(\.id))
    func fixedScreensPass(id: String) throws {
        let report = try report(on: id)
        #expect(report.failingFindings.isEmpty, "\(report.failingFindings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func badLabelsAndHintsAreCaught() throws {
        let found = try findings(on: "bad-labels-and-hints")
        #expect(found.contains { $0.rule == "label.contains-role" && $0.label == "Add button" })
        #expect(found.contains { $0.rule == "hint.style" && $0.label == "Yesterday" })
        #expect(found.contains { $0.rule == "hint.style" && $0.label == "Save" })
    }

    @Test func theTravelersSliderWithoutALabelIsCaughtAndItsFixIsNot() throws {
        let before = try findings(on: "travelers-before")
        #expect(before.contains { $0.rule == "label.missing" })
        let after = try findings(on: "travelers")
        #expect(!after.contains { $0.rule == "label.missing" })
        #expect(!after.contains { $0.rule == "traits.adjustable-incomplete" })
    }
}
