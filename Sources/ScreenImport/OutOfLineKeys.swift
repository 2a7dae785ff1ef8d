/// The values a group of a screen node's keys holds; every one nil by default.
package protocol OutOfLineKeyValues: Hashable, Sendable {
    init()
}

/// Keys of a screen node stored out of line: one object, made when the first key is set and
/// copied on write, as arrays are.
///
/// A document imported from a dump has a node per element and per container, and most of them
/// set none of the keys stored this way, which inline would make every node several times larger
/// (issue 11's memory row: a document is held while the screen is built). Nil keys and an absent
/// object are the same: nodes compare and hash by their keys' values alone.
package struct OutOfLineKeys<Values: OutOfLineKeyValues>: Hashable, Sendable {
    /// Shared between copies of a node until one of them changes a key (copy on write).
    private final class Storage: @unchecked Sendable {
        // Safe to share across tasks: `values` is only changed through `OutOfLineKeys`'s setter,
        // and only when this object is uniquely referenced (copy on write).
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private var storage: Storage?

    package init() {}

    /// One key's value; nil, without looking, when no key is set.
    package subscript<Value>(key: WritableKeyPath<Values, Value?>) -> Value? {
        get {
            // One key read where it lies, not a copy of every key.
            guard let storage else { return nil }
            return storage.values[keyPath: key]
        }
        set {
            if storage == nil {
                guard newValue != nil else { return }
                storage = Storage(Values())
            } else if !isKnownUniquelyReferenced(&storage!) {
                storage = Storage(storage!.values)
            }
            storage!.values[keyPath: key] = newValue
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage?.values ?? Values()) == (rhs.storage?.values ?? Values())
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage?.values ?? Values())
    }
}
