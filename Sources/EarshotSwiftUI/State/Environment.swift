import Foundation
import Observation

/// SwiftUI's `@Environment`: a value the view inherits (`EnvironmentValues`), or an observable
/// object an ancestor put there with `.environment(_:)`, read when its `body` is evaluated.
///
/// As in the SDK it is a nonisolated struct: the render hands it the values behind a lock.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let source: Source
    let box = EnvironmentBox()

    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An observable object by type; `optional` when the property is `Value?`, nil if absent.
        case object(ObjectIdentifier, name: String, optional: Bool)
    }

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// The observable object of type `objectType` an ancestor gave with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), optional: false)
    }

    /// The observable object of type `objectType`, or nil when no ancestor gave one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), optional: true)
    }

    /// The value in the environment of the render evaluating this view; outside a render, the
    /// default environment's.
    public var wrappedValue: Value {
        let values = box.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return values[keyPath: keyPath]
        case .object(let type, let name, let optional):
            if let object = values.objects[type]?.object as? Value { return object }
            if optional, let none = Optional<Any>.none as? Value { return none }
            // Only reached outside a render: a render checks first (`missingObject`).
            fatalError(Self.missingMessage(name))
        }
    }

    /// SwiftUI's message when a view reads an observable object no ancestor gave.
    static func missingMessage(_ name: String) -> String {
        "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view."
    }
}

/// Where a render puts the environment for an `@Environment` property to read, from any thread.
final class EnvironmentBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: EnvironmentValues?

    var values: EnvironmentValues? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Lets `ViewGraph` give every `@Environment` of a view its inherited values by reflection.
protocol EnvironmentProperty {
    /// Takes the render's values; a message naming what is missing when the view cannot be
    /// evaluated (an object no ancestor gave), else nil.
    func receive(_ values: EnvironmentValues) -> String?
}

extension Environment: EnvironmentProperty {
    func receive(_ values: EnvironmentValues) -> String? {
        box.values = values
        guard case .object(let type, let name, false) = source, values.objects[type] == nil else { return nil }
        return Self.missingMessage(name)
    }
}

extension View {
    /// Sets an environment value for this view's subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentModifier { $0[keyPath: keyPath] = value }
    }

    /// Puts an observable object in this view's subtree's environment, where
    /// `@Environment(T.self)` finds it; nil removes one an ancestor gave.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        let held = object.map(HeldObject.init)
        return environmentModifier { $0.objects[ObjectIdentifier(T.self)] = held }
    }
}

/// An object the environment carries to a subtree (`.environment(_:)`,
/// `.environmentObject(_:)`). Models are main-actor state in practice; the environment only
/// passes the reference along, and every read of it happens in a render on the main actor.
struct HeldObject: @unchecked Sendable {
    let object: AnyObject
}
