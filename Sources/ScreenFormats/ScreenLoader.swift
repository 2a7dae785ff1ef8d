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

    /// Reads `path` ("-" reads standard input) and builds it.
    public static func load(path: String, maximumBytes: Int = defaultMaximumBytes) throws -> LoadedScreen {
        let data = try readData(path: path, maximumBytes: maximumBytes)
        let format = path == "-" ? nil : ScreenFileFormat(pathExtension: (path as NSString).pathExtension)
        let result = try ScreenFileReader().read(data, format: format, source: path)
        return try build(result.document, source: path, warnings: result.warnings.map(\.description))
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
