import EarshotUIKit
import Foundation

/// SwiftUI's `@AppStorage`: a value kept in `UserDefaults` under a key; writing it re-renders the
/// host. The store is the one given (`store:`), else the subtree's `.defaultAppStorage(_:)`, else
/// the application's (`AppStorageStores`): `UserDefaults.standard` for the process's application,
/// as on iOS, and a store of its own for each application a test creates with `UIApplication()`,
/// so tests running in parallel never see each other's values.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: AppStorageBox<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(unchecked: { box.value }, set: { box.set($0) })
    }

    init(key: String, store: UserDefaults?, initial: Value, coding: AppStorageCoding<Value>) {
        box = AppStorageBox(key: key, explicitStore: store, initial: initial, coding: coding)
    }
}

// MARK: The types UserDefaults holds

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, initial: wrappedValue, coding: .plain)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, initial: wrappedValue, coding: .plain)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, initial: wrappedValue, coding: .plain)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, initial: wrappedValue, coding: .plain)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, initial: wrappedValue, coding: .plain)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, initial: wrappedValue, coding: .plain)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, initial: wrappedValue, coding: .url)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, initial: wrappedValue, coding: .raw)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, initial: wrappedValue, coding: .raw)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, initial: nil, coding: .optional(.plain))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, initial: nil, coding: .optional(.plain))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, initial: nil, coding: .optional(.plain))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, initial: nil, coding: .optional(.plain))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, initial: nil, coding: .optional(.plain))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, initial: nil, coding: .optional(.url))
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, store: store, initial: nil, coding: .optional(.raw))
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, store: store, initial: nil, coding: .optional(.raw))
    }
}

/// How a value is written to and read from `UserDefaults` (a URL as UserDefaults' URL, an enum
/// as its raw value), so a value another part of the app stored under the key reads back.
struct AppStorageCoding<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
}

extension AppStorageCoding {
    /// A property-list value stored as itself.
    static var plain: AppStorageCoding {
        AppStorageCoding(
            read: { $0.object(forKey: $1) as? Value },
            write: { store, key, value in store.set(value, forKey: key) })
    }

}

extension AppStorageCoding where Value == URL {
    /// A URL, stored as UserDefaults stores URLs.
    static var url: AppStorageCoding {
        AppStorageCoding(read: { $0.url(forKey: $1) }, write: { store, key, value in store.set(value, forKey: key) })
    }
}

extension AppStorageCoding where Value: RawRepresentable {
    /// An enum stored as its raw value.
    static var raw: AppStorageCoding {
        AppStorageCoding(
            read: { ($0.object(forKey: $1) as? Value.RawValue).flatMap(Value.init(rawValue:)) },
            write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}

extension AppStorageCoding {
    /// An optional value: nil removes the key.
    static func optional<Wrapped>(_ wrapped: AppStorageCoding<Wrapped>) -> AppStorageCoding where Value == Wrapped? {
        AppStorageCoding(
            read: { store, key in wrapped.read(store, key).map { .some($0) } },
            write: { store, key, value in
                if let value { wrapped.write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

/// One `@AppStorage` property: its key, coding and store; the graph that renders it. The store is
/// decided when a render connects the property (`ViewGraph.attachState`); before that, the given
/// store or `UserDefaults.standard`.
final class AppStorageBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    let key: String
    let explicitStore: UserDefaults?
    let initial: Value
    let coding: AppStorageCoding<Value>
    private var connectedStore: UserDefaults?
    private weak var graph: ViewGraph?

    init(key: String, explicitStore: UserDefaults?, initial: Value, coding: AppStorageCoding<Value>) {
        self.key = key
        self.explicitStore = explicitStore
        self.initial = initial
        self.coding = coding
    }

    var store: UserDefaults { explicitStore ?? lock.withLock { connectedStore } ?? .standard }

    /// The stored value, else the initial one.
    var value: Value { coding.read(store, key) ?? initial }

    /// Writes the value to the store and re-renders the graph showing it.
    func set(_ newValue: Value) {
        coding.write(store, key, newValue)
        guard let graph = lock.withLock({ self.graph }) else { return }
        MainActor.runNowOrNext { graph.invalidate() }
    }

    func connect(store: UserDefaults, graph: ViewGraph) {
        lock.withLock {
            connectedStore = store
            self.graph = graph
        }
    }
}

/// Lets `ViewGraph` connect `@AppStorage` properties to the store of their subtree.
protocol AppStorageProperty {
    @MainActor func connect(environment: EnvironmentValues, graph: ViewGraph)
}

extension AppStorage: AppStorageProperty {
    @MainActor func connect(environment: EnvironmentValues, graph: ViewGraph) {
        let store = environment.defaultAppStorage ?? AppStorageStores.store(for: graph.host?.window?.application)
        box.connect(store: store, graph: graph)
    }
}

extension View {
    /// The store `@AppStorage` properties in this subtree use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        let held = HeldObject(object: store)
        return environmentModifier { $0.appStorage = held }
    }
}

extension EnvironmentValues {
    /// `.defaultAppStorage(_:)`'s store, if a view set one.
    var defaultAppStorage: UserDefaults? { appStorage?.object as? UserDefaults }
}

/// The default `@AppStorage` store of each application: `UserDefaults.standard` for the
/// process's, a suite of its own (a unique name, never written to disk by Foundation here) for
/// each application a test creates, so parallel tests do not share values.
@MainActor
enum AppStorageStores {
    private static var stores: [ObjectIdentifier: (application: WeakApplication, store: UserDefaults)] = [:]

    /// The store of `application`; `UserDefaults.standard` without one or for the process's.
    /// - Complexity: O(a), a the applications made so far (those gone are forgotten).
    static func store(for application: UIApplication?) -> UserDefaults {
        guard let application, application !== UIApplication.processApplication else { return .standard }
        stores = stores.filter { $0.value.application.object != nil }
        let identity = ObjectIdentifier(application)
        if let existing = stores[identity], existing.application.object === application { return existing.store }
        let store = UserDefaults(suiteName: "Earshot.AppStorage.\(UUID().uuidString)") ?? .standard
        stores[identity] = (WeakApplication(object: application), store)
        return store
    }

    struct WeakApplication {
        weak var object: UIApplication?
    }
}
