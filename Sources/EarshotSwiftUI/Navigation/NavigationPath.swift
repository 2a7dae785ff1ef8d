import Foundation

/// SwiftUI's `NavigationPath`: the values pushed on a `NavigationStack(path:)`, of any hashable
/// types, first pushed first. Each value is shown by the `navigationDestination(for:)` of its
/// type.
public struct NavigationPath: Equatable, @unchecked Sendable {
    // Unchecked: the values are the app's own, as SwiftUI keeps them (its path is Sendable too).
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values; more than the path holds empties it, with a warning (SwiftUI
    /// traps).
    public mutating func removeLast(_ k: Int = 1) {
        guard k >= 0 else { return }
        if k > elements.count {
            // Not tied to the main actor, as SwiftUI's path is not: written to standard error.
            FileHandle.standardError.write(
                Data("SwiftUI: NavigationPath.removeLast(\(k)): the path holds \(elements.count) values; all are removed.\n".utf8))
        }
        elements.removeLast(min(k, elements.count))
    }
}
