import AccessibilityTree
import EarshotUIKit

/// What a braille display shows for one element: regions separated by a blank cell — the label,
/// then the value in a region of its own ("braille displays show the value in a separate register,
/// indicating that it is adjustable", Developing Accessible iOS Apps, chapter 6, "Value"), then the
/// element's role, abbreviated. Choices made here are decided in docs/assistive-technologies.md.
@MainActor
public struct BrailleLine: Sendable, Hashable {
    /// One region of the line.
    public struct Region: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case label, value, role
        }

        public let kind: Kind
        /// The print text the region shows.
        public let text: String
        /// Its braille, in Unicode braille cells.
        public let cells: String
        /// Where its cells start on the line (0-based cell index).
        public let start: Int
    }

    public let table: BrailleTable
    public let regions: [Region]

    /// The whole line as the display shows it, regions separated by one blank cell (U+2800).
    public var cells: String { regions.map(\.cells).joined(separator: "\u{2800}") }

    /// The print text of the line, regions separated by a space.
    public var text: String { regions.map(\.text).joined(separator: " ") }

    /// The region of `kind`, when the line has one.
    public func region(_ kind: Region.Kind) -> Region? { regions.first { $0.kind == kind } }

    /// The line for `node`, translated with `table`.
    public init(node: AccessibilityNode, table: BrailleTable = .uebGrade2, translator: LiblouisTranslator = LiblouisTranslator()) throws {
        var texts: [(Region.Kind, String)] = []
        if let label = node.label, !label.isEmpty { texts.append((.label, label)) }
        if let value = node.value, !value.isEmpty { texts.append((.value, value)) }
        let role = Self.roleAbbreviations(node.traits)
        if !role.isEmpty { texts.append((.role, role)) }
        let translated = try translator.translate(texts.map(\.1), table: table)
        var start = 0
        var regions: [Region] = []
        for ((kind, text), cells) in zip(texts, translated) {
            regions.append(Region(kind: kind, text: text, cells: cells, start: start))
            start += cells.count + 1
        }
        self.table = table
        self.regions = regions
    }

    /// The abbreviations a braille display shows for an element's traits, in this order.
    public static func roleAbbreviations(_ traits: UIAccessibilityTraits) -> String {
        let table: [(UIAccessibilityTraits, String)] = [
            (.selected, "selected"), (.notEnabled, "dim"), (.button, "btn"), (.link, "lnk"), (.header, "hd"),
            (.searchField, "srch fld"), (.image, "img"), (.adjustable, "adj"), (.keyboardKey, "key"),
            (.tabBar, "tab bar"),
        ]
        return table.filter { traits.contains($0.0) }.map(\.1).joined(separator: " ")
    }
}
