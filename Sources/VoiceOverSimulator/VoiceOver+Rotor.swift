import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// Which way the rotor turns.
    public enum RotorDirection: Sendable, Hashable {
        case clockwise, counterclockwise
    }

    /// The current rotor item's name ("Headings", "Actions", "Adjust Value", a custom rotor's
    /// name), or "" when the rotor has nothing to offer here.
    public var rotor: String {
        guard isRunning else { return "" }
        refreshIfIdle()
        return currentRotorItem()?.name ?? ""
    }

    /// The rotor's items for the focused element, in the order turning clockwise visits them.
    ///
    /// Headings, Links, Form Controls and Containers appear when the screen has such elements;
    /// then the custom rotors of the focused element and its ancestors (innermost first, one per
    /// name; a custom rotor named like a system item takes that item's place); then Actions when
    /// the element has custom actions, More Content when it has custom content, and Adjust Value
    /// when it is adjustable.
    public var rotorItems: [String] {
        guard isRunning else { return [] }
        refreshIfIdle()
        return rotorRing().map(\.name)
    }

    /// Two-finger rotate: the next (clockwise) or previous rotor item, whose name is spoken.
    /// The ring wraps around. Nil when the rotor is empty.
    @discardableResult
    public func rotateRotor(_ direction: RotorDirection) -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            let ring = rotorRing()
            guard !ring.isEmpty else { return }
            let position = currentRotorItem().flatMap { ring.firstIndex(of: $0) }
            let next: Int
            switch (direction, position) {
            case (.clockwise, let position?): next = (position + 1) % ring.count
            case (.counterclockwise, let position?): next = (position - 1 + ring.count) % ring.count
            case (.clockwise, nil): next = 0
            case (.counterclockwise, nil): next = ring.count - 1
            }
            let item = ring[next]
            selectedRotorItem = item
            if item.navigates { userRotorChoice = item.name }
            say(item.name, kind: .rotor)
        }
    }

    /// One-finger swipe up: increment on Adjust Value, the previous action on Actions, else the
    /// previous element of the rotor item.
    @discardableResult
    public func swipeUp() -> String? {
        gesture { verticalSwipe(up: true) }
    }

    /// One-finger swipe down: decrement on Adjust Value, the next action on Actions, else the
    /// next element of the rotor item.
    @discardableResult
    public func swipeDown() -> String? {
        gesture { verticalSwipe(up: false) }
    }

    // MARK: Choosing the item

    /// Focus moved: the rotor picks its item for the new element again.
    func chooseAutomaticRotorItem() {
        selectedRotorItem = nil
    }

    /// The item in effect: the one the user turned to on this element; else, automatically,
    /// Adjust Value on an adjustable element, Actions on one with custom actions; else the
    /// navigation item the user chose last, or the first one available.
    func currentRotorItem() -> VoiceOverRotorItem? {
        let ring = rotorRing()
        if let selected = selectedRotorItem, ring.contains(selected) { return selected }
        if ring.contains(.adjustValue) { return .adjustValue }
        if ring.contains(.actions) { return .actions }
        if let choice = userRotorChoice, let item = ring.first(where: { $0.name == choice && $0.navigates }) {
            return item
        }
        return ring.first { $0.navigates }
    }

    /// The rotor's items here (see `rotorItems`).
    /// - Complexity: O(n + c) over the tree's elements and containers.
    func rotorRing() -> [VoiceOverRotorItem] {
        let elements = tree.elements
        var system: [VoiceOverRotorItem] = []
        for item in [VoiceOverRotorItem.headings, .links, .formControls] where elements.contains(where: item.matches) {
            system.append(item)
        }
        if !containerStarts().isEmpty { system.append(.containers) }

        var custom: [UIAccessibilityCustomRotor] = []
        let node = focusedNode
        if let node {
            let candidates = node.customRotors + tree.ancestors(of: node).flatMap(\.customRotors)
            for rotor in candidates where !custom.contains(where: { $0.name == rotor.name }) {
                custom.append(rotor)
            }
        }
        var ring: [VoiceOverRotorItem] = []
        var used: Set<ObjectIdentifier> = []
        for item in system {
            if let replacement = custom.first(where: { $0.name == item.name }) {
                ring.append(.custom(replacement))
                used.insert(ObjectIdentifier(replacement))
            } else {
                ring.append(item)
            }
        }
        ring += custom.filter { !used.contains(ObjectIdentifier($0)) }.map { .custom($0) }
        if let node {
            if !node.customActions.isEmpty { ring.append(.actions) }
            if !node.customContent.isEmpty { ring.append(.moreContent) }
            if node.traits.contains(.adjustable) { ring.append(.adjustValue) }
            if node.traits.contains(.supportsZoom) { ring.append(.zoom) }
        }
        return ring
    }

    /// Reading-order indices of the first element of each container the Containers item stops
    /// at: groups, and containers with a type (list, landmark, data table, semantic group) or the
    /// tab-bar trait. Sorted, without repeats.
    /// - Complexity: O(n + c), n elements and c containers: the climb from an element stops at the
    ///   first container an earlier element already reached (its ancestors were reached too).
    func containerStarts() -> [Int] {
        let containers = tree.containers
        var first: [Int: Int] = [:]
        for (position, node) in tree.elements.enumerated() {
            var container = node.parentContainer
            var steps = 0
            while let index = container, containers.indices.contains(index), first[index] == nil, steps <= containers.count {
                first[index] = position
                container = containers[index].parent
                steps += 1
            }
        }
        var starts: Set<Int> = []
        for (index, position) in first {
            let container = containers[index]
            if container.isGroup || container.containerType != .none || container.traits.contains(.tabBar) {
                starts.insert(position)
            }
        }
        return starts.sorted()
    }

    // MARK: Swiping vertically

    func verticalSwipe(up: Bool) {
        resolveStaleFocus(speaking: false)
        guard let item = currentRotorItem() else {
            play(.boundary)
            return
        }
        switch item {
        case .adjustValue:
            adjust(increment: up)
        case .zoom:
            zoom(in: up)
        case .actions:
            moveThroughActions(forward: !up)
        case .moreContent:
            moveThroughCustomContent(forward: !up)
        case .custom(let rotor):
            search(rotor, direction: up ? .previous : .next)
        case .containers:
            let starts = containerStarts()
            let target =
                up
                ? starts.last { $0 < searchOrigin(forward: false) }
                : starts.first { $0 > searchOrigin(forward: true) }
            focusOrBoundary(target)
        case .headings, .links, .formControls:
            let elements = tree.elements
            let target: Int?
            if up {
                let origin = searchOrigin(forward: false)
                target = elements.indices.last { $0 < origin && item.matches(elements[$0]) }
            } else {
                let origin = searchOrigin(forward: true)
                target = elements.indices.first { $0 > origin && item.matches(elements[$0]) }
            }
            focusOrBoundary(target)
        }
    }

    /// The index a rotor search starts from (exclusive): the focused element; with no focus, just
    /// before the first element (forward) or just after the last (backward).
    private func searchOrigin(forward: Bool) -> Int {
        guard focusedObject != nil else { return forward ? -1 : tree.elements.count }
        return focusedIndex
    }

    private func focusOrBoundary(_ index: Int?) {
        guard let index, tree.elements.indices.contains(index) else {
            play(.boundary)
            return
        }
        userFocus(on: tree.elements[index], at: index)
    }

    /// Increments or decrements the focused adjustable element, then speaks only its new value.
    private func adjust(increment: Bool) {
        guard let node = focusedNode else { return }
        let object = node.object
        if increment {
            callApp("accessibilityIncrement", on: object) { object.accessibilityIncrement() }
        } else {
            callApp("accessibilityDecrement", on: object) { object.accessibilityDecrement() }
        }
        afterAppCalls {
            guard let updated = focusedNode, updated.object === object else { return }
            polledParts = elementSpeech(for: updated).descriptionParts
            if let value = updated.value?.trimmingWhitespace, !value.isEmpty {
                say(value, kind: .value)
            }
        }
    }

    /// Zooms the focused element in (swipe up) or out (swipe down) at its activation point: "a
    /// swipe up and down in VoiceOver's zoom rotor" (Apple's documentation of SwiftUI's
    /// `AccessibilityZoomGestureAction.Direction`). VoiceOver says nothing of its own [U]; what
    /// the element changes is heard as any change.
    private func zoom(in zoomIn: Bool) {
        guard let node = focusedNode else { return }
        let object = node.object
        let point = node.activationPoint
        if zoomIn {
            _ = callApp("accessibilityZoomIn", on: object) { object.accessibilityZoomIn(at: point) }
        } else {
            _ = callApp("accessibilityZoomOut", on: object) { object.accessibilityZoomOut(at: point) }
        }
    }

    /// Moves through the Actions rotor ("Activate", then the custom actions; it wraps around)
    /// and speaks the action's name.
    private func moveThroughActions(forward: Bool) {
        guard let node = focusedNode else { return }
        let names = [Self.defaultActionName] + node.customActions.map(\.name)
        actionIndex = ((actionIndex + (forward ? 1 : -1)) % names.count + names.count) % names.count
        say(names[actionIndex], kind: .action)
    }

    /// Moves through the More Content rotor: swipe down speaks the next entry ("Orientation,
    /// Landscape"), swipe up the previous; past either end a boundary sound.
    private func moveThroughCustomContent(forward: Bool) {
        guard let node = focusedNode else { return }
        let entries = node.customContent.map(\.spokenEntry)
        let next = contentIndex + (forward ? 1 : -1)
        guard entries.indices.contains(next) else {
            play(.boundary)
            return
        }
        contentIndex = next
        say(entries[next], kind: .customContent)
    }

    /// Asks a custom rotor for its next or previous item and focuses it; a nil answer (or an
    /// element that is not on screen) is the end: a boundary sound.
    private func search(_ rotor: UIAccessibilityCustomRotor, direction: UIAccessibilityCustomRotor.Direction) {
        let current = focusedObject
        let result = callApp("itemSearch", on: rotor) { () -> UIAccessibilityCustomRotor.ItemResult? in
            let predicate = UIAccessibilityCustomRotor.SearchPredicate(
                currentItem: UIAccessibilityCustomRotor.ItemResult(targetElement: current, targetRange: nil),
                searchDirection: direction
            )
            return rotor.itemSearchBlock(predicate)
        }
        refresh()
        guard let target = result?.targetElement as? NSObject, let index = tree.index(of: target) else {
            play(.boundary)
            return
        }
        userFocus(on: tree.elements[index], at: index)
    }
}
