import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// What one judged gesture caused, as VoiceOver perceived it: the screen before and after (after
/// speech settled), the cursor, what the app posted and what VoiceOver said.
@MainActor
struct InteractionObservation {
    let action: PlannedAction
    let before: ScreenSnapshot
    let after: ScreenSnapshot
    /// The element the cursor was on before the gesture (the acted-on element for a control).
    let focusedBefore: AccessibilityNode?
    /// VoiceOver's events from the gesture until it fell silent.
    let events: [VoiceOverEvent]
    /// The notifications the app posted in that time, with their arguments.
    let notifications: [VoiceOver.ReceivedNotification]
    /// What VoiceOver said in that time.
    let spoken: [String]
    /// The gestures from launch, the judged one last.
    let gestures: [String]
    /// The position in `VoiceOver.events` where `events` starts.
    let eventOffset: Int

    /// Performs `action.gesture` in `session` (the prelude already done) and records what it
    /// caused; content known to tick on a timer (`ticking`) is compared by its shape.
    init(performing action: PlannedAction, in session: ExplorerSession, limits: ExplorerLimits, ticking: TickingContent = TickingContent())
    {
        let voiceOver = session.voiceOver
        self.action = action
        let before = ScreenSnapshot(voiceOver, ticking: ticking)
        self.before = before
        focusedBefore = before.focusedIndex.map { before.tree.elements[$0] }
        let eventStart = voiceOver.events.count
        eventOffset = eventStart
        let notificationStart = voiceOver.notificationLog.count
        let spokenStart = voiceOver.spokenLog.count
        session.perform(action.gesture, limits: limits)
        after = ScreenSnapshot(voiceOver, ticking: ticking)
        events = Array(voiceOver.events[min(eventStart, voiceOver.events.count)...])
        notifications = Array(voiceOver.notificationLog[min(notificationStart, voiceOver.notificationLog.count)...])
        spoken = Array(voiceOver.spokenLog[min(spokenStart, voiceOver.spokenLog.count)...])
        gestures = session.gestures
    }

    /// The acted-on element before the gesture: the planned one, else the focused one.
    var actedBefore: AccessibilityNode? {
        if let index = action.element, before.tree.elements.indices.contains(index) { return before.tree.elements[index] }
        return focusedBefore
    }

    /// The same object after the gesture, when it is still on screen.
    var actedAfter: Int? {
        actedBefore.flatMap { after.index(of: $0.object) }
    }

    /// Whether the app posted `notification`.
    func posted(_ notification: UIAccessibility.Notification) -> Bool {
        notifications.contains { $0.notification == notification }
    }

    /// Whether the app told VoiceOver anything: a screen or layout change, or an announcement.
    var appToldVoiceOver: Bool {
        posted(.screenChanged) || posted(.layoutChanged) || posted(.announcement)
    }

    /// Whether the whole transcript stayed word for word (content ticking on a timer aside).
    var screenUnchanged: Bool { before.comparable == after.comparable }

    /// What appeared, disappeared or changed words besides the acted-on element. Elements are
    /// matched by object first; then the words left over on each side cancel one for one, so
    /// views an app made anew with the same words, and words that only moved between elements (a
    /// table reusing its cells for other rows, rows re-sorted), neither appeared nor disappeared
    /// for the user. An element that stayed but changed words counts only when the acted-on
    /// element's own words did not change: when they did, VoiceOver said so (a segment now
    /// "Selected", a switch "On"), and what follows from that state (the segment before it no
    /// longer selected, a key's letter in capitals after Shift, a caption under the switch) is
    /// read where it is.
    /// - Complexity: O(n) in the number of elements.
    var otherChanges: (appeared: [String], disappeared: [String]) {
        let actedBeforeIndex = actedBefore?.index
        let actedAfterIndex = actedAfter
        let actedChanged: Bool = {
            guard let before = actedBeforeIndex else { return false }
            guard let after = actedAfterIndex else { return true }
            return self.before.comparable[before] != self.after.comparable[after]
        }()
        var matchedAfter = Set<Int>()
        var leftBefore: [String] = []
        var relabeled: [(before: String, after: String)] = []
        for node in before.tree.elements where node.index != actedBeforeIndex {
            guard let index = after.index(of: node.object), index != actedAfterIndex else {
                leftBefore.append(before.lines[node.index])
                continue
            }
            matchedAfter.insert(index)
            if after.comparable[index] != before.comparable[node.index] {
                relabeled.append((before.lines[node.index], after.lines[index]))
            }
        }
        var leftAfter: [String] = []
        for (index, line) in after.lines.enumerated() where index != actedAfterIndex && !matchedAfter.contains(index) {
            leftAfter.append(line)
        }
        if !actedChanged {
            for change in relabeled {
                leftAfter.append(change.after)
                leftBefore.append(change.before)
            }
        }
        return (Self.lines(leftAfter, without: leftBefore), Self.lines(leftBefore, without: leftAfter))
    }

