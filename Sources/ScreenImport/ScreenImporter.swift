import Foundation

/// Turns a dump of a real iOS app into a `ScreenDocument`: WebDriverAgent XML or JSON, or
/// XCUITest debugDescription text.
///
/// The document holds what VoiceOver would meet on that screen, not the dump's nesting: elements
/// carry the node types and attributes that make the one walk and the speech say what VoiceOver
/// says (see `DumpConverter`), and everything is made safe: bad input ends in an `ImportError`
/// naming the place, never in a crash or a hang.
///
/// Screen files (`.screenJSON`, `.screenYAML`) are not read here: they have their own reader
/// (`ScreenDocument`'s JSON/YAML initializers), and asking this importer for them throws
/// `.unsupportedFormat`. The caller (the CLI) picks the reader from the format.
public enum ScreenImporter {
    /// Imports `data`.
    /// - Parameters:
    ///   - format: the format to read; nil detects it from the content (`ScreenInputFormat.detect`).
    ///   - source: the input's name for messages (a path, or "<stdin>").
    ///   - limits: bounds on size, node count and depth.
    ///   - screen: the screen a fragment of a dump (no application or window at its root) was
    ///     on; nil takes the smallest device screen its frames fit.
    /// - Complexity: O(n) in the size of the input.
    public static func importScreen(
        _ data: Data, format: ScreenInputFormat? = nil, source: String = "<input>",
        limits: ImportLimits = .default, screen: CGSize? = nil
    ) throws -> ImportResult {
        try importScreen([UInt8](data), format: format, source: source, limits: limits, screen: screen)
    }

    /// Imports `bytes`, as `importScreen(_:format:source:limits:)` with `Data` does. UTF-8 without a
    /// byte-order mark, what most dumps are, is read in place: a caller holding the file as bytes
    /// keeps one copy of it, not three (each as large as the file).
    /// A caller that hands the bytes over (`consume`) has them freed once they are read, before the
    /// dump is converted, where the import's memory peaks.
    /// - Complexity: O(n) in the size of the input.
    public static func importScreen(
        _ bytes: consuming [UInt8], format: ScreenInputFormat? = nil, source: String = "<input>",
        limits: ImportLimits = .default, screen: CGSize? = nil
    ) throws -> ImportResult {
        let (dump, format) = try readDump(bytes, format: format, source: source, limits: limits)
        try dump.checkTextLengths()
        var converter = DumpConverter(dump: dump, screen: screen)
        let document = converter.convert()
        return ImportResult(
            document: document, warnings: dump.warnings + converter.warnings, format: format,
            positions: converter.positions)
    }

    /// Reads `bytes` into a dump, in the format given or detected. The input lives only in here,
    /// so it is freed when the dump is read.
    private static func readDump(
        _ bytes: consuming [UInt8], format: ScreenInputFormat?, source: String,
        limits: ImportLimits
    ) throws -> (RawDump, ScreenInputFormat) {
        let input = try ImportInput.decode(bytes, source: source, limits: limits)
        if input.isBlank {
            throw ImportError(.empty, at: ImportLocation(source: source, line: 1, column: 1), "the input is empty")
        }
        guard let format = format ?? ScreenInputFormat.detect(Data(input.bytes.prefix(65_536))) else {
            throw ImportError(
                .unrecognizedFormat, at: ImportLocation(source: source, line: 1, column: 1),
                "the content is not WebDriverAgent XML or JSON, XCUITest debugDescription text, or a screen file")
        }
        let dump: RawDump
        switch format {
        case .screenJSON, .screenYAML:
            throw ImportError(
                .unsupportedFormat, at: ImportLocation(source: source),
                "this is a screen file; read it with ScreenDocument's JSON/YAML reader, not ScreenImporter")
        case .webDriverAgentXML:
            dump = try WDAXMLReader.read(input, limits: limits)
        case .webDriverAgentJSON:
            dump = try WDAJSONReader.read(input, limits: limits)
        case .xcuitestDescription:
            dump = try XCUIDescriptionReader.read(input, limits: limits)
        }
        return (dump, format)
    }
}
