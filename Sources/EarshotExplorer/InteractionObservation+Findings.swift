import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

extension InteractionObservation {
    /// The findings this gesture shows. `opened` names the action that opened the screen the
    /// gesture was made on (a push or a presentation), for Escape's rule; nil on the first screen
    /// and on screens reached otherwise. `repeatsArrival` says the action is the one that led to
    /// this screen, done again: a second Submit that shows the same error again changes nothing,
    /// and is not a control that does nothing.
    func findings(openedBy opened: String?, repeatsArrival: Bool = false) -> [Finding] {
        var found: [(InteractionRule, String)] = []
        let acted = actedBefore.map { before.lines[$0.index] } ?? "the screen"
        let doing = action.element == nil ? action.doing : "\(action.doing) \"\(acted)\""
        let screenReplaced = replacedScreen

        // A screen replaced without .screenChanged: one problem, so not also a silent change or
        // lost focus.
        if let first = screenReplaced, !posted(.screenChanged), !actsOnTab, !isScroll {
            found.append(
                (.screenChangeUnannounced, "\(capitalized(doing)) replaced the screen (it now starts \"\(first)\") without .screenChanged.")
            )
        } else {
            if let landing = lostFocusLanding {
                found.append(
                    (
                        .lostFocus,
                        "\(capitalized(doing)) removed the focused element, and no .layoutChanged named the element to focus next; VoiceOver landed on \(landing)."
                    ))
            }
            if !isScroll, !isTyping, !appToldVoiceOver, focusStayed {
                let changes = otherChanges
                if !changes.appeared.isEmpty || !changes.disappeared.isEmpty {
                    found.append(
                        (
                            .silentChange,
                            "After \(doing), \(describe(changes)), and VoiceOver was told nothing: post .layoutChanged with the new element, or an .announcement."
                        ))
                }
            }
        }
        if posted(.screenChanged), newElements > 0, coversContent {
            let content = keptContent
            if content.total > 0, content.kept == content.total {
                let first = after.lines.first { !before.lines.contains($0) } ?? after.lines.first ?? ""
                found.append(
                    (
                        .modalLeak,
                        "\(capitalized(doing)) presented \"\(first)\" over the screen, but all \(content.total) elements behind it stay reachable: set accessibilityViewIsModal on the presented view."
                    ))
            }
        }
        if let kept = screenChangeWithinScreen {
            found.append(
                (
                    .disruptiveScreenChange,
                    "\(capitalized(doing)) posted .screenChanged, but the screen stayed (\(kept.kept) of its \(kept.total) other elements as they were\(kept.changes)): VoiceOver played the new-screen tones and moved the cursor for a change within the screen; post .layoutChanged with the new element instead."
                ))
        }
        if let message = screenChangeFocusProblem {
            found.append((.screenChangeFocus, message))
        }
        for text in announcementsCutOff {
            found.append((.announcementCutOff, "The announcement \"\(text)\" was cut off by .screenChanged after \(doing)."))
        }
        if isNoOp, !repeatsArrival {
            found.append((.noOp, "\(capitalized(doing)) changed nothing on the screen, and VoiceOver said nothing."))
        }
        if case .escape = action.kind, opened != nil, before.signature == after.signature {
            found.append(
                (
                    .escapeIgnored,
                    "Escape (two-finger Z) left open a pushed or presented screen: a presented view implements accessibilityPerformEscape() to dismiss itself."
                ))
        }
        guard !found.isEmpty else { return [] }
        let element = (actedBefore ?? focusedBefore).map { AuditContext(tree: before.tree).findingElement(for: $0) }
        let reproduction = FindingReproduction(gestures: gestures, before: before.lines, after: after.lines, spoken: spoken)
        var findings: [Finding] = []
        for (rule, message) in found {
            findings.append(
                Finding(
                    ruleID: rule.id, severity: rule.defaultSeverity, message: message, element: element, needsReview: false,
                    reproduction: reproduction))
        }
        return findings
    }

    // MARK: The rules' conditions

    /// A keyboard key's effect is the user's own typing, which VoiceOver's typing feedback speaks
    /// (`keyboardKey`: "behaves like a keyboard key").
    private var isTyping: Bool {
        guard case .activate = action.kind, let node = actedBefore else { return false }
        return node.traits.contains(.keyboardKey)
    }

    private var isScroll: Bool {
        if case .scroll = action.kind { return true }
        return false
    }

    /// A tab switch keeps the cursor on the tab bar without .screenChanged, as on iOS (UIKit's
    /// UITabBarController).
    private var actsOnTab: Bool {
        guard let node = actedBefore else { return false }
        return node.isTab || node.traits.contains(.tabBarItem)
    }

    /// The first words of the new screen when every content element of the old one went away or
    /// changed words and new elements came; nil otherwise.
    private var replacedScreen: String? {
        let content = keptContent
        guard content.total > 0, content.kept == 0, newElements > 0 else { return nil }
        var changed = 0
        for node in before.tree.elements where !before.isTabBar(node.index) {
            if let index = after.index(of: node.object), after.lines[index] == before.lines[node.index] { continue }
            changed += 1
        }
        guard changed == content.total else { return nil }
        return after.lines.first ?? ""
    }