    /// `lines` without those found in `others`, one for one, in their order.
    /// - Complexity: O(l + o).
    private static func lines(_ lines: [String], without others: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for line in others { counts[line, default: 0] += 1 }
        var kept: [String] = []
        for line in lines {
            if let count = counts[line], count > 0 { counts[line] = count - 1 } else { kept.append(line) }
        }
        return kept
    }

    /// The content elements of the screen before (tabs left out) that are still there after,
    /// the same object saying the same words; and how many content elements there were.
    var keptContent: (kept: Int, total: Int) {
        var kept = 0
        var total = 0
        for node in before.tree.elements where !before.isTabBar(node.index) {
            total += 1
            if let index = after.index(of: node.object), after.comparable[index] == before.comparable[node.index] { kept += 1 }
        }
        return (kept, total)
    }

    /// How many elements after the gesture are new objects.
    var newElements: Int {
        var count = 0
        for node in after.tree.elements where before.index(of: node.object) == nil { count += 1 }
        return count
    }

    /// Whether what came with the gesture was put over the content that stayed: the view that
    /// holds every new element (their nearest common superview, an element's container standing
    /// for a view) holds none of the elements that stayed, and lies over one of them on screen —
    /// a view presented over the screen, such as a custom alert, rather than content placed among
    /// the rest, such as an error message in a form.
    /// - Complexity: O(n × d), n elements and d the depth of the views above them.
    var coversContent: Bool {
        var newViews: [UIView] = []
        var stayed: [AccessibilityNode] = []
        for node in after.tree.elements {
            if let index = before.index(of: node.object) {
                if !before.isTabBar(index) { stayed.append(node) }
            } else if let view = Self.view(of: node.object) {
                newViews.append(view)
            }
        }
        var holder = newViews.first
        while let view = holder, !newViews.allSatisfy({ $0.isDescendant(of: view) }) { holder = view.superview }
        guard let holder else { return false }
        for node in stayed {
            if let view = Self.view(of: node.object), view.isDescendant(of: holder) { return false }
        }
        let area = holder.convert(holder.bounds, to: nil)
        return stayed.contains { !area.intersection($0.frame).isEmpty }
    }

    /// The view an element is, or the view that holds it.
    private static func view(of object: NSObject) -> UIView? {
        object as? UIView ?? object.accessibilityContainer as? UIView
    }

    /// Whether the gesture opened a screen the user should be able to leave with Escape: the app
    /// posted .screenChanged, new elements came, and either a new back button appeared (a
    /// navigation push) or a new modal view holds the screen (a presentation, a modal custom
    /// view). A screen whose content is replaced in place is not one.
    var opensScreen: Bool {
        guard posted(.screenChanged), newElements > 0 else { return false }
        for node in after.tree.elements where node.traits.contains(.backButton) && before.index(of: node.object) == nil {
            return true
        }
        let modalBefore = before.tree.modalViews
        for view in after.tree.modalViews where !modalBefore.contains(where: { $0 === view }) { return true }
        return false
    }

    /// Whether the cursor is on the element it was on before the gesture.
    var focusStayed: Bool {
        guard let focused = focusedBefore else { return after.focusedIndex == nil }
        guard let index = after.focusedIndex else { return false }
        return after.tree.elements[index].object === focused.object
    }
}
