import EarshotUIKit

/// Content of a custom rotor (SwiftUI's `AccessibilityRotorContent`): its entries in order.
@MainActor
public protocol AccessibilityRotorContent {
    var rotorEntries: [RotorEntryValue] { get }
}

/// One resolved rotor entry: the words VoiceOver may speak and the view it goes to.
public struct RotorEntryValue {
    let label: String
    let key: RotorEntryKey
}

/// What names a rotor entry's view: a `ForEach` id, or an id in a namespace that a view marked
/// with `accessibilityRotorEntry(id:in:)`.
struct RotorEntryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID?
}

/// SwiftUI's `AccessibilityRotorEntry`: a stop of a custom rotor. Without a namespace it is the
/// view whose `ForEach` id is `id`, inside the view the rotor is on, else anywhere on the screen;
/// in a namespace, the view marked `accessibilityRotorEntry(id:in:)` with the same id and
/// namespace, anywhere on the screen (AccessibilitySnapshot's testCustomRotorsDemo reference
/// image; WWDC21 session 10119, "SwiftUI Accessibility: Beyond the basics", 20:46).
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String
    let key: RotorEntryKey

    public init(_ label: Text, id: ID) {
        self.label = label.content
        key = RotorEntryKey(id: AnyHashable(id), namespace: nil)
    }

    public init(_ labelKey: LocalizedStringKey, id: ID) { self.init(Text(labelKey), id: id) }

    public init<L: StringProtocol>(_ label: L, id: ID) { self.init(Text(label), id: id) }

    public init(_ label: Text, id: ID, in namespace: Namespace.ID) {
        self.label = label.content
        key = RotorEntryKey(id: AnyHashable(id), namespace: namespace)
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID) {
        self.init(Text(labelKey), id: id, in: namespace)
    }

    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID) {
        self.init(Text(label), id: id, in: namespace)
    }

    public var rotorEntries: [RotorEntryValue] { [RotorEntryValue(label: label, key: key)] }
}

/// Several rotor entries built by `AccessibilityRotorContentBuilder`.
public struct RotorEntryList: AccessibilityRotorContent {
    public let rotorEntries: [RotorEntryValue]
}

/// Builds rotor content: entries, `ForEach`, `if`/`else`, optionals and `for` loops.
@resultBuilder
@MainActor
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> RotorEntryList {
        RotorEntryList(rotorEntries: content.rotorEntries)
    }
    public static func buildBlock(_ parts: RotorEntryList...) -> RotorEntryList {
        RotorEntryList(rotorEntries: parts.flatMap(\.rotorEntries))
    }
    public static func buildOptional(_ part: RotorEntryList?) -> RotorEntryList { part ?? RotorEntryList(rotorEntries: []) }
    public static func buildEither(first: RotorEntryList) -> RotorEntryList { first }
    public static func buildEither(second: RotorEntryList) -> RotorEntryList { second }
    public static func buildArray(_ parts: [RotorEntryList]) -> RotorEntryList {
        RotorEntryList(rotorEntries: parts.flatMap(\.rotorEntries))
    }
}

/// `ForEach` inside a rotor's builder: the entries its content makes for each element, in order.
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public var rotorEntries: [RotorEntryValue] { data.flatMap { content($0).rotorEntries } }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

/// The system rotors an app may supply entries for (SwiftUI's `AccessibilitySystemRotor`): they
/// replace VoiceOver's own Headings or Links item while focus is inside the view.
public struct AccessibilitySystemRotor: Sendable {
    let type: UIAccessibilityCustomRotor.SystemRotorType
    public static let headings = Self(type: .heading)
    public static let links = Self(type: .link)
}

/// A rotor as the host builds it: its name and its stops, each an element's identity found inside
/// the view the rotor modifies, or a key looked up on the whole screen when the rotor is used.
@MainActor
struct RotorSpec {
    enum Target {
        case path(String)
        case onScreen(RotorEntryKey)
    }

    let name: String
    let systemType: UIAccessibilityCustomRotor.SystemRotorType?
    let targets: [Target]
}

