import EarshotUIKit
import Foundation

/// A screen read from a file and built into live objects, ready for the walk.
@MainActor
public struct LoadedScreen {
    /// The file it came from ("-" for standard input).
    public let source: String
    /// The screen as data.
    public let document: ScreenDocument
    /// Things that loaded but deserve a look (duplicate identifiers, values made safe), one
    /// sentence each, naming the place.
    public let warnings: [String]
    /// The application and window built from it.
    public let application: UIApplication
    public let window: UIWindow
}

/// An error reading a file before any format is involved (missing file, unreadable, too big).
public struct ScreenInputError: Error, CustomStringConvertible, Sendable {
    public let source: String
    public let reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}

/// Reads a screen from a path (or standard input) in any supported format and builds it: the one
/// entry point the `earshot` commands use.
@MainActor
public enum ScreenLoader {
    /// Files larger than this are refused before reading (a setting of the caller).
    public nonisolated static let defaultMaximumBytes = 512 * 1024 * 1024

    /// Reads `path` ("-" reads standard input) and builds it. The format is `format` when given,
    /// else detected from the content (a screen file, WebDriverAgent XML or JSON, an XCUITest
    /// debugDescription), else taken from a `.json` / `.yaml` / `.yml` extension. `language`
    /// (BCP 47) replaces the document's device language: dumps do not record it.
    public static func load(
        path: String, format: ScreenInputFormat? = nil, language: String? = nil,
        maximumBytes: Int = defaultMaximumBytes
    ) throws -> LoadedScreen {
        var (document, warnings) = try read(path: path, format: format, maximumBytes: maximumBytes)
        if let language { document.device.language = language }
        return try build(document, source: path, warnings: warnings)
    }

    /// Reads `path` into a document without building it (for `earshot convert`).
    public static func read(
        path: String, format: ScreenInputFormat? = nil, maximumBytes: Int = defaultMaximumBytes
    ) throws -> (document: ScreenDocument, warnings: [String]) {
        let data = try readData(path: path, maximumBytes: maximumBytes)
        let extensionFormat = path == "-" ? nil : ScreenFileFormat(pathExtension: (path as NSString).pathExtension)
        let chosen = format ?? ScreenInputFormat.detect(data) ?? extensionFormat.map(ScreenInputFormat.init)
        switch chosen {
        case .screenJSON?, .screenYAML?, nil:
            // Unrecognised content with no screen-file extension still goes to the screen-file
            // reader, whose error says precisely what is wrong at which line.
            let syntax: ScreenFileFormat? = chosen == .screenJSON ? .json : chosen == .screenYAML ? .yaml : extensionFormat
            let result = try ScreenFileReader().read(data, format: syntax, source: path)
            return (result.document, result.warnings.map(\.description))
        case let dumpFormat?:
            var limits = ImportLimits.default
            limits.maxBytes = maximumBytes
            let result = try ScreenImporter.importScreen(data, format: dumpFormat, source: path, limits: limits)
            return (result.document, result.warnings.map(\.description))
        }
    }

    /// The built-in sample screen, built.
    public static func sample() throws -> LoadedScreen {
        let result = try SampleScreen.read()
        return try build(result.document, source: SampleScreen.sourceName, warnings: result.warnings.map(\.description))
    }

    /// Builds `document` into live objects.
    public static func build(_ document: ScreenDocument, source: String, warnings: [String] = []) throws -> LoadedScreen {
        let built = try ScreenBuilder().build(document)
        return LoadedScreen(
            source: source, document: document, warnings: warnings,
            application: built.application, window: built.window
        )
    }

    /// The bytes of `path`, or of standard input for "-", refusing more than `maximumBytes`.
    public static func readData(path: String, maximumBytes: Int) throws -> Data {
        if path == "-" {
            var data = Data()
            let input = FileHandle.standardInput
            while true {
                let chunk = input.readData(ofLength: 1 << 20)
                if chunk.isEmpty { break }
                data.append(chunk)
                if data.count > maximumBytes {
                    throw ScreenInputError(source: "-", reason: "standard input is larger than the limit of \(maximumBytes) bytes")
                }
            }
            return data
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ScreenInputError(source: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ScreenInputError(source: path, reason: "is a directory, not a screen file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            throw ScreenInputError(source: path, reason: "the file is \(size) bytes, larger than the limit of \(maximumBytes) bytes")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw ScreenInputError(source: path, reason: "cannot be read (\(error.localizedDescription))")
        }
    }
}

extension ScreenInputFormat {
    /// The screen-file format of a syntax.
    public init(_ syntax: ScreenFileFormat) {
        self = syntax == .json ? .screenJSON : .screenYAML
    }
}
