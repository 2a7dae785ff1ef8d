import Foundation

/// Turns the scanner's start tags into `RawDumpNode`s: a node per element but Appium's
/// `<AppiumAUT>` wrapper, typed by its `type` attribute or else its tag name, filled from the
/// attributes the importer knows. Unknown attributes are never decoded; malformed values are
/// dropped with a warning.
struct WDAXMLNodeBuilder {
    private(set) var dump: RawDump
    private var strings = WDAXMLStringTable()
    /// For each known attribute (by `WDAXMLAttributeName.rawValue`), its index among the current
    /// tag's attributes, or -1.
    private var found = [Int](repeating: -1, count: WDAXMLAttributeName.allCases.count)

    /// - Parameter expectedNodes: room made at once in the node list, which the builder holds
    ///   alone (a second holder would make its first append copy it).
    init(dump: RawDump, expectedNodes: Int) {
        self.dump = dump
        self.dump.reserveCapacity(expectedNodes)
    }

    /// Adds the node of the scanner's current start tag, whose `<` is at `location`, under
    /// `parent` and returns its index; nil for Appium's wrapper.
    /// - Throws: a limit of `ImportLimits` passed, or an attribute value that does not decode.
    mutating func addNode(of scanner: WDAXMLScanner, at location: ImportLocation, parent: Int?) throws -> Int? {
        for key in found.indices { found[key] = -1 }
        for index in scanner.attributes.indices {
            if let key = WDAXMLAttributeName.named(scanner.attributes[index].name, in: scanner) { found[key.rawValue] = index }
        }
        let typeAttribute = attribute(.type, of: scanner)
        if typeAttribute == nil && scanner.bytes(scanner.tagName, equal: "AppiumAUT") { return nil }
        var node: RawDumpNode
        if let typeAttribute, typeAttribute.needsDecoding {
            node = RawDumpNode(typeName: try scanner.value(of: typeAttribute), location: location)
        } else {
            let type = strings.typeName(typeAttribute?.value ?? scanner.tagName, in: scanner.bytes)
            node = RawDumpNode(typeName: type.name, knownType: type.type, location: location)
        }
        try apply(scanner, to: &node)
        return try dump.append(node, parent: parent)
    }

    private func attribute(_ key: WDAXMLAttributeName, of scanner: WDAXMLScanner) -> WDAXMLAttribute? {
        let index = found[key.rawValue]
        return index >= 0 ? scanner.attributes[index] : nil
    }

    private func text(_ key: WDAXMLAttributeName, of scanner: WDAXMLScanner) throws -> String? {
        guard let attribute = attribute(key, of: scanner) else { return nil }
        return try scanner.value(of: attribute)
    }

    /// Fills `node` from the current tag's attributes.
    private mutating func apply(_ scanner: WDAXMLScanner, to node: inout RawDumpNode) throws {
        let location = node.location
        node.name = try text(.name, of: scanner)
        node.label = try text(.label, of: scanner)
        node.value = try text(.value, of: scanner).flatMap { $0.isEmpty ? nil : $0 }
        node.placeholderValue = try text(.placeholderValue, of: scanner)
        node.title = try text(.title, of: scanner)
        node.hint = try text(.hint, of: scanner)
        node.minValue = try text(.minValue, of: scanner)
        node.maxValue = try text(.maxValue, of: scanner)
        node.isEnabled = try flag(.enabled, of: scanner, at: location)
        node.isVisible = try flag(.visible, of: scanner, at: location)
        node.isAccessible = try flag(.accessible, of: scanner, at: location)
        node.isFocused = try flag(.focused, of: scanner, at: location)
        node.isSelected = try flag(.selected, of: scanner, at: location)
        if let traits = attribute(.traits, of: scanner) {
            let text = traits.needsDecoding ? try scanner.value(of: traits) : strings.string(traits.value, in: scanner.bytes)
            node.traits = dump.traits(from: text, at: location)
        }
        if let actions = try text(.customActions, of: scanner), !actions.isEmpty {
            node.customActions = actions.split(separator: ",").map { String($0) }
        }
        if let native = try text(.nativeFrame, of: scanner), let frame = RawFrame(braced: Substring(native)) {
            node.frame = frame
        } else {
            let x = attribute(.x, of: scanner)
            let y = attribute(.y, of: scanner)
            let width = attribute(.width, of: scanner)
            let height = attribute(.height, of: scanner)
            if x != nil || y != nil || width != nil || height != nil {
                if let x = try Self.number(x, of: scanner), let y = try Self.number(y, of: scanner),
                    let width = try Self.number(width, of: scanner), let height = try Self.number(height, of: scanner)
                {
                    node.frame = RawFrame(x: x, y: y, width: width, height: height)
                } else {
                    dump.warn(at: location, "incomplete or unreadable frame (x, y, width, height); the node takes its parent's frame")
                }
            }
        }
    }

    /// A boolean attribute; `true` and `false` (and `1`, `0`) are read from the bytes, anything
    /// else goes to `RawDump.bool`, which reads other spellings or warns.
    private mutating func flag(_ key: WDAXMLAttributeName, of scanner: WDAXMLScanner, at location: ImportLocation) throws -> Bool? {
        guard let attribute = attribute(key, of: scanner) else { return nil }
        if !attribute.needsDecoding {
            if scanner.bytes(attribute.value, equal: "true") || scanner.bytes(attribute.value, equal: "1") { return true }
            if scanner.bytes(attribute.value, equal: "false") || scanner.bytes(attribute.value, equal: "0") { return false }
        }
        return dump.bool(try scanner.value(of: attribute), attribute: key.spelling.description, at: location)
    }

    /// A frame number: WebDriverAgent's whole points read from the bytes, anything else through
    /// `Double`, white space around it allowed.
    private static func number(_ attribute: WDAXMLAttribute?, of scanner: WDAXMLScanner) throws -> Double? {
        guard let attribute else { return nil }
        if !attribute.needsDecoding, let whole = wholeNumber(attribute.value, in: scanner.bytes) { return whole }
        let text = try scanner.value(of: attribute)
        return Double(text) ?? Double(text.trimmingCharacters(in: .whitespaces))
    }

    /// `-?[0-9]{1,15}` as a Double (exact: below 2⁵³), or nil for any other spelling.
    private static func wholeNumber(_ range: Range<Int>, in bytes: [UInt8]) -> Double? {
        var index = range.lowerBound
        let negative = index < range.upperBound && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.upperBound, range.upperBound - index <= 15 else { return nil }
        var value = 0
        while index < range.upperBound {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -Double(value) : Double(value)
    }
}
