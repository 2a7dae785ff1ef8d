import EarshotUIKit

/// The type-specific keys of a screen node (`text`, `isOn`, `segments`, …), stored out of line.
///
/// A node holds them in one object, made when the first is set and copied on write, as arrays
/// are: a document imported from a dump has a node per element and per container, and most set
/// none of these keys, which inline would take over 300 bytes of every node. Nil keys and an
/// absent object are the same: nodes compare and hash by their keys' values alone.
package struct TypeSpecificKeys: Hashable, Sendable {
    /// The keys' values; every one nil by default.
    package struct Values: Hashable, Sendable {
        package var text: String?
        package var title: String?
        package var isEnabled: Bool?
        package var isSelected: Bool?
        package var isOn: Bool?
        package var minimum: Double?
        package var maximum: Double?
        package var current: Double?
        package var step: Double?
        package var segments: [String]?
        package var selectedIndex: Int?
        package var pages: Int?
        package var currentPage: Int?
        package var progress: Double?
        package var isAnimating: Bool?
        package var placeholder: String?
        package var isSecure: Bool?
        package var isEditing: Bool?
        package var detailText: String?
        package var accessory: ScreenNode.TableViewCellAccessory?
        package var contentSize: CGSize?
        package var contentOffset: CGPoint?
        package var isPagingEnabled: Bool?
        package var backTitle: String?
        package var items: [ScreenNode.TabBarItem]?
        package var message: String?
        package var actions: [String]?
    }

    /// Shared between copies of a node until one of them changes a key (copy on write).
    private final class Storage: @unchecked Sendable {
        // Safe to share across tasks: `values` is only changed through `TypeSpecificKeys`'s
        // setter, and only when this object is uniquely referenced (copy on write).
        package var values: Values

        package init(_ values: Values) {
            self.values = values
        }
    }

    private static let none = Values()

    private var storage: Storage?

    /// One key's value.
    package subscript<Value>(key: WritableKeyPath<Values, Value>) -> Value {
        get {
            // One key read where it lies, not a copy of every key.
            guard let storage else { return Self.none[keyPath: key] }
            return storage.values[keyPath: key]
        }
        set {
            if storage == nil {
                storage = Storage(Self.none)
            } else if !isKnownUniquelyReferenced(&storage!) {
                storage = Storage(storage!.values)
            }
            storage!.values[keyPath: key] = newValue
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage?.values ?? none) == (rhs.storage?.values ?? none)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage?.values ?? Self.none)
    }
}

extension ScreenNode {
    public var text: String? {
        get { typeSpecific[\.text] }
        set { typeSpecific[\.text] = newValue }
    }
    public var title: String? {
        get { typeSpecific[\.title] }
        set { typeSpecific[\.title] = newValue }
    }
    public var isEnabled: Bool? {
        get { typeSpecific[\.isEnabled] }
        set { typeSpecific[\.isEnabled] = newValue }
    }
    public var isSelected: Bool? {
        get { typeSpecific[\.isSelected] }
        set { typeSpecific[\.isSelected] = newValue }
    }
    public var isOn: Bool? {
        get { typeSpecific[\.isOn] }
        set { typeSpecific[\.isOn] = newValue }
    }
    public var minimum: Double? {
        get { typeSpecific[\.minimum] }
        set { typeSpecific[\.minimum] = newValue }
    }
    public var maximum: Double? {
        get { typeSpecific[\.maximum] }
        set { typeSpecific[\.maximum] = newValue }
    }
    public var current: Double? {
        get { typeSpecific[\.current] }
        set { typeSpecific[\.current] = newValue }
    }
    public var step: Double? {
        get { typeSpecific[\.step] }
        set { typeSpecific[\.step] = newValue }
    }
    public var segments: [String]? {
        get { typeSpecific[\.segments] }
        set { typeSpecific[\.segments] = newValue }
    }
    public var selectedIndex: Int? {
        get { typeSpecific[\.selectedIndex] }
        set { typeSpecific[\.selectedIndex] = newValue }
    }
    public var pages: Int? {
        get { typeSpecific[\.pages] }
        set { typeSpecific[\.pages] = newValue }
    }
    public var currentPage: Int? {
        get { typeSpecific[\.currentPage] }
        set { typeSpecific[\.currentPage] = newValue }
    }
    public var progress: Double? {
        get { typeSpecific[\.progress] }
        set { typeSpecific[\.progress] = newValue }
    }
    public var isAnimating: Bool? {
        get { typeSpecific[\.isAnimating] }
        set { typeSpecific[\.isAnimating] = newValue }
    }
    public var placeholder: String? {
        get { typeSpecific[\.placeholder] }
        set { typeSpecific[\.placeholder] = newValue }
    }
    public var isSecure: Bool? {
        get { typeSpecific[\.isSecure] }
        set { typeSpecific[\.isSecure] = newValue }
    }
    public var isEditing: Bool? {
        get { typeSpecific[\.isEditing] }
        set { typeSpecific[\.isEditing] = newValue }
    }
    public var detailText: String? {
        get { typeSpecific[\.detailText] }
        set { typeSpecific[\.detailText] = newValue }
    }
    public var accessory: TableViewCellAccessory? {
        get { typeSpecific[\.accessory] }
        set { typeSpecific[\.accessory] = newValue }
    }
    public var contentSize: CGSize? {
        get { typeSpecific[\.contentSize] }
        set { typeSpecific[\.contentSize] = newValue }
    }
    public var contentOffset: CGPoint? {
        get { typeSpecific[\.contentOffset] }
        set { typeSpecific[\.contentOffset] = newValue }
    }
    public var isPagingEnabled: Bool? {
        get { typeSpecific[\.isPagingEnabled] }
        set { typeSpecific[\.isPagingEnabled] = newValue }
    }
    public var backTitle: String? {
        get { typeSpecific[\.backTitle] }
        set { typeSpecific[\.backTitle] = newValue }
    }
    public var items: [TabBarItem]? {
        get { typeSpecific[\.items] }
        set { typeSpecific[\.items] = newValue }
    }
    public var message: String? {
        get { typeSpecific[\.message] }
        set { typeSpecific[\.message] = newValue }
    }
    public var actions: [String]? {
        get { typeSpecific[\.actions] }
        set { typeSpecific[\.actions] = newValue }
    }
}
