import EarshotUIKit

/// Writes `ScreenDocument`s as screen files (docs/screen-format.md), JSON or YAML.
///
/// Output is stable: top-level keys in the order format, version, device, root; node keys in
/// the order of docs/screen-format.md's "Nodes" table with the type-specific keys (in its "Types" table's order) before
/// `children` and `elements`, so a node's attributes stay next to its `type`. What is nil is left
/// out, as are device fields at their defaults and a `view` type; an explicit `false` or an empty
/// `elements` list is kept, because it differs from "not given". Nodes are written in preorder
/// (node, children, elements), the order `ScreenFileReader` numbers them in, so reading the output
/// gives back an equal document.
///
/// The writer takes any document and writes what it holds, even keys the reader will reject
/// (`isOn` set on a label), so nothing is lost silently. What a file cannot express is skipped: a
/// node referenced a second time (a file has no references, so sharing or cycles would
/// otherwise repeat or never end) and indexes outside `nodes`; a `.unspecified` idiom is left out.
///
/// - Complexity: O(n) in the number of nodes, iteratively, however deep the screen.
public struct ScreenFileWriter: Sendable {
    public init() {}

    /// Pretty JSON with a final newline.
    public func json(_ document: ScreenDocument) -> String {
        Self.tree(for: document).jsonText()
    }

    /// Block-style YAML (flow style for collections nested past the indentation limit).
    public func yaml(_ document: ScreenDocument) -> String {
        Self.tree(for: document).yamlText()
    }

    /// Writes in `format`.
    public func text(_ document: ScreenDocument, format: ScreenFileFormat) -> String {
        switch format {
        case .json: json(document)
        case .yaml: yaml(document)
        }
    }

    // MARK: Document to tree

    private enum Task {
        case node(ScreenNode.ID)
        case beginList(String)
        case end
    }

    static func tree(for document: ScreenDocument) -> ScreenFileTree {
        var out = Emitter()
        out.builder.beginObject(at: .start)
        out.string("format", ScreenDocument.formatName)
        out.number("version", Double(ScreenDocument.currentVersion))
        out.device(document.device)
        out.builder.key("root", at: .start)

        var written = [Bool](repeating: false, count: document.nodes.count)
        var tasks: [Task] = [.node(document.root)]
        var rootWritten = false
        while let task = tasks.popLast() {
            switch task {
            case .beginList(let key):
                out.builder.key(key, at: .start)
                out.builder.beginArray(at: .start)
            case .end:
                out.builder.end()
            case .node(let id):
                guard document.nodes.indices.contains(id), !written[id] else {
                    // Only the root must be present: a key without a value would break the tree.
                    if !rootWritten {
                        out.builder.beginObject(at: .start)
                        out.builder.end()
                        rootWritten = true
                    }
                    continue
                }
                written[id] = true
                rootWritten = true
                let node = document.nodes[id]
                out.builder.beginObject(at: .start)
                out.attributes(of: node)
                var next: [Task] = []
                if !node.children.isEmpty {
                    next.append(.beginList(ScreenNodeKey.children.rawValue))
                    next.append(contentsOf: node.children.map(Task.node))
                    next.append(.end)
                }
                if let elements = node.elements {
                    next.append(.beginList(ScreenNodeKey.elements.rawValue))
                    next.append(contentsOf: elements.map(Task.node))
                    next.append(.end)
                }
                next.append(.end)
                tasks.append(contentsOf: next.reversed())
            }
        }
        out.builder.end()
        return out.builder.tree
    }

    /// Emits keys and scalar values into a tree builder.
    private struct Emitter {
        var builder = ScreenFileTreeBuilder()

        mutating func device(_ device: ScreenDocument.Device) {
            let defaults = ScreenDocument.Device()
            var fields: [(String, ScreenFileTree.Content)] = []
            switch device.idiom {
            case .pad: fields.append(("idiom", .string("pad")))
            case .phone, .unspecified: break
            }
            if device.width != defaults.width { fields.append(("width", .number(device.width))) }
            if device.height != defaults.height { fields.append(("height", .number(device.height))) }
            if device.language != defaults.language { fields.append(("language", .string(device.language))) }
            switch device.layoutDirection {
            case .leftToRight: fields.append(("layoutDirection", .string("leftToRight")))
            case .rightToLeft: fields.append(("layoutDirection", .string("rightToLeft")))
            case nil: break
            }
            guard !fields.isEmpty else { return }
            builder.key("device", at: .start)
            builder.beginObject(at: .start)
            for (key, content) in fields {
                builder.key(key, at: .start)
                builder.scalar(content, at: .start)
            }
            builder.end()
        }

