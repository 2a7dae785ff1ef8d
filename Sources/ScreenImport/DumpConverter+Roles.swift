import EarshotUIKit

/// Which dump nodes VoiceOver would see as elements, and which of those it can reach.
extension DumpConverter {
    /// Types that are accessibility elements by nature (UIKit's controls and their XCTest kin).
    static let controlTypes: Set<DumpElementType> = [
        .button, .link, .switch, .toggle, .slider, .textField, .secureTextField, .searchField, .textView,
        .key, .pickerWheel, .pageIndicator, .progressIndicator, .activityIndicator, .radioButton, .checkBox,
        .menuItem, .menuBarItem, .popUpButton, .comboBox, .menuButton, .toolbarButton, .disclosureTriangle,
        .incrementArrow, .decrementArrow, .tab, .icon, .dockItem, .colorWell, .ratingIndicator, .levelIndicator,
        .valueIndicator,
    ]

    /// Types that only structure other views; never elements by inference.
    static let genericTypes: Set<DumpElementType> = [
        .other, .any, .group, .layoutArea, .layoutItem, .matte, .splitGroup, .splitter, .handle, .helpTag,
        .tableRow, .tableColumn, .outlineRow, .ruler, .rulerMarker, .timeline, .relevanceIndicator, .scrollBar,
    ]

    /// Controls that keep an alert from being a plain title, message and actions.
    static let alertInputTypes: Set<DumpElementType> = [
        .textField, .secureTextField, .searchField, .textView, .switch, .toggle, .slider, .picker, .pickerWheel,
        .datePicker, .stepper, .segmentedControl,
    ]

    /// Types that can hold text the user types.
    static let textInputTypes: Set<DumpElementType> = [.textField, .secureTextField, .searchField, .textView]

    /// Decides element, container or composite for every node, top-down.
    ///
    /// With `accessible` present (WebDriverAgent since 2021) it is followed, with one exception: the
    /// keyboard's key plane reports itself accessible and its keys not, yet VoiceOver moves
    /// through the keys, so an unlabeled accessible node with keys below it is a container and the
    /// `accessible="false"` of its subtree (caused by that ancestor) is ignored. Without
    /// `accessible`, `inferredElement` decides.
    /// - Complexity: O(n).
    mutating func decideRoles() {
        let count = dump.nodes.count
        var candidate = Array(repeating: false, count: count)
        var candidateBelow = Array(repeating: false, count: count)
        var controlBelow = Array(repeating: false, count: count)
        var keyBelow = Array(repeating: false, count: count)
        var visibleBelow = Array(repeating: false, count: count)
        var buttonBelow = Array(repeating: false, count: count)
        var inputBelow = Array(repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            for child in children[index] {
                let childType = dump.nodes[child].type
                candidateBelow[index] = candidateBelow[index] || candidate[child] || candidateBelow[child]
                controlBelow[index] =
                    controlBelow[index] || controlBelow[child]
                    || (candidate[child] && childType != .staticText && childType != .image)
                keyBelow[index] = keyBelow[index] || keyBelow[child] || isKey(child)
                visibleBelow[index] = visibleBelow[index] || visibleBelow[child] || dump.nodes[child].isVisible == true
                buttonBelow[index] = buttonBelow[index] || buttonBelow[child] || childType == .button
                inputBelow[index] = inputBelow[index] || inputBelow[child] || Self.alertInputTypes.contains(childType)
            }
            let repeatsOnlyItsTexts =
                candidateBelow[index] && childrenRepeatOwnText(index, candidate: candidate, candidateBelow: candidateBelow)
            candidate[index] = inferredElement(
                index, candidateBelow: candidateBelow[index] && !repeatsOnlyItsTexts, controlBelow: controlBelow[index]
            )
        }

        roles = Array(repeating: .container, count: count)
        // `accessible="false"` below a node demoted by the keyboard exception only says "an
        // ancestor is an element"; it is ignored there and inference decides.
        var accessibleUnreliable = Array(repeating: false, count: count)
        var demoted = Array(repeating: false, count: count)
        for index in 0..<count {
            if let parent = dump.nodes[index].parent {
                switch roles[parent] {
                case .element, .composite, .swallowed:
                    roles[index] = .swallowed
                    continue
                case .dropped:
                    roles[index] = .dropped
                    continue
                case .container, .wrapper: break
                }
                accessibleUnreliable[index] = accessibleUnreliable[parent] || demoted[parent]
            }
            let type = dump.nodes[index].type
            if type == .window && dump.nodes[index].isVisible == false && !visibleBelow[index] {
                roles[index] = .dropped
                continue
            }
            if type == .application || type == .window || type == .statusBar {
                roles[index] = .container
                continue
            }
            if isComposite(index, buttonBelow: buttonBelow[index], inputBelow: inputBelow[index]) {
                roles[index] = .composite
                continue
            }
            var isElement = candidate[index]
            if let accessible = dump.nodes[index].isAccessible, !accessibleUnreliable[index] {
                isElement = accessible
                if accessible && labels[index] == nil && SpokenText.normalized(dump.nodes[index].value) == nil && keyBelow[index] {
                    isElement = false
                    demoted[index] = true
                }
            }
            roles[index] = isElement ? .element : .container
        }
    }

