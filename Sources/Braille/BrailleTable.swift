/// A liblouis translation table: the braille code a display shows text in.
public struct BrailleTable: Hashable, Sendable, CustomStringConvertible {
    /// The liblouis table file (in liblouis's table directory), e.g. `en-ueb-g2.ctb`.
    public let fileName: String

    /// Unified English Braille, grade 1 (uncontracted).
    public static let uebGrade1 = BrailleTable(uncheckedFileName: "en-ueb-g1.ctb")
    /// Unified English Braille, grade 2 (contracted): what iOS shows by default for English.
    public static let uebGrade2 = BrailleTable(uncheckedFileName: "en-ueb-g2.ctb")
    /// Eight-dot computer braille (US), one cell per character.
    public static let computer = BrailleTable(uncheckedFileName: "en-us-comp8.ctb")

    /// The names `--braille-table` accepts besides a table file name.
    public static let aliases: [String: BrailleTable] = [
        "ueb1": .uebGrade1, "ueb-g1": .uebGrade1, "ueb2": .uebGrade2, "ueb-g2": .uebGrade2,
        "computer": .computer, "comp8": .computer,
    ]

    private init(uncheckedFileName: String) { fileName = uncheckedFileName }

    /// `ueb1`, `ueb2`, `computer`, or the file name of any liblouis table (`de-g2.ctb`). A name
    /// that could not be a table file (a path, spaces, a comma, which liblouis reads as a list)
    /// gives nil; whether the file exists is known only when liblouis is asked.
    public init?(name: String) {
        if let alias = Self.aliases[name.lowercased()] {
            self = alias
            return
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard !name.isEmpty, name.count <= 100, !name.hasPrefix("."), !name.hasPrefix("-"), name.allSatisfy(allowed.contains) else {
            return nil
        }
        fileName = name
    }

    public var description: String { fileName }
}