        /// Every set attribute of a node except its subtrees, in writing order.
        mutating func attributes(of node: ScreenNode) {
            for key in ScreenNodeKey.writingOrder(for: node.type) {
                let name = key.rawValue
                switch key {
                case .type: if node.type != .view { string(name, node.type.rawValue) }
                case .id: string(name, node.id)
                case .frame: rect(name, node.frame)
                case .hidden: bool(name, node.hidden)
                case .alpha: number(name, node.alpha)
                case .clipsToBounds: bool(name, node.clipsToBounds)
                case .isAccessibilityElement: bool(name, node.isAccessibilityElement)
                case .label: string(name, node.label)
                case .value: string(name, node.value)
                case .hint: string(name, node.hint)
                case .traits: strings(name, node.traits)
                case .addTraits: strings(name, node.addTraits)
                case .removeTraits: strings(name, node.removeTraits)
                case .language: string(name, node.language)
                case .accessibilityFrame: rect(name, node.accessibilityFrame)
                case .touchArea: rect(name, node.touchArea)
                case .systemUI: bool(name, node.systemUI)
                case .activationPoint: numbers(name, node.activationPoint.map { [$0.x, $0.y] })
                case .path: polygon(name, node.path)
                case .elementsHidden: bool(name, node.elementsHidden)
                case .viewIsModal: bool(name, node.viewIsModal)
                case .groupsChildren: bool(name, node.groupsChildren)
                case .containerType: string(name, node.containerType.map(Self.containerTypeName))
                case .customActions: strings(name, node.customActions)
                case .text: string(name, node.text)
                case .title: string(name, node.title)
                case .isEnabled: bool(name, node.isEnabled)
                case .isSelected: bool(name, node.isSelected)
                case .isOn: bool(name, node.isOn)
                case .minimum: number(name, node.minimum)
                case .maximum: number(name, node.maximum)
                case .current: number(name, node.current)
                case .step: number(name, node.step)
                case .segments: strings(name, node.segments)
                case .selectedIndex: number(name, node.selectedIndex.map(Double.init))
                case .pages: number(name, node.pages.map(Double.init))
                case .currentPage: number(name, node.currentPage.map(Double.init))
                case .progress: number(name, node.progress)
                case .isAnimating: bool(name, node.isAnimating)
                case .placeholder: string(name, node.placeholder)
                case .isSecure: bool(name, node.isSecure)
                case .isEditing: bool(name, node.isEditing)
                case .detailText: string(name, node.detailText)
                case .accessory: string(name, node.accessory?.rawValue)
                case .contentSize: numbers(name, node.contentSize.map { [$0.width, $0.height] })
                case .contentOffset: numbers(name, node.contentOffset.map { [$0.x, $0.y] })
                case .isPagingEnabled: bool(name, node.isPagingEnabled)
                case .backTitle: string(name, node.backTitle)
                case .items: items(name, node.items)
                case .message: string(name, node.message)
                case .actions: strings(name, node.actions)
                case .children, .elements: break
                }
            }
        }

        static func containerTypeName(_ type: UIAccessibilityContainerType) -> String {
            switch type {
            case .none: "none"
            case .dataTable: "dataTable"
            case .list: "list"
            case .landmark: "landmark"
            case .semanticGroup: "semanticGroup"
            }
        }

        mutating func string(_ key: String, _ value: String?) {
            guard let value else { return }
            builder.key(key, at: .start)
            builder.scalar(.string(value), at: .start)
        }

        mutating func bool(_ key: String, _ value: Bool?) {
            guard let value else { return }
            builder.key(key, at: .start)
            builder.scalar(.bool(value), at: .start)
        }

        mutating func number(_ key: String, _ value: Double?) {
            guard let value else { return }
            builder.key(key, at: .start)
            builder.scalar(.number(value), at: .start)
        }

        mutating func numbers(_ key: String, _ values: [CGFloat]?) {
            guard let values else { return }
            builder.key(key, at: .start)
            builder.beginArray(at: .start)
            for value in values { builder.scalar(.number(Double(value)), at: .start) }
            builder.end()
        }

        mutating func rect(_ key: String, _ rect: CGRect?) {
            numbers(key, rect.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] })
        }

        mutating func strings(_ key: String, _ values: [String]?) {
            guard let values else { return }
            builder.key(key, at: .start)
            builder.beginArray(at: .start)
            for value in values { builder.scalar(.string(value), at: .start) }
            builder.end()
        }

        mutating func polygon(_ key: String, _ points: [CGPoint]?) {
            guard let points else { return }
            builder.key(key, at: .start)
            builder.beginArray(at: .start)
            for point in points {
                builder.beginArray(at: .start)
                builder.scalar(.number(Double(point.x)), at: .start)
                builder.scalar(.number(Double(point.y)), at: .start)
                builder.end()
            }
            builder.end()
        }

        mutating func items(_ key: String, _ items: [ScreenNode.TabBarItem]?) {
            guard let items else { return }
            builder.key(key, at: .start)
            builder.beginArray(at: .start)
            for item in items {
                builder.beginObject(at: .start)
                string("title", item.title)
                string("badge", item.badge)
                bool("isEnabled", item.isEnabled)
                builder.end()
            }
            builder.end()
        }
    }
}
