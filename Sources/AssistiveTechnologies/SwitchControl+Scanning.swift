import AccessibilityTree
import EarshotUIKit

extension SwitchControl {
    /// The items at the current scanning level, in reading order: elements, and groups (a tree
    /// container kept together, with at least two elements) standing for all their elements.
    /// A level whose only item is a group offers that group's items instead: a group holding the
    /// whole screen (an imported dump's window) is not a level of its own, so the first press
    /// does not enter the one item there is (docs/assistive-technologies.md).
    /// - Complexity: O(n·d·g), n elements, d the depth of containers, g the single-group levels
    ///   passed through.
    public var items: [SwitchControlItem] {
        let groups = scanGroups()
        var result = items(inside: enteredGroups.last.flatMap(containerIndex(of:)), groups: groups)
        var depth = 0
        while result.count == 1, case .group(let container, _) = result[0], depth <= tree.containers.count {
            result = items(inside: container, groups: groups)
            depth += 1
        }
        return result
    }

    /// The items directly inside the group `inner` (nil: the top level).
    /// - Complexity: O(n·d).
    private func items(inside inner: Int?, groups: [Int: [AccessibilityNode]]) -> [SwitchControlItem] {
        var result: [SwitchControlItem] = []
        var added: Set<Int> = []
        for node in tree.elements {
            let chain = groupChain(of: node.parentContainer, groups: groups)
            let level: ArraySlice<Int>
            if let inner {
                guard let at = chain.firstIndex(of: inner) else { continue }
                level = chain[(at + 1)...]
            } else {
                level = chain[...]
            }
            if let group = level.first {
                if added.insert(group).inserted {
                    result.append(.group(container: group, elements: groups[group] ?? []))
                }
            } else {
                result.append(.element(node))
            }
        }
        return result
    }

    /// Step scanning, the Move To Next Item switch: highlights the next item at this level,
    /// after the last the first again. Returns the item highlighted (nil: nothing to scan, or
    /// the app paused Switch Control).
    @discardableResult
    public func next() -> SwitchControlItem? { isPaused ? nil : step(by: 1) }

    /// The Move To Previous Item switch: the item before, before the first the last.
    @discardableResult
    public func previous() -> SwitchControlItem? { isPaused ? nil : step(by: -1) }

    /// Auto scanning: the highlight starts on the first item and moves on every
    /// `settings.autoScanningTime` of `advance(by:)`.
    public func startScanning() {
        guard !isPaused else { return }
        isScanning = true
        loopsCompleted = 0
        menu = nil
        position = nil
        step(by: 1)
        nextStepTime = now + settings.autoScanningTime
    }

