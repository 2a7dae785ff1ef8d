import AccessibilityAudit
import EarshotExplorer
import EarshotUIKit
import SampleApp
import Testing

/// The sample app launched with `id`'s screen pushed, as choosing its row in the menu does.
@MainActor
func launchSample(_ id: String) -> (application: UIApplication, window: UIWindow) {
    let (application, window) = SampleApp.launch()
    if let entry = SampleApp.screen(id: id), let delegate = application.delegate as? SampleAppDelegate {
        application.perform { _ = delegate.show(entry) }
    }
    return (application, window)
}

/// Each interaction rule (docs/audit-rules.md, "Interaction rules"): on the fixed screen the
/// explorer finds nothing; on the broken twin it finds exactly that rule's finding, and replaying
/// the finding's gestures on a fresh app shows it again.
@MainActor
@Suite struct InteractionRuleTests {
    /// A screen in its fixed and broken forms, and the rule the broken one breaks.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let fixed: String
        let broken: String
        var testDescription: String { rule }
    }

    /// The sample app's twins (Sources/SampleApp/Interaction) and the test's own screens
    /// (ExplorerScreens.swift), each with the guide passage its rule comes from.
    nonisolated static let cases: [Case] = [
        // The developer notes Accessibility in iOS, "Изменение макета".
        Case(rule: "interaction.silent-change", fixed: "error-form", broken: "error-form-before"),
        // Developing Accessible iOS Apps, chapter 6, "视图是模态的" (listing 6-17).
        Case(rule: "interaction.modal-leak", fixed: "custom-alert", broken: "custom-alert-before"),
        // Accessibility in iOS, "Изменение макета"; Developing Accessible iOS Apps, "自定义操作".
        Case(rule: "interaction.lost-focus", fixed: "shopping-list", broken: "shopping-list-before"),
        // Developing Accessible iOS Apps, chapter 6, "增量和减量".
        Case(rule: "interaction.no-op", fixed: "quantity", broken: "quantity-before"),
        // Accessibility in iOS, "Изменение экрана"; View Controller Programming Guide for iOS, listing 9-1.
        Case(rule: "interaction.screen-change-unannounced", fixed: "wizard", broken: "wizard-broken"),
        Case(rule: "interaction.screen-change-focus", fixed: "results", broken: "results-broken"),
        // Accessibility in iOS, "Объявление" and "Изменение экрана".
        Case(rule: "interaction.announcement-cut-off", fixed: "save", broken: "save-broken"),
        // Developing Accessible iOS Apps, chapter 6, "控制焦点" (listing 6-21).
        Case(rule: "interaction.focus-trap", fixed: "trap", broken: "trap-broken"),
        // Developing Accessible iOS Apps, chapter 6, "逃跑" (listing 6-19); View Controller Programming Guide, "Escape".
        Case(rule: "interaction.escape-ignored", fixed: "panel", broken: "panel-broken"),
        // Developing Accessible iOS Apps, chapter 6, "特征" (the stopwatch's running time label);
        // UIAccessibilityTraits, updatesFrequently.
        Case(rule: "interaction.timer-change", fixed: "kitchen-timer", broken: "kitchen-timer-before"),
        // Accessibility in iOS, "Изменение экрана" against "Изменение макета".
        Case(rule: "announce.disruptive", fixed: "error-form", broken: "error-form-screen-change"),
    ]

    /// The launch of a screen by name: a sample screen's id, or one of the test's screens.
    static func launch(_ name: String) -> Explorer.Launch {
        switch name {
        case "wizard": { launchApp { WizardViewController(postsScreenChange: true) } }
        case "wizard-broken": { launchApp { WizardViewController(postsScreenChange: false) } }
        case "results": { launchApp { ResultsViewController(namesNewElement: true) } }
        case "results-broken": { launchApp { ResultsViewController(namesNewElement: false) } }
        case "save": { launchApp(navigation: true) { SaveViewController(announcesFirst: false) } }
        case "save-broken": { launchApp(navigation: true) { SaveViewController(announcesFirst: true) } }
        case "trap": { launchApp { TrapViewController(traps: false) } }
        case "trap-broken": { launchApp { TrapViewController(traps: true) } }
        case "panel": { launchApp { PanelViewController(escapes: true) } }
        case "panel-broken": { launchApp { PanelViewController(escapes: false) } }
        default: { launchSample(name) }
        }
    }

    @Test(arguments: cases)
    func fixedScreenHasNoFinding(_ rule: Case) {
        let exploration = Explorer(launch: Self.launch(rule.fixed)).explore()
        #expect(exploration.findings.isEmpty, "\(exploration.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(exploration.notes.isEmpty, "\(exploration.notes)")
    }

    @Test(arguments: cases)
    func brokenScreenHasExactlyItsFinding(_ rule: Case) throws {
        let explorer = Explorer(launch: Self.launch(rule.broken))
        let exploration = explorer.explore()
        #expect(exploration.findings.map(\.ruleID) == [rule.rule], "\(exploration.findings.map { "\($0.ruleID): \($0.message)" })")
        let finding = try #require(exploration.findings.first)
        let reproduction = try #require(finding.reproduction)
        #expect(!reproduction.gestures.isEmpty)
        #expect(finding.element != nil)
        // The gestures show it again on a fresh app.
        let again = explorer.reproduce(finding)
        #expect(again.contains { $0.ruleID == finding.ruleID && $0.message == finding.message }, "\(again.map(\.message))")
    }
}
