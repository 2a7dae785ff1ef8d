import AccessibilityAudit

/// The interaction explorer's rules: what only a running VoiceOver finds, each from a guide's
/// passage (docs/audit-rules.md, "Interaction rules"). Their findings go through the auditor's
/// configuration, suppressions, baselines and report formats like any rule's.
public enum InteractionRule: String, CaseIterable, Sendable {
    case silentChange = "interaction.silent-change"
    case lostFocus = "interaction.lost-focus"
    case modalLeak = "interaction.modal-leak"
    case escapeIgnored = "interaction.escape-ignored"
    case noOp = "interaction.no-op"
    case screenChangeUnannounced = "interaction.screen-change-unannounced"
    case screenChangeFocus = "interaction.screen-change-focus"
    case announcementCutOff = "interaction.announcement-cut-off"
    case focusTrap = "interaction.focus-trap"
    case timerChange = "interaction.timer-change"
    case disruptiveScreenChange = "announce.disruptive"

    /// The id as reports write it.
    public var id: String { rawValue }

    public var defaultSeverity: Severity {
        switch self {
        case .silentChange, .lostFocus, .modalLeak, .escapeIgnored, .screenChangeUnannounced, .focusTrap: .error
        case .noOp, .screenChangeFocus, .announcementCutOff, .timerChange, .disruptiveScreenChange: .warning
        }
    }

    public var summary: String {
        switch self {
        case .silentChange: "an action changed other content and VoiceOver was told nothing"
        case .lostFocus: "the focused element vanished and no notification said where focus goes"
        case .modalLeak: "a view presented over the screen leaves the content behind it reachable"
        case .escapeIgnored: "Escape (two-finger Z) does not close a presented view or pop a pushed screen"
        case .noOp: "a control's action changes nothing and says nothing"
        case .screenChangeUnannounced: "the screen was replaced without .screenChanged"
        case .screenChangeFocus: "after .screenChanged, focus is not on the new screen's first element or the element named"
        case .announcementCutOff: "an announcement was cut off by a screen change before it finished"
        case .focusTrap: "swiping cycles without reaching every element"
        case .timerChange: "content under the cursor changes on a timer without the updatesFrequently trait"
        case .disruptiveScreenChange: ".screenChanged posted for a change within the screen, where .layoutChanged was meant"
        }
    }

    public var help: String {
        switch self {
        case .silentChange:
            "Content that appears, disappears or changes words after an action is missed by a VoiceOver user unless the app says so: post .layoutChanged with the new element (an error message) or .announcement with the news."
        case .lostFocus:
            "When the focused element goes away (a deleted row), post .layoutChanged with the element that should take focus, so VoiceOver does not land somewhere arbitrary."
        case .modalLeak:
            "A view presented over the screen (a custom alert) must set accessibilityViewIsModal so VoiceOver ignores what is behind it."
        case .escapeIgnored:
            "A presented view implements accessibilityPerformEscape() to dismiss itself; a pushed screen is popped by its navigation controller's Escape."
        case .noOp:
            "An action a control offers must do something the user can perceive: change the element's value, label or state, or post a notification saying what happened."
        case .screenChangeUnannounced:
            "When a new screen replaces the old, post .screenChanged (UIKit does it for pushes and presentations) so VoiceOver plays its sound and starts on the new screen."
        case .screenChangeFocus:
            "After .screenChanged VoiceOver focuses the element the app names, else the first element: a later post that sends focus elsewhere leaves the user in the middle of the new screen."
        case .announcementCutOff:
            "An announcement made just before a screen change is cut off by it; announce after the new screen is in place, or pass the text as .screenChanged's argument."
        case .focusTrap:
            "Swiping right must reach every element once and stop at the last; code that moves focus when an element is focused can trap the user in a loop."
        case .timerChange:
            "VoiceOver does not read an element again when its words change by themselves, unless it has the updatesFrequently trait: then it polls the element while focused and speaks what changed (a stopwatch's running time, a countdown)."
        case .disruptiveScreenChange:
            ".screenChanged plays the new-screen tones and moves the cursor as if a new screen had come; for content that appears or changes within the screen (an error message, more options), post .layoutChanged with the new element instead."
        }
    }

    public var tags: [String] {
        switch self {
        case .silentChange: ["wcag:4.1.3", "Ap"]
        case .lostFocus: ["wcag:2.4.3", "Ap"]
        case .modalLeak: ["wcag:2.4.3", "Ap"]
        case .escapeIgnored: ["wcag:2.1.2", "Ap"]
        case .noOp: ["wcag:4.1.2", "Ap"]
        case .screenChangeUnannounced: ["wcag:4.1.3", "Ap"]
        case .screenChangeFocus: ["wcag:2.4.3", "Ap"]
        case .announcementCutOff: ["wcag:4.1.3", "Ap"]
        case .focusTrap: ["wcag:2.1.2", "Ap"]
        case .timerChange: ["wcag:4.1.3", "Ap"]
        case .disruptiveScreenChange: ["wcag:3.2.2", "Ap"]
        }
    }

    /// The rule as reports describe it.
    public var descriptor: AuditRuleDescriptor {
        AuditRuleDescriptor(id: id, defaultSeverity: defaultSeverity, needsReview: false, summary: summary, help: help, tags: tags)
    }

    /// Every rule's descriptor, in catalogue order.
    public static var descriptors: [AuditRuleDescriptor] { allCases.map(\.descriptor) }

    /// Every rule's id, for configurations (`AuditConfiguration(yaml:knownRules:)`).
    public static var ids: Set<String> { Set(allCases.map(\.id)) }
}
