/// SwiftUI's `EnvironmentKey`: a custom environment value, declared by an app as
/// `struct MyKey: EnvironmentKey { static let defaultValue = … }` and exposed with
/// `extension EnvironmentValues { var my: … { get { self[MyKey.self] } set { self[MyKey.self] = newValue } } }`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value set for `key` by an ancestor, else its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = CustomValue(value: newValue) }
    }
}

/// A value set for an app's own key. Environment values are handed down within one render on
/// the main actor; the wrapper only lets the values struct stay `Sendable` as in the SDK.
struct CustomValue: @unchecked Sendable {
    let value: Any
}

/// SwiftUI's `@Entry`: `extension EnvironmentValues { @Entry var accent: Color = .blue }` declares
/// the key and the property in one line (expanded by EarshotMacros' `EntryMacro`).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EarshotMacros", type: "EntryMacro")
