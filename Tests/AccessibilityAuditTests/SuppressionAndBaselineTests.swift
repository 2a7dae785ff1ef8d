import EarshotUIKit
import Foundation
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("Suppressions")
struct SuppressionTests {
    func screen() -> TestScreen {
        TestScreen().add(
            element("Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header),
            TestButton(nil, frame: CGRect(x: 20, y: 200, width: 100, height: 44), identifier: "save"),
            group(
                CGRect(x: 0, y: 300, width: 390, height: 60),
                [TestButton("Delete button", frame: CGRect(x: 20, y: 0, width: 200, height: 44))]
            ).labelled("Row")
        )
    }

    func configuration(_ suppressions: [Suppression]) -> AuditConfiguration {
        var configuration = AuditConfiguration()
        configuration.suppressions = suppressions
        return configuration
    }

    @Test func byIdentifier() {
        let report = screen().audit(configuration([Suppression(ruleID: "label.missing", element: "save", reason: "Icon is being redrawn")]))
        #expect(!report.findings.contains { $0.ruleID == "label.missing" })
        #expect(report.suppressed.map(\.finding.ruleID) == ["label.missing"])
        #expect(report.exitCode == 0)
        #expect(report.suppressionIssues.isEmpty)
    }

    @Test func byLabelPathAndWildcard() {
        let byPath = screen().audit(
            configuration([Suppression(ruleID: "label.contains-role", element: "Row › Delete button", reason: "Legacy copy")]))
        #expect(byPath.suppressed.count == 1)
        let everything = screen().audit(configuration([Suppression(ruleID: "screen.title", element: "*", reason: "Titles come later")]))
        #expect(everything.suppressed.isEmpty, "the screen has a title, so nothing to suppress")
        #expect(everything.suppressionIssues.map(\.kind) == [.unused])
    }

    @Test func expiredSuppressionsStopHiding() {
        let expired = Suppression(
            ruleID: "label.missing", element: "save", reason: "Until the redesign", expires: AuditDay(year: 2025, month: 5, day: 31))
        let report = screen().audit(configuration([expired]))
        #expect(report.findings.contains { $0.ruleID == "label.missing" })
        #expect(report.suppressionIssues.map(\.kind) == [.expired])
        #expect(report.suppressionIssues.first?.message.contains("expired on 2025-05-31") == true)
        // On its last day it still holds.
        let lastDay = screen().audit(configuration([expired]), today: AuditDay(year: 2025, month: 5, day: 31))
        #expect(lastDay.suppressed.count == 1)
    }

    @Test func unusedAcrossScreens() {
        let suppression = Suppression(ruleID: "label.missing", element: "save", reason: "Known")
        let first = screen().audit(configuration([suppression]), name: "one")
        let second = TestScreen().add(element("Other", traits: .header)).audit(configuration([suppression]), name: "two")
        #expect(second.suppressionIssues.map(\.kind) == [.unused])
        #expect(AuditReport.suppressionIssues(in: [first, second]).isEmpty)
    }

    @Test func limitedToAScreen() {
        let elsewhere = Suppression(ruleID: "label.missing", element: "save", reason: "Known", screen: "settings")
        let report = screen().audit(configuration([elsewhere]), name: "trips")
        #expect(report.suppressed.isEmpty)
        #expect(report.suppressionIssues.isEmpty, "a suppression for another screen is not judged here")
    }
}

@MainActor
@Suite("Baselines")
struct BaselineTests {
    func screen(offset: CGFloat = 0, extraProblem: Bool = false) -> TestScreen {
        let screen = TestScreen().add(
            element("Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header),
            TestButton(nil, frame: CGRect(x: 20, y: 200 + offset, width: 100, height: 44), identifier: "save"),
            TestButton("Close button", frame: CGRect(x: 20, y: 300 + offset, width: 100, height: 44))
        )
        if extraProblem { screen.add(TestButton(nil, frame: CGRect(x: 20, y: 400, width: 100, height: 44), identifier: "share")) }
        return screen
    }

    @Test func onlyNewFindingsCount() throws {
        let first = screen().audit()
        let baseline = AuditBaseline(reports: [first])
        let data = baseline.data()
        let read = try AuditBaseline(data: data, file: "baseline.json")
        #expect(read == baseline)

        let again = screen().audit(baseline: read)
        #expect(again.findings.isEmpty)
        #expect(again.baselined.count == first.findings.count)
        #expect(again.exitCode == 0)

        // Frames change: still the same findings (keys never use frames).
        #expect(screen(offset: 7).audit(baseline: read).findings.isEmpty)

        // A new unlabeled button is new.
        let grown = screen(extraProblem: true).audit(baseline: read)
        #expect(grown.findings.map(\.element?.identifier) == ["share"])
        #expect(grown.exitCode == 1)
    }

    @Test func keysAreIdentifierPathsOrLabelHashes() throws {
        let baseline = AuditBaseline(reports: [screen().audit(name: "trips")])
        let missing = try #require(baseline.entries.first { $0.rule == "label.missing" })
        #expect(missing.element == "save")
        #expect(missing.labelHash == nil)
        let role = try #require(baseline.entries.first { $0.rule == "label.contains-role" })
        #expect(role.element == "")
        #expect(role.labelHash == AuditBaseline.labelHash("close BUTTON"))
        #expect(baseline.entries.allSatisfy { $0.screen == "trips" })
    }

    @Test func countsMatchOneForOne() {
        let one = AuditBaseline(entries: [
            .init(rule: "label.missing", screen: "screen", element: "", labelHash: AuditBaseline.labelHash(nil), count: 1)
        ])
        let screen = TestScreen().add(
            TestButton(nil, frame: CGRect(x: 20, y: 200, width: 100, height: 44)),
            TestButton(nil, frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        )
        let report = screen.audit(rules: [LabelMissing()], baseline: one)
        #expect(report.baselined.count == 1)
        #expect(report.findings.count == 1)
    }

    @Test func hashIsStable() {
        #expect(AuditBaseline.labelHash("Add") == "e70bc3190530e654", "FNV-1a 64 of \"add\"")
        #expect(AuditBaseline.labelHash("Add!") == AuditBaseline.labelHash(" add "))
        #expect(AuditBaseline.labelHash("Add") != AuditBaseline.labelHash("Remove"))
    }

    @Test(arguments: [
        ("{", "not valid JSON"), ("{\"version\": 2, \"findings\": []}", "version 2"),
        ("{\"version\": 1}", "\"findings\" is missing"),
        (
            "{\"version\": 1, \"findings\": [{\"rule\": 3, \"screen\": \"a\", \"element\": \"\", \"count\": 1}]}",
            "wrong type at findings[0].rule"
        ),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"x\", \"screen\": \"a\", \"element\": \"\", \"count\": 0}]}", "counts start at 1"),
    ])
    func badFiles(_ text: String, _ reason: String) {
        do {
            _ = try AuditBaseline(data: Data(text.utf8), file: "baseline.json")
            Issue.record("accepted \(text)")
        } catch let error as AuditConfigurationError {
            #expect(error.description.hasPrefix("baseline.json: "))
            #expect(error.reason.contains(reason), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

extension UIView {
    /// Gives a container view a label, for label paths.
    @MainActor
    func labelled(_ label: String) -> UIView {
        accessibilityLabel = label
        return self
    }
}
