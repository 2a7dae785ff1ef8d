import Foundation

/// The two syntaxes of a screen file.
public enum ScreenFileFormat: String, Hashable, Sendable, CaseIterable {
    case json
    case yaml

    /// The format a file name's extension names (`json`, `yaml`, `yml`, any case), or nil.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        default: return nil
        }
    }

    /// Guesses from the content: JSON when the first character that is not whitespace (after
    /// the input gate's decoding of any byte order mark or UTF-16/32) is `{`, else YAML.
    public static func sniff(_ data: Data) -> ScreenFileFormat {
        let bytes = InputEncoding.decodedPrefix([UInt8](data.prefix(4096)))
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") ? .json : .yaml
    }
}

/// Reads screen files (docs/screen-format.md) into `ScreenDocument`s, JSON or YAML, checking
/// every rule and reporting the first broken one as a `ScreenFileError` that names the file,
/// the JSON path, the line and column and the reason. Legal-but-suspicious content (a duplicate
/// `id`, a value UIKit would clamp) comes back as warnings next to the document.
///
/// Where docs/screen-format.md leaves room, the reader decides:
/// - Frames and other rectangles: x and y may be negative, width and height may not; every
///   number must be finite (JSON has no NaN or Infinity; YAML's `.inf` and `.nan` are refused).
/// - `null` (or an empty YAML value) is never "the default": omit the key instead.
/// - Language tags: BCP 47 syntax with a 2–3-letter primary language (or `x-` private use);
///   "english" and the POSIX form "en_US" are errors, the latter with "en-US" suggested.
/// - `element` nodes take no view-only keys (`children`, `hidden`, `alpha`, `clipsToBounds`):
///   UIAccessibilityElement is not a view.
/// - `selectedIndex` must index `segments` / `items`; `currentPage` must be below `pages`; a
///   stepper needs minimum < maximum and step > 0 (UIStepper raises otherwise). Values UIKit only
///   adjusts (a slider's or stepper's `current` outside its range, slider minimum above maximum,
///   a switch's `value`) and duplicate `id`s are warnings.
/// - YAML: scalars are typed as Yams' YAML 1.1 resolver types them (so `yes` is a boolean and
///   `-.5` is text); dates stay text; aliases and merge keys work; custom tags are refused.
///
/// - Complexity: O(n) in the size of the file; no recursion on the file's depth for JSON (YAML
///   is limited by libyaml to about 500 nested nodes, with a clear error past that).
public struct ScreenFileReader: Sendable {
    /// A document read, with the warnings about it.
    public struct Result: Hashable, Sendable {
        public var document: ScreenDocument
        public var warnings: [ScreenFileWarning]
        /// Where each node is written in the file, for findings to point at.
        public var positions: ScreenPositions

        public init(document: ScreenDocument, warnings: [ScreenFileWarning] = [], positions: ScreenPositions = ScreenPositions()) {
            self.document = document
            self.warnings = warnings
            self.positions = positions
        }
    }

    /// The name diagnostics use when no file name is given (standard input, text in memory).
    public static let unnamedSource = "-"

    /// Bounds on nodes and text length (the byte limit applies where the file is read).
    public var limits: ImportLimits

    public init(limits: ImportLimits = .default) {
        self.limits = limits
    }

    /// Reads JSON bytes (UTF-8, optionally with a byte order mark).
    public func read(json data: Data, source: String? = nil) throws(ScreenFileError) -> Result {
        let source = source ?? Self.unnamedSource
        let tree = try JSONScreenFileParser.parse(data, source: source, limits: limits)
        var decoder = ScreenFileDecoder(tree: tree, source: source, syntax: .json, limits: limits)
        return try decoder.decode()
    }

    /// Reads JSON text.
    public func read(json text: String, source: String? = nil) throws(ScreenFileError) -> Result {
        try read(json: Data(text.utf8), source: source)
    }

    /// Reads YAML bytes (UTF-8, optionally with a byte order mark).
    public func read(yaml data: Data, source: String? = nil) throws(ScreenFileError) -> Result {
        let source = source ?? Self.unnamedSource
        let tree = try YAMLScreenFileParser.parse(data, source: source)
        var decoder = ScreenFileDecoder(tree: tree, source: source, syntax: .yaml, limits: limits)
        return try decoder.decode()
    }

    /// Reads YAML text.
    public func read(yaml text: String, source: String? = nil) throws(ScreenFileError) -> Result {
        let source = source ?? Self.unnamedSource
        let tree = try YAMLScreenFileParser.parse(text, source: source)
        var decoder = ScreenFileDecoder(tree: tree, source: source, syntax: .yaml, limits: limits)
        return try decoder.decode()
    }

    /// Reads bytes in `format`, or in the format `ScreenFileFormat.sniff` guesses when nil.
    public func read(_ data: Data, format: ScreenFileFormat? = nil, source: String? = nil) throws(ScreenFileError) -> Result {
        switch format ?? ScreenFileFormat.sniff(data) {
        case .json: try read(json: data, source: source)
        case .yaml: try read(yaml: data, source: source)
        }
    }

    /// Reads a file, choosing the syntax by extension (.json, .yaml, .yml) and otherwise by content.
    /// Diagnostics name the file by its path as given.
    public func read(contentsOf url: URL) throws(ScreenFileError) -> Result {
        let source = url.isFileURL ? url.relativePath : url.absoluteString
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw ScreenFileError(source: source, reason: "cannot read the file: \(reason)")
        }
        return try read(data, format: ScreenFileFormat(pathExtension: url.pathExtension), source: source)
    }
}

extension ScreenDocument {
    /// Reads a JSON screen file; warnings are dropped (use `ScreenFileReader` to see them).
    public init(json data: Data, source: String? = nil) throws(ScreenFileError) {
        self = try ScreenFileReader().read(json: data, source: source).document
    }

    /// Reads a YAML screen file from text.
    public init(yaml text: String, source: String? = nil) throws(ScreenFileError) {
        self = try ScreenFileReader().read(yaml: text, source: source).document
    }

    /// Reads a YAML screen file from bytes.
    public init(yaml data: Data, source: String? = nil) throws(ScreenFileError) {
        self = try ScreenFileReader().read(yaml: data, source: source).document
    }

    /// Reads a screen file, choosing JSON or YAML by extension, else by content.
    public init(contentsOf url: URL) throws(ScreenFileError) {
        self = try ScreenFileReader().read(contentsOf: url).document
    }
}
