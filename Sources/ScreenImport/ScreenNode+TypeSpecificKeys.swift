import EarshotUIKit

/// The type-specific keys of a screen node (`text`, `isOn`, `segments`, …), stored out of line
/// (`OutOfLineKeys`): most nodes of a document imported from a dump set none of them, and inline
/// they would take over 300 bytes of every node.
package typealias TypeSpecificKeys = OutOfLineKeys<TypeSpecificValues>

/// The type-specific keys' values; every one nil by default.
package struct TypeSpecificValues: OutOfLineKeyValues {
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

    package init() {}
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