nonisolated extension View {
    /// A custom rotor named `label` whose stops are `entries`, offered while VoiceOver is on this
    /// view or inside it: swiping down with the rotor on it moves to the next entry's view.
    /// The entries are built when the view is resolved, on the main actor, as the SDK's
    /// escaping builder is.
    public func accessibilityRotor(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> RotorEntryList) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let entries = entries
        return rotor(name: label.content, systemType: nil) { entries().rotorEntries }
    }

    public func accessibilityRotor<S: StringProtocol>(
        _ label: S, @AccessibilityRotorContentBuilder entries: @escaping () -> RotorEntryList
    ) -> some View {
        accessibilityRotor(Text(label), entries: entries)
    }

    /// A rotor over models shown by a `ForEach` inside: each model's id names its view.
    public func accessibilityRotor<Model: Identifiable>(_ label: Text, entries: [Model], entryLabel: KeyPath<Model, String>) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let values = entries.map {
            RotorEntryValue(label: $0[keyPath: entryLabel], key: RotorEntryKey(id: AnyHashable($0.id), namespace: nil))
        }
        return rotor(name: label.content, systemType: nil) { values }
    }

    /// Entries for a system rotor (Headings, Links), replacing VoiceOver's own inside this view.
    public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor,
        @AccessibilityRotorContentBuilder entries: @escaping () -> RotorEntryList
    ) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let entries = entries
        return rotor(name: systemRotor.type.spokenName, systemType: systemRotor.type) { entries().rotorEntries }
    }

    /// Marks this view as the stop of rotor entries made with the same `id` in `namespace`
    /// (`AccessibilityRotorEntry(_:id:in:)`), wherever on the screen the rotor is.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let key = RotorEntryKey(id: AnyHashable(id), namespace: namespace)
        return accessibilityModifier(marking: false) { $0.rotorEntryKeys.append(key) }
    }

    private func rotor(
        name: String, systemType: UIAccessibilityCustomRotor.SystemRotorType?, entries: @escaping @MainActor () -> [RotorEntryValue]
    ) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            let targets = entries().map { entry -> RotorSpec.Target in
                if entry.key.namespace == nil, let path = RotorSpec.target(of: entry.key, in: nodes) { return .path(path) }
                return .onScreen(entry.key)
            }
            let spec = RotorSpec(name: name, systemType: systemType, targets: targets)
            for node in nodes.map(\.accessibilityTarget) { node.accessibility.rotors.append(spec) }
            return nodes
        }
    }
}

extension RotorSpec {
    /// The identity of the first element inside the first view among `nodes` (and their
    /// descendants, in order) that `key` names: a `ForEach` row whose id it is, or a view marked
    /// with it by `accessibilityRotorEntry(id:in:)`.
    /// - Complexity: O(n) in the nodes, plus the items of the view found; an explicit stack, no
    ///   recursion.
    static func target(of key: RotorEntryKey, in nodes: [ViewNode]) -> String? {
        let name = "\(key.id.base)"
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            let found: Bool
            if key.namespace != nil {
                found = node.accessibility.rotorEntryKeys.contains(key)
            } else {
                let last = node.path.split(separator: "/").last.map { $0.split(separator: "#").first ?? $0 } ?? ""
                found = last == name && node.tag == key.id
            }
            if found, let path = HostedItem.items(for: node).flatMap(\.elements).first?.path { return path }
            stack += node.children.reversed()
        }
        return nil
    }

    /// UIKit's rotor for this spec, finding its stops among `views` (the host's views by
    /// identity); a stop named by a key is looked up with `find` (on the screen last rendered) when
    /// the rotor is used.
    func customRotor(views: @escaping () -> [String: UIView], find: @escaping (RotorEntryKey) -> String?) -> UIAccessibilityCustomRotor {
        let targets = targets
        let search: UIAccessibilityCustomRotor.Search = { predicate in
            let hosted = views()
            let paths = targets.compactMap { target -> String? in
                switch target {
                case .path(let path): path
                case .onScreen(let key): find(key)
                }
            }
            let current = (predicate.currentItem.targetElement as? HostedElementView)?.path
            let position = current.flatMap(paths.firstIndex)
            let next: Int? =
                switch (predicate.searchDirection, position) {
                case (.next, let index?): index + 1
                case (.previous, let index?): index - 1
                case (.next, nil): 0
                case (.previous, nil): paths.count - 1
                }
            guard let next, paths.indices.contains(next), let view = hosted[paths[next]] else { return nil }
            return UIAccessibilityCustomRotor.ItemResult(targetElement: view, targetRange: nil)
        }
        if let systemType { return UIAccessibilityCustomRotor(systemType: systemType, itemSearch: search) }
        return UIAccessibilityCustomRotor(name: name, itemSearch: search)
    }
}
