import AccessibilityTree
import EarshotUIKit
import Foundation
import ScreenFormats
import Testing

@testable import AccessibilityAudit

/// Screens read from screen files and built into UIKit's standard controls: what the auditor says
/// about real controls (no false positives on UIKit's own defaults) and about the guides' examples.
@MainActor
@Suite("Screen files")
struct ScreenFileTests {
    func audit(_ json: String, name: String = "screen") throws -> AuditReport {
        let document = try ScreenFileReader().read(Data(json.utf8), format: .json, source: "\(name).json").document
        let loaded = try ScreenLoader.build(document, source: "Screens/\(name).json")
        return Auditor(today: AuditDay(year: 2025, month: 6, day: 1))
            .audit(AccessibilityTree(window: loaded.window), screen: AuditScreen(name: name, source: loaded.source))
    }

    /// Every standard control at its UIKit defaults: nothing to report.
    @Test func standardControlsAreClean() throws {
        let report = try audit(
            """
            { "format": "earshot-screen", "version": 1,
              "root": { "children": [
                { "type": "navigationBar", "frame": [0, 47, 390, 44], "title": "Settings", "backTitle": "Home" },
                { "type": "label", "frame": [16, 100, 358, 22], "text": "Account" },
                { "type": "textField", "id": "email", "frame": [16, 130, 358, 44], "placeholder": "Email", "label": "Email" },
                { "type": "textField", "frame": [16, 180, 358, 44], "isSecure": true, "label": "Password", "text": "secret" },
                { "type": "searchField", "frame": [16, 230, 358, 36], "placeholder": "Search" },
                { "type": "textView", "frame": [16, 270, 358, 60], "text": "Notes about the trip", "label": "Notes" },
                { "type": "switch", "frame": [300, 340, 51, 31], "isOn": true, "label": "Wi-Fi" },
                { "type": "slider", "frame": [16, 380, 358, 31], "current": 0.5, "label": "Volume" },
                { "type": "stepper", "frame": [16, 420, 94, 32], "current": 2, "minimum": 0, "maximum": 10 },
                { "type": "segmentedControl", "frame": [16, 460, 358, 32], "segments": ["Day", "Week", "Month"], "selectedIndex": 1 },
                { "type": "pageControl", "frame": [16, 500, 358, 26], "pages": 3, "currentPage": 1 },
                { "type": "progressView", "frame": [16, 530, 358, 4], "progress": 0.4, "label": "Download" },
                { "type": "activityIndicator", "frame": [180, 540, 20, 20] },
                { "type": "button", "frame": [100, 580, 120, 44], "title": "Save" },
                { "type": "tableViewCell", "frame": [0, 640, 390, 44], "text": "Notifications", "detailText": "On", "accessory": "disclosureIndicator" },
                { "type": "tabBar", "frame": [0, 761, 390, 83], "items": [{"title": "Home"}, {"title": "Trips", "badge": "3"}, {"title": "Profile"}], "selectedIndex": 0 }
              ] }
            }
            """, name: "controls")
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
    }

    /// A list in a scroll view (rows partly visible at the edge, rows far below), bars, and an
    /// alert drawn by UIKit over it: nothing to report, with or without the alert.
    @Test(arguments: [true, false])
    func listBarsAndAlertAreClean(_ withAlert: Bool) throws {
        let alert =
            withAlert
            ? #", { "type": "alert", "title": "Delete message?", "message": "This cannot be undone.", "actions": ["Cancel", "Delete"] }"#
            : ""
        let report = try audit(
            """
            { "format": "earshot-screen", "version": 1,
              "root": { "children": [
                { "type": "navigationBar", "frame": [0, 47, 390, 44], "title": "Inbox", "backTitle": "Mailboxes" },
                { "type": "scrollView", "frame": [0, 91, 390, 670], "contentSize": [390, 2000], "containerType": "list", "children": [
                  { "type": "tableViewCell", "frame": [0, 91, 390, 60], "text": "Alice", "detailText": "Lunch?" },
                  { "type": "tableViewCell", "frame": [0, 151, 390, 60], "text": "Bob", "detailText": "Report" },
                  { "type": "tableViewCell", "frame": [0, 211, 390, 60], "text": "Carol", "detailText": "Trip", "isSelected": true, "accessory": "checkmark" },
                  { "type": "tableViewCell", "frame": [0, 731, 390, 60], "text": "Dan", "detailText": "Half visible" },
                  { "type": "tableViewCell", "frame": [0, 1200, 390, 60], "text": "Eve", "detailText": "Far below" }
                ] },
                { "type": "tabBar", "frame": [0, 761, 390, 83], "items": [{"title": "Mail"}, {"title": "Settings"}], "selectedIndex": 0 }\(alert)
              ] }
            }
            """, name: "inbox")
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
    }

    /// The built-in sample (the guides' floor plan): only the coffee control's imperative hint.
    @Test func sampleScreen() throws {
        let loaded = try ScreenLoader.sample()
        let report = Auditor().audit(AccessibilityTree(window: loaded.window), screen: AuditScreen(name: "sample", source: loaded.source))
        #expect(report.findings.map(\.ruleID) == ["hint.style"])
        #expect(report.findings.allSatisfy { $0.needsReview })
        #expect(report.exitCode == 0)
    }

    /// The guides' "before" examples written as a screen file.
    @Test func seedExamplesBefore() throws {
        let report = try audit(
            """
            { "format": "earshot-screen", "version": 1,
              "root": { "children": [
                { "type": "navigationBar", "frame": [0, 47, 390, 44], "title": "Mars" },
                { "type": "button", "id": "add", "frame": [16, 100, 120, 44], "title": "Add button" },
                { "type": "tableViewCell", "id": "song", "frame": [0, 160, 390, 44], "text": "Yesterday", "hint": "Tap to play the song", "addTraits": ["button"] },
                { "type": "label", "frame": [16, 220, 358, 22], "text": "Travelers: 0" },
                { "type": "slider", "id": "travelers", "frame": [16, 250, 358, 31], "minimum": 0, "maximum": 10, "current": 0 }
              ] }
            }
            """, name: "before")
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        #expect(byRule["label.contains-role"]?.first?.element?.identifier == "add")
        #expect(byRule["hint.style"]?.first?.element?.identifier == "song")
        #expect(byRule["label.missing"]?.first?.element?.identifier == "travelers")
        #expect(byRule["label.missing"]?.first?.element?.spokenDescription == "0%, Adjustable")
        #expect(byRule["label.missing"]?.first?.message.contains("\"Travelers: 0\"") == true)
        #expect(report.exitCode == 1)
    }

    @Test func seedExamplesAfter() throws {
        let report = try audit(
            """
            { "format": "earshot-screen", "version": 1,
              "root": { "children": [
                { "type": "navigationBar", "frame": [0, 47, 390, 44], "title": "Mars" },
                { "type": "button", "id": "add", "frame": [16, 100, 120, 44], "title": "Add" },
                { "type": "tableViewCell", "id": "song", "frame": [0, 160, 390, 44], "text": "Yesterday", "hint": "Plays the song.", "addTraits": ["button"] },
                { "id": "travelers", "frame": [16, 220, 358, 74], "isAccessibilityElement": true, "label": "Travelers", "value": "0",
                  "traits": ["adjustable"], "children": [
                    { "type": "label", "frame": [16, 220, 358, 22], "text": "Travelers: 0" },
                    { "type": "slider", "frame": [16, 250, 358, 31], "minimum": 0, "maximum": 10, "current": 0 }
                  ] }
              ] }
            }
            """, name: "after")
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
    }
}
