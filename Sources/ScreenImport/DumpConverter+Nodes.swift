import EarshotUIKit

/// The screen-file nodes the converter emits, chosen so that the one walk and the speech produce
/// VoiceOver's words through UIKit's own defaults (docs/voiceover-behaviour.md §10 (Standard UIKit controls)), with the dump's
/// traits added or removed on top.
extension DumpConverter {
    /// Traits an XCTest type has by nature; used when the dump does not list traits.
    static func natureTraits(_ type: DumpElementType) -> UIAccessibilityTraits {
        switch type {
        case .button, .radioButton, .checkBox, .menuItem, .menuBarItem, .popUpButton, .comboBox, .menuButton,
            .toolbarButton, .disclosureTriangle, .incrementArrow, .decrementArrow, .tab, .icon, .dockItem, .colorWell:
            return .button
        case .key: return [.button, .keyboardKey]
        case .link: return .link
        case .image: return .image
        case .staticText: return .staticText
        case .searchField: return .searchField
        case .switch, .toggle: return [.button, .toggleButton]
        case .slider, .pickerWheel, .pageIndicator, .stepper: return .adjustable
        default: return []
        }
    }

    /// Builds the document from the decided roles.
    /// - Complexity: O(n).
    mutating func emit() -> ScreenDocument {
        computeReachableBounds()
        // A screen node is large (over 300 bytes): the list is made once at its final size (at most
        // one more than the kept nodes) rather than doubled, which would hold it twice as it grows.
        let kept = roles.reduce(1) { count, role in
            switch role {
            case .element, .composite, .container: count + 1
            case .wrapper, .swallowed, .dropped: count
            }
        }
        var nodes: [ScreenNode] = []
        nodes.reserveCapacity(kept)
        let appRoot = topLevel.count == 1 && dump.nodes.first?.type == .application ? 0 : nil
        var root = appRoot.map { makeContainer($0) } ?? ScreenNode(type: .view)
        root.frame = appFrame
        root.isAccessibilityElement = false
        nodes.append(root)
        emittedFrom = [appRoot]
        emittedFrom.reserveCapacity(kept)
        let system = systemUI()
        // Whether each emitted node is iOS's own, marked on it or inherited.
        var emittedSystem = [appRoot.map { system[$0] } ?? false]
        let count = dump.nodes.count
        var docIndex = [Int?](repeating: nil, count: count)
        var attachTo = [Int](repeating: 0, count: count)
        // Kept nodes under a navigation bar go into its `elements`, in the dump's order: UIKit's
        // bar reads back button, title, right items from left to right, which the geometric order
        // would not (the title sits lower than the full-height buttons).
        var ordersElements: Set<Int> = []
        if let appRoot { docIndex[appRoot] = 0 }
        for index in 0..<count {
            if let parent = dump.nodes[index].parent { attachTo[index] = docIndex[parent] ?? attachTo[parent] }
            guard index != appRoot else { continue }
            var node: ScreenNode
            switch roles[index] {
            case .element: node = makeElement(index)
            case .composite: node = makeComposite(index)
            case .container: node = makeContainer(index)
            case .wrapper, .swallowed, .dropped: continue
            }
            if dump.nodes[index].type == .navigationBar && roles[index] == .container { node.elements = [] }
            if system[index] && !emittedSystem[attachTo[index]] { node.systemUI = true }
            let ordersOwnElements = node.elements != nil
            nodes.append(node)
            emittedFrom.append(index)
            emittedSystem.append(system[index])
            let id = nodes.count - 1
            docIndex[index] = id
            if ordersElements.contains(attachTo[index]) {
                nodes[attachTo[index]].elements?.append(id)
            } else {
                nodes[attachTo[index]].children.append(id)
            }
            if ordersOwnElements { ordersElements.insert(id) }
        }
        let device = ScreenDocument.Device(
            idiom: min(appFrame.width, appFrame.height) >= 700 ? .pad : .phone,
            width: Double(appFrame.width), height: Double(appFrame.height))
        return ScreenDocument(device: device, nodes: nodes, root: 0)
    }

    /// For every node, the bounds of the reachable elements in its subtree (scroll content sizes).
    /// - Complexity: O(n).
    private mutating func computeReachableBounds() {
        reachableBounds = Array(repeating: .null, count: dump.nodes.count)
        for index in stride(from: dump.nodes.count - 1, through: 0, by: -1) {
            if (roles[index] == .element || roles[index] == .composite) && !hiddenElement[index],
                let rect = frames[index], rect.width > 0 || rect.height > 0
            {
                reachableBounds[index] = rect
            }
            for child in children[index] where !reachableBounds[child].isNull {
                reachableBounds[index] = reachableBounds[index].union(reachableBounds[child])
            }
        }
    }