    /// Whether every element candidate below `index` is a direct child text that only repeats the
    /// node's own label or value: a combined row (SwiftUI's `LabeledContent`, a row made with
    /// `.accessibilityElement(children: .combine)`) that the dump lists with the texts it was made
    /// of. VoiceOver reads the row once; its texts are not elements of their own
    /// (docs/real-dumps.md, "duplicated strings").
    /// - Complexity: O(children of `index`) — only direct children are looked at.
    private func childrenRepeatOwnText(_ index: Int, candidate: [Bool], candidateBelow: [Bool]) -> Bool {
        let own = [labels[index], SpokenText.normalized(dump.nodes[index].value)].compactMap { $0 }
        guard !own.isEmpty else { return false }
        var repeated = 0
        for child in children[index] {
            if candidateBelow[child] { return false }
            guard candidate[child] else { continue }
            guard dump.nodes[child].type == .staticText,
                let text = labels[child] ?? SpokenText.normalized(dump.nodes[child].value),
                own.contains(where: { $0.contains(text) })
            else { return false }
            repeated += 1
        }
        return repeated > 0
    }

    /// Whether a node would be an element judged from its type and text alone (dumps without
    /// `accessible`, and debugDescription text, which lists every snapshot node).
    private func inferredElement(_ index: Int, candidateBelow: Bool, controlBelow: Bool) -> Bool {
        let type = dump.nodes[index].type
        let hasText = labels[index] != nil || SpokenText.normalized(dump.nodes[index].value) != nil
        switch type {
        case _ where Self.controlTypes.contains(type):
            return true
        case .staticText:
            return hasText
        case .image:
            return labels[index] != nil
        case .cell:
            // A cell speaks its own label, or else the text of the labels inside it, unless it
            // holds controls that need their own focus.
            return hasText || (candidateBelow && !controlBelow)
        case _ where Self.genericTypes.contains(type):
            return labels[index] != nil && !candidateBelow && !isScrollIndicator(index)
        default:
            return false
        }
    }

    /// A scroll view's scroll indicator (`Other`, label "Vertical scroll bar, 1 page", value "0%"):
    /// not in VoiceOver's swipe order (docs/real-dumps.md §4).
    func isScrollIndicator(_ index: Int) -> Bool {
        guard Self.genericTypes.contains(dump.nodes[index].type) else { return false }
        if let label = labels[index]?.lowercased(), label.contains("scroll bar") || label.contains("scrollbar") { return true }
        guard dump.nodes[index].traits?.contains(.adjustable) == true, dump.nodes[index].value?.hasSuffix("%") == true,
            scrollAncestor[index] != nil, let frame = frames[index]
        else { return false }
        return frame.width <= 40 || frame.height <= 40
    }

    /// A keyboard key: type `Key`, or a button with the `KeyboardKey` trait.
    /// Drops a keyboard key that repeats an earlier sibling key (same label, same frame): the
    /// Spanish Settings search dump lists the dictation key twice at one frame, where the
    /// keyboard shows one key and VoiceOver reads it once; the copy would also stand over the key
    /// as a second control (Fixtures/real-dumps). Said in a warning.
    /// - Complexity: O(n) over the keys, with a set per parent.
    mutating func dropRepeatedKeys() {
        var seen: [Int: Set<String>] = [:]
        for index in dump.nodes.indices where roles[index] == .element && isKey(index) {
            guard let parent = dump.nodes[index].parent, let frame = frames[index] else { continue }
            let key = "\(labels[index] ?? "")|\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)"
            if seen[parent, default: []].insert(key).inserted { continue }
            roles[index] = .dropped
            warn(
                dump.nodes[index].location,
                "the key \"\(labels[index] ?? "")\" repeats the key before it at the same frame; read once, as the keyboard shows one")
        }
    }

    func isKey(_ index: Int) -> Bool {
        let type = dump.nodes[index].type
        return type == .key || (type == .button && dump.nodes[index].traits?.contains(.keyboardKey) == true)
    }

    /// Nodes that stand for a UIKit control making its own elements, so one node replaces the
    /// dump's subtree: a segmented control (its segments get "i of n" from UISegmentedControl), an
    /// alert or action sheet holding only text and buttons, a stepper without its buttons.
    private func isComposite(_ index: Int, buttonBelow: Bool, inputBelow: Bool) -> Bool {
        switch dump.nodes[index].type {
        case .segmentedControl:
            return buttonBelow
        case .alert, .sheet:
            return buttonBelow && !inputBelow
        case .stepper:
            return dump.nodes[index].isAccessible != true && children[index].isEmpty
        default:
            return false
        }
    }

    /// The node's descendants in document order.
    func descendants(of index: Int) -> Range<Int> {
        (index + 1)..<subtreeEnd[index]
    }

