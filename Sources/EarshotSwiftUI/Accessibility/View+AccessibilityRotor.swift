import EarshotUIKit

/// Content of a custom rotor (SwiftUI's `AccessibilityRotorContent`): its entries in order.
@MainActor
public protocol AccessibilityRotorContent {
    var rotorEntries: [RotorEntryValue] { get }
}

/// One resolved rotor entry: the words VoiceOver may speak and the id of the view it goes to.
public struct RotorEntryValue {
    let label: String
    let id: AnyHashable
}

/// SwiftUI's `AccessibilityRotorEntry`: a stop of a custom rotor, the view whose `ForEach` id is
/// `id` inside the view the rotor is on.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String
    let id: ID

    public init(_ label: Text, id: ID) {
        self.label = label.content
        self.id = id
    }

    public init<S: StringProtocol>(_ label: S, id: ID) {
        self.init(Text(label), id: id)
    }

    public var rotorEntries: [RotorEntryValue] { [RotorEntryValue(label: label, id: AnyHashable(id))] }
}

/// Several rotor entries built by `AccessibilityRotorContentBuilder`.
public struct RotorEntryList: AccessibilityRotorContent {
    public let rotorEntries: [RotorEntryValue]
}

/// Builds rotor content: entries, `if`/`else`, optionals and `for` loops.
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

/// The system rotors an app may supply entries for (SwiftUI's `AccessibilitySystemRotor`): they
/// replace VoiceOver's own Headings or Links item while focus is inside the view.
public struct AccessibilitySystemRotor: Sendable {
    let type: UIAccessibilityCustomRotor.SystemRotorType
    public static let headings = Self(type: .heading)
    public static let links = Self(type: .link)
}

/// A rotor as the host builds it: its name and the identities of the elements it stops at.
@MainActor
struct RotorSpec {
    let name: String
    let systemType: UIAccessibilityCustomRotor.SystemRotorType?
    let targets: [String]
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
        nonisolated(unsafe) let values = entries.map { RotorEntryValue(label: $0[keyPath: entryLabel], id: AnyHashable($0.id)) }
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

    private func rotor(
        name: String, systemType: UIAccessibilityCustomRotor.SystemRotorType?, entries: @escaping @MainActor () -> [RotorEntryValue]
    ) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            let targets = entries().compactMap { entry in RotorSpec.target(of: entry.id, in: nodes) }
            let spec = RotorSpec(name: name, systemType: systemType, targets: targets)
            for node in nodes.map(\.accessibilityTarget) { node.accessibility.rotors.append(spec) }
            return nodes
        }
    }
}

extension RotorSpec {
    /// The identity of the first element inside the view whose `ForEach` id is `id`.
    /// - Complexity: O(n) in the nodes; an explicit stack, no recursion.
    static func target(of id: AnyHashable, in nodes: [ViewNode]) -> String? {
        let name = "\(id.base)"
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            let last = node.path.split(separator: "/").last.map { $0.split(separator: "#").first ?? $0 } ?? ""
            if last == name, node.tag == id {
                return HostedItem.items(for: node).flatMap(\.elements).first?.path
            }
            stack += node.children.reversed()
        }
        return nil
    }

    /// UIKit's rotor for this spec, finding its stops among `views` (the host's views by identity).
    func customRotor(views: @escaping () -> [String: UIView]) -> UIAccessibilityCustomRotor {
        let targets = targets
        let search: UIAccessibilityCustomRotor.Search = { predicate in
            let hosted = views()
            let current = (predicate.currentItem.targetElement as? HostedElementView)?.path
            let position = current.flatMap(targets.firstIndex)
            let next: Int? =
                switch (predicate.searchDirection, position) {
                case (.next, let index?): index + 1
                case (.previous, let index?): index - 1
                case (.next, nil): 0
                case (.previous, nil): targets.count - 1
                }
            guard let next, targets.indices.contains(next), let view = hosted[targets[next]] else { return nil }
            return UIAccessibilityCustomRotor.ItemResult(targetElement: view, targetRange: nil)
        }
        if let systemType { return UIAccessibilityCustomRotor(systemType: systemType, itemSearch: search) }
        return UIAccessibilityCustomRotor(name: name, itemSearch: search)
    }
}