    // MARK: - Containers

    private func makeContainer(_ index: Int) -> ScreenNode {
        var node = ScreenNode(type: .view)
        node.isAccessibilityElement = false
        node.frame = frames[index]
        node.id = identifier(of: index)
        node.label = SpokenText.normalized(dump.nodes[index].label)
        switch dump.nodes[index].type {
        case .window:
            // Each window is read as a whole, in window order: the keyboard after the app.
            node.groupsChildren = true
        case .tabBar:
            // The tabBar trait makes the walk give its elements "Tab" and "i of n".
            node.addTraits = ["tabBar"]
        case .statusBar:
            // VoiceOver reaches status-bar items by touch, not by swiping through the app.
            node.elementsHidden = true
        case .alert, .sheet:
            node.viewIsModal = true
        case .scrollView, .table, .collectionView:
            node.type = .scrollView
            setContentSize(of: &node, container: index)
        default:
            if let traits = dump.nodes[index].traits, traits.contains(.tabBar) { node.addTraits = ["tabBar"] }
        }
        return node
    }

    /// The content size and offset of a scroll container, from the reachable elements it holds.
    private func setContentSize(of node: inout ScreenNode, container index: Int) {
        guard let frame = frames[index] else { return }
        let union = reachableBounds[index]
        guard !union.isNull else { return }
        let content = frame.union(union)
        guard !Self.sameFrame(content, frame) else { return }
        node.contentSize = CGSize(width: content.width, height: content.height)
        node.contentOffset = CGPoint(x: frame.minX - content.minX, y: frame.minY - content.minY)
    }

    // MARK: - Composites

    /// A composite node; where its parts came from goes to `compositeParts`.
    private mutating func makeComposite(_ index: Int) -> ScreenNode {
        var node = ScreenNode(type: .view)
        node.isAccessibilityElement = false
        node.frame = frames[index]
        node.id = identifier(of: index)
        if hiddenElement[index] { node.hidden = true }
        switch dump.nodes[index].type {
        case .segmentedControl:
            node.type = .segmentedControl
            var segments: [String] = []
            var parts: [Int?] = []
            for descendant in descendants(of: index) where dump.nodes[descendant].type == .button {
                let button = dump.nodes[descendant]
                if button.isSelected == true || button.traits?.contains(.selected) == true
                    || (button.traits == nil && button.value == "1")
                {
                    node.selectedIndex = segments.count
                }
                segments.append(labels[descendant] ?? SpokenText.normalized(button.value) ?? "")
                parts.append(descendant)
            }
            node.segments = segments
            compositeParts[index] = parts
        case .alert, .sheet:
            node.type = .alert
            var texts: [String] = []
            var textSources: [Int] = []
            var actions: [String] = []
            var actionSources: [Int] = []
            for descendant in descendants(of: index) {
                switch dump.nodes[descendant].type {
                case .staticText:
                    if let text = labels[descendant], !texts.contains(text) {
                        texts.append(text)
                        textSources.append(descendant)
                    }
                case .button:
                    actions.append(labels[descendant] ?? "")
                    actionSources.append(descendant)
                default: break
                }
            }
            node.title = texts.first ?? labels[index]
            if texts.count > 1 { node.message = texts.dropFirst().joined(separator: "\n") }
            node.actions = actions
            // The title's and message's first text, then the buttons; a title taken from the
            // alert's own label is the alert's line.
            compositeParts[index] = [textSources.first ?? index, textSources.dropFirst().first] + actionSources
        default:
            node.type = .stepper
            node.label = labels[index]
            if dump.nodes[index].isEnabled == false { node.addTraits = ["notEnabled"] }
        }
        return node
    }

    // MARK: - Elements

    /// Which kind of emitted node a dump type becomes when it is an element.
    private func elementType(of index: Int) -> ScreenNodeType {
        switch dump.nodes[index].type {
        case .button, .radioButton, .checkBox, .menuItem, .menuBarItem, .popUpButton, .comboBox, .menuButton,
            .toolbarButton, .disclosureTriangle, .incrementArrow, .decrementArrow, .tab, .icon, .dockItem,
            .colorWell, .key:
            return .button
        case .switch, .toggle: return .switch
        case .slider: return .slider
        case .textField, .secureTextField: return .textField
        case .searchField: return .searchField
        case .textView: return .textView
        case .staticText: return .label
        case .image: return .imageView
        case .activityIndicator: return .activityIndicator
        case .progressIndicator: return Self.percent(dump.nodes[index].value) != nil ? .progressView : .view
        case .pageIndicator: return Self.pageOfPages(dump.nodes[index].value) != nil ? .pageControl : .view
        case .cell: return switchInside(index) != nil ? .switch : .tableViewCell
        default: return .view
        }
    }