    /// Marks elements VoiceOver cannot reach as hidden.
    ///
    /// `visible` is per node and never inherited. An element with `visible="false"` stays reachable
    /// when it sits in a scroll container and is scrolled out of view (VoiceOver scrolls to it):
    /// its frame leaves the container's viewport, it lies under another window's content (the
    /// keyboard), or an earlier element of the same container already lay past the viewport's far
    /// edge (lists lay out in document order; content after the fold keeps stale frames). Anywhere
    /// else it is invisible where it stands.
    /// - Complexity: O(n) (at most 16 cover rectangles).
    mutating func decideReachability() {
        let count = dump.nodes.count
        hiddenElement = Array(repeating: false, count: count)
        let covers = coverRects()
        var passedFold = Set<Int>()
        for index in 0..<count where roles[index] == .element || roles[index] == .composite {
            let frame = effectiveFrames[index]
            guard let scroll = scrollAncestor[index] else {
                hiddenElement[index] = dump.nodes[index].isVisible == false
                continue
            }
            let viewport = effectiveFrames[scroll].intersection(appFrame)
            if dump.nodes[index].isVisible == false {
                let scrolledOut =
                    viewport.isNull || !viewport.contains(frame)
                    || covers.contains { $0.intersects(frame) } || passedFold.contains(scroll)
                hiddenElement[index] = !scrolledOut
            }
            if !viewport.isNull && (frame.minY >= viewport.maxY - 0.5 || frame.minX >= viewport.maxX - 0.5) {
                passedFold.insert(scroll)
            }
        }
    }

    /// What windows after the first cover of the app: per window, the bounds of its outermost
    /// visible content smaller than the window (the keyboard), status bars excepted. Only windows
    /// that are not inside another window count, and at most 16 of them.
    /// - Complexity: O(size of those windows' subtrees), each node visited at most once.
    private func coverRects() -> [CGRect] {
        let windows = dump.nodes.indices.filter {
            dump.nodes[$0].type == .window && windowOf[$0] == nil && roles[$0] != .dropped
        }
        var covers: [CGRect] = []
        for window in windows.dropFirst().prefix(16) {
            let windowFrame = effectiveFrames[window]
            var cover = CGRect.null
            var index = window + 1
            while index < subtreeEnd[window] {
                if dump.nodes[index].type == .statusBar || dump.nodes[index].isVisible == false {
                    index = subtreeEnd[index]
                    continue
                }
                if let frame = frames[index], frame.width > 0, frame.height > 0, !Self.sameFrame(frame, windowFrame) {
                    cover = cover.union(frame)
                    index = subtreeEnd[index]
                    continue
                }
                index += 1
            }
            if !cover.isNull { covers.append(cover) }
        }
        return covers
    }

    /// Whether two frames are the same within half a point (dumps round differently).
    static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
            && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    /// Drops containers with no element below them and splices out wrappers that add nothing:
    /// generic views without a label whose frame is their kept parent's or their window's.
    /// - Complexity: O(n).
    mutating func pruneContainers() {
        let count = dump.nodes.count
        var keeps = Array(repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            switch roles[index] {
            case .element, .composite: keeps[index] = true
            case .container: keeps[index] = children[index].contains { keeps[$0] }
            case .wrapper, .swallowed, .dropped: keeps[index] = false
            }
        }
        var keptAncestorFrame = Array(repeating: appFrame, count: count)
        for index in 0..<count {
            if let parent = dump.nodes[index].parent {
                keptAncestorFrame[index] = roles[parent] == .container ? effectiveFrames[parent] : keptAncestorFrame[parent]
            }
            guard roles[index] == .container else { continue }
            if !keeps[index] {
                roles[index] = .wrapper
                continue
            }
            guard Self.genericTypes.contains(dump.nodes[index].type), SpokenText.normalized(dump.nodes[index].label) == nil,
                dump.nodes[index].traits?.contains(.tabBar) != true
            else { continue }
            let windowFrame = windowOf[index].map { effectiveFrames[$0] } ?? appFrame
            if frames[index] == nil || Self.sameFrame(effectiveFrames[index], keptAncestorFrame[index])
                || Self.sameFrame(effectiveFrames[index], windowFrame)
            {
                roles[index] = .wrapper
            }
        }
    }

    /// Which text input is being edited: the one the dump says has focus (debugDescription's
    /// `Keyboard Focused`, JSON `isFocused`), else — when the keyboard is up and exactly one
    /// reachable text input is on screen — that one.
    /// - Complexity: O(n).
    mutating func inferEditing() {
        let inputs = dump.nodes.indices.filter {
            roles[$0] == .element && !hiddenElement[$0] && Self.textInputTypes.contains(dump.nodes[$0].type)
        }
        let focused = inputs.filter { dump.nodes[$0].isFocused == true }
        if !focused.isEmpty || inputs.contains(where: { dump.nodes[$0].isFocused != nil }) {
            editing = Set(focused)
            return
        }
        let keyboardUp = dump.nodes.indices.contains { index in
            if roles[index] == .element && isKey(index) { return !hiddenElement[index] }
            return dump.nodes[index].type == .keyboard && roles[index] != .dropped && roles[index] != .swallowed
                && dump.nodes[index].isVisible != false && (frames[index].map { $0.width > 0 && $0.height > 0 } ?? false)
        }
        if keyboardUp && inputs.count == 1 { editing = [inputs[0]] }
    }
}
