import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

extension Explorer {
    /// The traits of an element a double tap acts on, besides any element that says it responds
    /// to user interaction (a selectable cell). Text fields and search fields are left out: a
    /// double tap starts editing, which the explorer does not type into.
    static let activatable: UIAccessibilityTraits = [.button, .link, .keyboardKey, .toggleButton, .tabBarItem]

    /// What to do on a screen, in a fixed order: for each element the swipes reach, in that order,
    /// a double tap on a control, both adjustments of an adjustable element (each alone, then each
    /// right after the opposite one), and each custom action; then Escape and Magic Tap from the
    /// first element, and the three-finger scrolls from the last.
    func plan(_ snapshot: ScreenSnapshot, order: [Int]) -> [PlannedAction] {
        var actions: [PlannedAction] = []
        for (swipes, index) in order.enumerated() where snapshot.tree.elements.indices.contains(index) {
            let node = snapshot.tree.elements[index]
            if node.traits.contains(.adjustable) {
                for (increment, afterOpposite) in [(true, false), (false, false), (false, true), (true, true)] {
                    actions.append(
                        PlannedAction(
                            kind: .adjust(increment: increment, afterOpposite: afterOpposite), element: index, swipes: swipes,
                            gesture: increment ? "up" : "down"))
                }
            } else if !node.traits.intersection(Self.activatable).isEmpty || node.respondsToUserInteraction,
                !node.traits.contains(.textEntry), !node.traits.contains(.searchField)
            {
                actions.append(PlannedAction(kind: .activate, element: index, swipes: swipes, gesture: "doubletap"))
            }
            for (position, custom) in node.customActions.enumerated() {
                actions.append(
                    PlannedAction(kind: .customAction(custom.name, index: position), element: index, swipes: swipes, gesture: "doubletap"))
            }
        }
        let first = order.isEmpty ? nil : 0
        actions.append(PlannedAction(kind: .escape, element: nil, swipes: first, gesture: "scrub"))
        actions.append(PlannedAction(kind: .magicTap, element: nil, swipes: first, gesture: "magictap"))
        let last = order.isEmpty ? nil : order.count - 1
        for direction in ["scroll-up", "scroll-down"] {
            actions.append(PlannedAction(kind: .scroll(direction), element: nil, swipes: last, gesture: direction))
        }
        return actions
    }

    /// Performs the gestures that prepare `action` in `session`: focus by swiping from the first
    /// element, the opposite adjustment, the Actions rotor and its entry. False when the screen
    /// did not answer as planned (the element is not where the survey found it, the opposite
    /// adjustment moved nothing, the rotor has no such action): the action is then not judged.
    /// For an adjustment alone, no-op is judged only when the opposite one did nothing either
    /// (`adjustedNothing`): an element at one end legitimately ignores a push past it.
    func prepare(_ action: inout PlannedAction, in session: ExplorerSession, _ run: Run, adjustedNothing: Set<Int>) -> Bool {
        let voiceOver = session.voiceOver
        if let swipes = action.swipes {
            session.perform("first", limits: limits)
            for _ in 0..<swipes { session.perform("right", limits: limits) }
            count(1 + swipes, run)
            if let element = action.element {
                guard let focused = voiceOver.focusedElement, voiceOver.tree.index(of: focused) == element else { return false }
            }
        }
        switch action.kind {
        case .adjust(let increment, let afterOpposite):
            guard let element = action.element else { return false }
            if afterOpposite {
                let before = ScreenSnapshot(voiceOver).lines
                session.perform(increment ? "down" : "up", limits: limits)
                count(1, run)
                guard ScreenSnapshot(voiceOver).lines != before else { return false }
                action.judgesNoOp = true
            } else {
                action.judgesNoOp = adjustedNothing.contains(element)
            }
        case .customAction(let name, let index):
            var turns = 0
            while voiceOver.rotor != "Actions", turns < voiceOver.rotorItems.count {
                session.perform("rotor-next", limits: limits)
                turns += 1
            }
            count(turns, run)
            guard voiceOver.rotor == "Actions" else { return false }
            var downs = 0
            repeat {
                session.perform("down", limits: limits)
                downs += 1
            } while voiceOver.lastSpoken != name && downs <= index + 2 + turns
            count(downs, run)
            guard voiceOver.lastSpoken == name else { return false }
        case .activate, .escape, .magicTap, .scroll:
            break
        }
        return true
    }
}