    /// Traits the emitted type gives by itself (UIKit's defaults), public bits only.
    private static func impliedTraits(_ type: ScreenNodeType) -> UIAccessibilityTraits {
        switch type {
        case .button: return .button
        case .switch: return [.button, .toggleButton]
        case .label: return .staticText
        case .slider, .pageControl: return .adjustable
        case .searchField: return .searchField
        case .imageView: return .image
        default: return []
        }
    }

    /// The first switch inside a cell: the cell is one element, a switch row ("Auto-Correction,
    /// Switch Button, Off"), as UIKit's table cells adopt their switch accessory.
    private func switchInside(_ index: Int) -> Int? {
        descendants(of: index).first { dump.nodes[$0].type == .switch || dump.nodes[$0].type == .toggle }
    }

    mutating func makeElement(_ index: Int) -> ScreenNode {
        // Fields are read in place: copying a whole dump node costs a reference count per string.
        let rawType = dump.nodes[index].type
        let rawValue = dump.nodes[index].value
        let rawTraits = dump.nodes[index].traits
        let type = elementType(of: index)
        var node = ScreenNode(type: type)
        node.isAccessibilityElement = true
        node.frame = frames[index]
        if type == .button, navigationBarAncestor[index] != nil, let frame = frames[index] {
            node.touchArea = Self.barButtonTouchArea(frame)
        }
        node.id = identifier(of: index)
        node.hint = SpokenText.normalized(dump.nodes[index].hint)
        node.customActions = dump.nodes[index].customActions
        if hiddenElement[index] { node.hidden = true }
        let label = labels[index]
        node.label = label
        var value = SpokenText.value(rawValue, after: label)
        let disabled = dump.nodes[index].isEnabled == false || rawTraits?.contains(.notEnabled) == true
        var selected = dump.nodes[index].isSelected == true || rawTraits?.contains(.selected) == true
        var extra = UIAccessibilityTraits()
        var handled = UIAccessibilityTraits()
        var removable = true

        switch type {
        case .button:
            // WebDriverAgent writes "1" as a button's value when it is selected and has no value.
            if rawValue == "1" && (rawTraits == nil || selected) {
                selected = true
                value = nil
            }
            if isBackButton(index) { extra.insert(.backButton) }
            if selected {
                node.isSelected = true
                handled.insert(.selected)
            }
            if disabled {
                node.isEnabled = false
                handled.insert(.notEnabled)
            }
        case .switch:
            removable = false
            let switchIndex = rawType == .cell ? switchInside(index) : index
            let switchNode = switchIndex ?? index
            if node.label == nil, let switchIndex { node.label = labels[switchIndex] }
            node.isOn = Self.switchState(dump.nodes[switchNode].value) ?? Self.switchState(rawValue)
            if node.isOn == nil, let text = dump.nodes[switchNode].value ?? rawValue {
                warn(dump.nodes[index].location, "switch value '\(text)' is not 0 or 1; its state is unknown")
            }
            value = nil
            if disabled || dump.nodes[switchNode].isEnabled == false {
                node.isEnabled = false
                handled.insert(.notEnabled)
            }
        case .textField, .searchField, .textView:
            removable = false
            if rawType == .secureTextField { node.isSecure = true }
            var text = SpokenText.normalized(rawValue)
            var placeholder = SpokenText.normalized(dump.nodes[index].placeholderValue)
            if let shown = text, shown == placeholder { text = nil }
            if placeholder == label { placeholder = nil }
            if text == label { text = nil }
            node.text = text
            if type != .textView { node.placeholder = placeholder }
            value = nil
            if editing.contains(index) { node.isEditing = true }
            if disabled && type == .textField {
                node.isEnabled = false
                handled.insert(.notEnabled)
            }
        case .slider:
            if let fraction = Self.percent(rawValue) {
                node.minimum = 0
                node.maximum = 1
                node.current = fraction
                value = nil
            }
            if disabled {
                node.isEnabled = false
                handled.insert(.notEnabled)
            }
        case .tableViewCell:
            if node.label == nil { node.label = combinedText(inside: index) }
            if hasDisclosureChevron(index) { node.accessory = .disclosureIndicator }
            if selected {
                node.isSelected = true
                handled.insert(.selected)
            }
        case .progressView:
            node.progress = Self.percent(rawValue)
            value = nil
        case .pageControl:
            if let (page, pages) = Self.pageOfPages(rawValue) {
                node.pages = pages
                node.currentPage = page - 1
                value = nil
            }
        case .activityIndicator:
            node.isAnimating = rawValue.map { $0 != "0" } ?? true
            value = nil
        default:
            break
        }
        node.value = value
        if rawTraits == nil && (type == .label || type == .view) && isNavigationTitle(index) { extra.insert(.header) }

        var have = rawTraits ?? Self.natureTraits(rawType)
        if disabled { have.insert(.notEnabled) }
        if selected { have.insert(.selected) }
        have.formUnion(extra)
        let implied = Self.impliedTraits(type)
        let add = have.subtracting(implied).subtracting(handled)
        let remove = rawTraits != nil && removable ? implied.subtracting(have) : []
        if !add.isEmpty { node.addTraits = add.names }
        if !remove.isEmpty { node.removeTraits = remove.names }
        return node
    }

