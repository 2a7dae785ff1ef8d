/// The values a group of a node's rarely set keys holds; every one nil by default.
package protocol OutOfLineKeyValues: Hashable, Sendable {
    init()
}

/// Keys of a node stored out of line (a screen node's type-specific and rare keys, a dump node's
/// rare attributes): one object, made when the first key is set and copied on write, as arrays
/// are.
///
/// A dump, and the document imported from it, have a node per element and per container, held
/// whole while the next step runs, and most nodes set none of the keys
/// stored this way, which inline would make every node much larger. Nil keys and an absent
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
    /// Inlined, so that the key path, a literal at every call, is folded into a direct access
    /// instead of being followed at run time.
    package subscript<Value>(key: WritableKeyPath<Values, Value?>) -> Value? {
        @inline(__always) get {
            // One key read where it lies, not a copy of every key.
            guard let storage else { return nil }
            return storage.values[keyPath: key]
        }
        @inline(__always) set {
            if storage == nil {
                guard newValue != nil else { return }
                storage = Storage(Values())
            } else if !isKnownUniquelyReferenced(&storage!) {
                storage = Storage(storage!.values)
            }
            storage!.values[keyPath: key] = newValue
        }
    }

    /// Every key at once, nil when none was ever set: for a reader in another module that asks
    /// several (`ScreenBuilder`). Asked one by one through a node's computed properties, each key
    /// is read from a copy of the whole node when the node is an array's element: those copies
    /// would be a large part of building a screen.
    package var values: Values? { storage?.values }

    /// Whether no key was ever set: asked without copying the keys.
    package var isEmpty: Bool { storage == nil }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage?.values ?? Values()) == (rhs.storage?.values ?? Values())
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage?.values ?? Values())
    }
}
