/// SwiftUI's `@Environment`: a value the view inherits (`EnvironmentValues`), read when its
/// `body` is evaluated.
@MainActor
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment of the render evaluating this view; outside a render, the
    /// default environment's.
    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

/// Where a render puts the environment for an `@Environment` property to read.
@MainActor
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// Lets `ViewGraph` give every `@Environment` of a view its inherited values by reflection.
@MainActor
protocol EnvironmentProperty {
    func receive(_ values: EnvironmentValues)
}

extension Environment: EnvironmentProperty {
    func receive(_ values: EnvironmentValues) { box.values = values }
}

extension View {
    /// Sets an environment value for this view's subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentModifier { $0[keyPath: keyPath] = value }
    }
}
