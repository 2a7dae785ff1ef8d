/// The attributes the importer reads (docs/real-dumps.md §1.2 and §1.3).
enum WDAXMLAttributeName: Int, CaseIterable {
    case type, name, label, value, placeholderValue, title, hint, minValue, maxValue
    case enabled, visible, accessible, focused, selected, traits, customActions, nativeFrame
    case x, y, width, height

    /// The attribute named by the bytes of `range`, or nil for one the importer does not read.
    /// (A static function, not an initializer: an initializer would take the scanner as its own
    /// copy, and copying it on every attribute cost 2% of a read.)
    static func named(_ range: Range<Int>, in scanner: WDAXMLScanner) -> Self? {
        guard let first = range.first.map({ scanner.bytes[$0] }) else { return nil }
        let guess: Self
        switch (range.count, first) {
        case (1, UInt8(ascii: "x")): guess = .x
        case (1, UInt8(ascii: "y")): guess = .y
        case (4, UInt8(ascii: "t")): guess = .type
        case (4, UInt8(ascii: "n")): guess = .name
        case (4, UInt8(ascii: "h")): guess = .hint
        case (5, UInt8(ascii: "l")): guess = .label
        case (5, UInt8(ascii: "v")): guess = .value
        case (5, UInt8(ascii: "t")): guess = .title
        case (5, UInt8(ascii: "w")): guess = .width
        case (6, UInt8(ascii: "h")): guess = .height
        case (6, UInt8(ascii: "t")): guess = .traits
        case (7, UInt8(ascii: "e")): guess = .enabled
        case (7, UInt8(ascii: "v")): guess = .visible
        case (7, UInt8(ascii: "f")): guess = .focused
        case (8, UInt8(ascii: "m")): guess = scanner.bytes[range.lowerBound + 1] == UInt8(ascii: "i") ? .minValue : .maxValue
        case (8, UInt8(ascii: "s")): guess = .selected
        case (10, UInt8(ascii: "a")): guess = .accessible
        case (11, UInt8(ascii: "n")): guess = .nativeFrame
        case (13, UInt8(ascii: "c")): guess = .customActions
        case (16, UInt8(ascii: "p")): guess = .placeholderValue
        default: return nil
        }
        return scanner.bytes(range, equal: guess.spelling) ? guess : nil
    }

    /// The attribute's name as written.
    var spelling: StaticString {
        switch self {
        case .type: "type"
        case .name: "name"
        case .label: "label"
        case .value: "value"
        case .placeholderValue: "placeholderValue"
        case .title: "title"
        case .hint: "hint"
        case .minValue: "minValue"
        case .maxValue: "maxValue"
        case .enabled: "enabled"
        case .visible: "visible"
        case .accessible: "accessible"
        case .focused: "focused"
        case .selected: "selected"
        case .traits: "traits"
        case .customActions: "customActions"
        case .nativeFrame: "nativeFrame"
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        }
    }
}