    /// The touch area UIKit gives a navigation bar's button, which a dump does not record: at least
    /// the minimum target (44 × 44 pt) around the button's centre, as UIKit's bars take touches
    /// across the bar's row beyond the drawn title ("Cancelar", 68 × 31, in the Spanish Settings
    /// search dump; Apple's Human Interface Guidelines' 44 pt minimum).
    static func barButtonTouchArea(_ frame: CGRect) -> CGRect? {
        let side: CGFloat = 44
        guard frame.width < side || frame.height < side else { return nil }
        let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        return frame.union(square)
    }

    /// A navigation bar's title: a text in the bar whose text is the bar's name (UIKit gives it the
    /// header trait; old dumps do not list traits). iOS 11–12 snapshots show the title as an
    /// `Other` with the title as label, later ones as a `StaticText`.
    private func isNavigationTitle(_ index: Int) -> Bool {
        guard let bar = navigationBarAncestor[index], let label = labels[index] else { return false }
        return dump.nodes[bar].name == label || dump.nodes[bar].identifier == label || dump.nodes[bar].label == label
    }

    /// A navigation bar's back button: a labeled button whose frame starts at the bar's leading
    /// edge (UIKit's back button spans from the edge; bar button items are inset by 8–16 points).
    private func isBackButton(_ index: Int) -> Bool {
        guard let bar = navigationBarAncestor[index], labels[index] != nil,
            let frame = frames[index], let barFrame = frames[bar]
        else { return false }
        return abs(frame.minX - barFrame.minX) <= 1
    }

    /// The disclosure chevron of a table row (`chevron`, SF Symbol `chevron.forward`).
    private func hasDisclosureChevron(_ index: Int) -> Bool {
        let chevrons: Set<String> = ["chevron", "chevron.forward", "chevron.right"]
        return descendants(of: index).contains { descendant in
            [dump.nodes[descendant].name, dump.nodes[descendant].label, dump.nodes[descendant].identifier]
                .contains { $0.map(chevrons.contains) ?? false }
        }
    }

    /// The texts inside an unlabeled cell, joined as UIKit joins a cell's labels.
    private func combinedText(inside index: Int) -> String? {
        var parts: [String] = []
        for descendant in descendants(of: index) where dump.nodes[descendant].type == .staticText {
            if let text = labels[descendant] ?? SpokenText.normalized(dump.nodes[descendant].value), !parts.contains(text) {
                parts.append(text)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "1"/"0" (and true/false, on/off) as a switch's state.
    static func switchState(_ value: String?) -> Bool? {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "on": return true
        case "0", "false", "off": return false
        default: return nil
        }
    }

    /// "50%" as 0.5.
    static func percent(_ value: String?) -> Double? {
        guard let text = value?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%"),
            let number = Double(text.dropLast()), number.isFinite
        else { return nil }
        return min(max(number / 100, 0), 1)
    }

    /// "page 2 of 3" as (2, 3).
    static func pageOfPages(_ value: String?) -> (Int, Int)? {
        guard let words = value?.lowercased().split(separator: " "), words.count == 4, words[0] == "page", words[2] == "of",
            let page = Int(words[1]), let pages = Int(words[3]), pages > 0, page >= 1, page <= pages
        else { return nil }
        return (page, pages)
    }

    /// One warning per identifier used by more than one kept node (identical siblings are normal
    /// in real dumps, docs/real-dumps.md §5.11; a lookup by identifier finds the first).
    /// - Complexity: O(n).
    mutating func warnAboutDuplicateIdentifiers() {
        var uses: [String: [Int]] = [:]
        var order: [String] = []
        for index in dump.nodes.indices where roles[index] == .element || roles[index] == .composite || roles[index] == .container {
            guard let id = identifier(of: index) else { continue }
            if uses[id] == nil { order.append(id) }
            uses[id, default: []].append(index)
        }
        for id in order {
            guard let indices = uses[id], indices.count > 1 else { continue }
            let first = dump.nodes[indices[0]].location
            warn(
                dump.nodes[indices[1]].location,
                "identifier '\(id)' is used by \(indices.count) nodes (first at line \(first.line)); a lookup by identifier finds the first"
            )
        }
    }
}