    /// After .screenChanged, the screen is the one it was, changed in part: no push or
    /// presentation opened (`opensScreen`), nothing came over the content (`coversContent`, the
    /// modal leak's case), every content element but the acted-on one is still there, and more
    /// than half of them say the same words. The count kept, of how many, and what changed
    /// (", \"Enter your name.\" appeared"); nil otherwise. The developer notes Accessibility in
    /// iOS: "Изменение экрана" (the tones; moving the cursor disorients) against "Изменение
    /// макета" (content on one screen updated: the layout change).
    private var screenChangeWithinScreen: (kept: Int, total: Int, changes: String)? {
        guard posted(.screenChanged), !opensScreen, !coversContent else { return nil }
        let actedIndex = actedBefore?.index
        var kept = 0
        var total = 0
        for node in before.tree.elements where node.index != actedIndex && !before.isTabBar(node.index) {
            total += 1
            guard let index = after.index(of: node.object) else { return nil }
            if after.comparable[index] == before.comparable[node.index] { kept += 1 }
        }
        guard total > 0, kept * 2 > total else { return nil }
        let changes = otherChanges
        let described = changes.appeared.isEmpty && changes.disappeared.isEmpty ? "" : "; \(describe(changes))"
        return (kept, total, described)
    }

    /// Where VoiceOver put the cursor when the focused element vanished and the app named no
    /// element: nil when the focused element is still there, or the app said where focus goes
    /// (a .screenChanged, a .layoutChanged naming an element on screen).
    private var lostFocusLanding: String? {
        guard let focused = focusedBefore, after.index(of: focused.object) == nil else { return nil }
        if posted(.screenChanged) { return nil }
        for notification in notifications where notification.notification == .layoutChanged {
            if let element = notification.element, after.index(of: element) != nil { return nil }
        }
        guard let index = after.focusedIndex else { return "nothing" }
        return "\"\(after.lines[index])\""
    }

    /// After .screenChanged, the cursor must be on the element the last one named (or a later
    /// .layoutChanged named), else on the new screen's first or summary element; when nothing new
    /// appeared (a dismissal) VoiceOver returns to an element of the screen behind.
    private var screenChangeFocusProblem: String? {
        guard let last = notifications.last(where: { $0.notification == .screenChanged }) else { return nil }
        let focusedText = after.focusedIndex.map { "\"\(after.lines[$0])\"" } ?? "nothing"
        if let element = last.element, after.index(of: element) == nil {
            return
                "After .screenChanged, the element it named is not on the new screen, so VoiceOver fell back to \(focusedText): name an element of the new screen, or nil."
        }
        var allowed: Set<Int> = []
        if let element = last.element, let index = after.index(of: element) {
            allowed.insert(index)
        } else {
            if !after.tree.elements.isEmpty { allowed.insert(0) }
            for node in after.tree.elements where node.traits.contains(.summaryElement) { allowed.insert(node.index) }
        }
        for notification in notifications where notification.notification == .layoutChanged && notification.eventIndex > last.eventIndex {
            if let element = notification.element, let index = after.index(of: element) { allowed.insert(index) }
        }
        if newElements == 0 {
            for node in after.tree.elements where before.index(of: node.object) != nil { allowed.insert(node.index) }
        }
        guard let focused = after.focusedIndex, !allowed.contains(focused) else { return nil }
        let first = after.lines.first.map { "\"\($0)\"" } ?? "nothing"
        return
            "After .screenChanged, focus is on \(focusedText) (element \(focused)), not the new screen's first element \(first) or the element the app named."
    }

    /// Announcements VoiceOver stopped before their end because a .screenChanged came after them.
    private var announcementsCutOff: [String] {
        guard let screenChange = notifications.first(where: { $0.notification == .screenChanged }) else { return [] }
        let start = screenChange.eventIndex - eventOffset
        var texts: [String] = []
        for (index, event) in events.enumerated() where index > start {
            if case .announcementFinished(let text, let success) = event, !success, !texts.contains(text) { texts.append(text) }
        }
        return texts
    }

    /// A control's VoiceOver-only action that changed nothing and said nothing: an activation the
    /// app's own `accessibilityActivate()` handled (a double tap that became a real touch, or
    /// UIKit's or SwiftUI's control running its action, did what a finger does, for everyone
    /// alike), an adjustment, a custom action. An adjustment is judged only
    /// when the explorer knows the element can move that way (`judgesNoOp`); a dimmed element,
    /// and choosing the item already chosen (a selected segment or row), are not.
    private var isNoOp: Bool {
        guard action.actsOnControl, let node = actedBefore, !node.traits.contains(.notEnabled) else { return false }
        guard action.judgesNoOp else { return false }
        if case .activate = action.kind {
            // The app's own accessibilityActivate() is the VoiceOver-only path; UIKit's and
            // SwiftUI's run the control's action, as a finger does.
            guard !tapSynthesized, !node.traits.contains(.selected),
                ClassOverrides.appClass(type(of: node.object), replaces: .accessibilityActivate) == true
            else { return false }
        }
        return screenUnchanged && notifications.isEmpty && saidNothingNew
    }

    /// Whether VoiceOver said nothing but, after an adjustment, the element's value again (it
    /// reads the value after every swipe up or down, changed or not).
    private var saidNothingNew: Bool {
        guard case .adjust = action.kind, let value = actedBefore?.value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return spoken.isEmpty
        }
        return spoken.allSatisfy { $0 == value }
    }

    /// Whether the double tap became a real touch (`accessibilityActivate()` returned false).
    private var tapSynthesized: Bool {
        for event in events {
            if case .tapSynthesized = event { return true }
        }
        return false
    }

    private func describe(_ changes: (appeared: [String], disappeared: [String])) -> String {
        var parts: [String] = []
        if !changes.appeared.isEmpty { parts.append("\(quoted(changes.appeared)) appeared") }
        if !changes.disappeared.isEmpty { parts.append("\(quoted(changes.disappeared)) disappeared") }
        return parts.joined(separator: " and ")
    }

    private func quoted(_ lines: [String]) -> String {
        let shown = lines.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return lines.count > 3 ? "\(shown) and \(lines.count - 3) more" : shown
    }

    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