    /// Moves the virtual clock on: while auto scanning, the highlight moves once for every
    /// `autoScanningTime` that passes. After `settings.loops` full passes over a group, scanning
    /// goes back up to its level; after that many over the top level, scanning stops.
    /// - Complexity: O(k·n), k the steps taken.
    public func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while isScanning, !isPaused, let due = nextStepTime, due <= end {
            now = due
            autoStep()
            nextStepTime = isScanning ? due + settings.autoScanningTime : nil
        }
        now = end
    }

    /// The select switch. Nothing highlighted: starts auto scanning (or, with auto scanning off,
    /// highlights the first item — pass `auto: false`). A group: enters it. An element: opens the
    /// item menu (`menu`), which `choose(_:)` answers.
    @discardableResult
    public func select(auto: Bool = true) -> [SwitchControlMenuItem]? {
        guard !isPaused else { return nil }
        reconcile()
        guard let item = highlighted else {
            if auto { startScanning() } else { next() }
            return nil
        }
        switch item {
        case .group(let container, _):
            enteredGroups.append(tree.containers[container].object)
            events.append(.enteredGroup(item.name))
            position = nil
            loopsCompleted = 0
            step(by: 1)
            if isScanning { nextStepTime = now + settings.autoScanningTime }
            return nil
        case .element(let node):
            let opened = menuItems(for: node)
            menu = opened
            if isScanning { nextStepTime = nil }
            events.append(.menuOpened(opened.map(\.name)))
            return opened
        }
    }

    /// Leaves the innermost group entered; its group is highlighted again.
    public func leaveGroup() {
        guard let group = enteredGroups.popLast() else { return }
        events.append(.leftGroup)
        reconcile()
        let all = items
        position = all.firstIndex {
            if case .group(let container, _) = $0 { tree.containers[container].object === group } else { false }
        }
        highlight(position.map { all[$0] })
    }

    // MARK: Internals

    /// One auto-scanning step, counting passes over the level.
    func autoStep() {
        reconcile()
        let count = items.count
        if let position, position == count - 1 {
            loopsCompleted += 1
            if loopsCompleted >= settings.loops {
                if enteredGroups.isEmpty {
                    stopScanning()
                } else {
                    loopsCompleted = 0
                    leaveGroup()
                }
                return
            }
        }
        step(by: 1)
    }

    func stopScanning() {
        isScanning = false
        nextStepTime = nil
        position = nil
        highlight(nil)
        events.append(.scanningStopped)
    }

    @discardableResult
    func step(by offset: Int) -> SwitchControlItem? {
        reconcile()
        menu = nil
        let all = items
        guard !all.isEmpty else {
            position = nil
            highlight(nil)
            return nil
        }
        let next: Int
        if let position {
            next = ((position + offset) % all.count + all.count) % all.count
        } else {
            next = offset >= 0 ? 0 : all.count - 1
        }
        position = next
        highlight(all[next])
        return all[next]
    }

    /// Shows the highlight on `item`; an element gets the focus callbacks.
    func highlight(_ item: SwitchControlItem?) {
        highlighted = item
        events.append(.highlighted(item?.name))
        moveFocus(to: item?.element?.object)
    }

    /// Reads the tree again when the app may have changed it, and keeps the highlight on its
    /// element (or group) when it is still there; a screen change starts again at the top level.
    func reconcile() {
        refresh()
        if screenChanged {
            screenChanged = false
            enteredGroups.removeAll()
            position = nil
            highlighted = nil
            menu = nil
            return
        }
        if let gone = enteredGroups.firstIndex(where: { containerIndex(of: $0) == nil }) {
            enteredGroups.removeSubrange(gone...)
        }
        let all = items
        switch highlighted {
        case .element(let node)?:
            position = all.firstIndex { $0.element?.object === node.object }
        case .group(let container, let elements)?:
            let object = tree.containers.indices.contains(container) ? tree.containers[container].object : nil
            position = all.firstIndex {
                if case .group(let now, let members) = $0 {
                    tree.containers[now].object === object || members.first?.object === elements.first?.object
                } else {
                    false
                }
            }
        case nil:
            position = nil
        }
        if let position { highlighted = all[position] } else if highlighted != nil { highlighted = nil }
    }

    /// The index in `tree.containers` of the container for `object`.
    /// - Complexity: O(c), c the number of containers.
    func containerIndex(of object: NSObject) -> Int? {
        tree.containers.firstIndex { $0.object === object }
    }

    /// Containers that form Switch Control groups, with their elements in reading order: those the
    /// walk keeps together, and those whose `accessibilityNavigationStyle` is `.separate`.
    /// - Complexity: O(n·d).
    func scanGroups() -> [Int: [AccessibilityNode]] {
        guard settings.groupsItems else { return [:] }
        var members: [Int: [AccessibilityNode]] = [:]
        for node in tree.elements {
            var next = node.parentContainer
            var steps = 0
            while let index = next, tree.containers.indices.contains(index), steps <= tree.containers.count {
                if tree.containers[index].isGroup || tree.containers[index].object.accessibilityNavigationStyle == .separate {
                    members[index, default: []].append(node)
                }
                next = tree.containers[index].parent
                steps += 1
            }
        }
        return members.filter { $0.value.count >= 2 }
    }

    /// The groups above a container, outermost first.
    /// - Complexity: O(d).
    func groupChain(of container: Int?, groups: [Int: [AccessibilityNode]]) -> [Int] {
        var chain: [Int] = []
        var next = container
        var steps = 0
        while let index = next, tree.containers.indices.contains(index), steps <= tree.containers.count {
            if groups[index] != nil { chain.append(index) }
            next = tree.containers[index].parent
            steps += 1
        }
        return chain.reversed()
    }
}
