import EarshotUIKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A screen read from a file and built into live objects, ready for the walk.
@MainActor
public struct LoadedScreen {
    /// The file it came from ("-" for standard input).
    public let source: String
    /// The device the screen was read for. The document itself is not kept: once built, the
    /// live objects and `origins` say all a command needs, and a dump's document is a third of
    /// what reading it holds (`ScreenLoader.read(path:)` returns it, for a caller that wants it).
    public let device: ScreenDocument.Device
    /// Things that loaded but deserve a look (duplicate identifiers, values made safe), one
    /// sentence each, naming the place.
    public let warnings: [String]
    /// The application and window built from it.
    public let application: UIApplication
    public let window: UIWindow
    /// Where each live object came from in the file, and whether iOS draws it.
    public let origins: ScreenOrigins
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
    public nonisolated static let defaultMaximumBytes = ImportLimits.default.maxBytes

    /// Reads `path` ("-" reads standard input) and builds it. The format is `format` when given,
    /// else detected from the content (a screen file, WebDriverAgent XML or JSON, an XCUITest
    /// debugDescription), else taken from a `.json` / `.yaml` / `.yml` extension. `language`
    /// (BCP 47) replaces the document's device language: dumps do not record it. `limits` bound
    /// the bytes, nodes, depth and text lengths of every format alike. `screen` is the screen a
    /// fragment of a dump (no application or window at its root) was on.
    public static func load(
        path: String, format: ScreenInputFormat? = nil, language: String? = nil, limits: ImportLimits = .default,
        screen: CGSize? = nil
    ) throws -> LoadedScreen {
        let (document, warnings, positions) = try read(path: path, format: format, language: language, limits: limits, screen: screen)
        return try build(document, source: path, warnings: warnings, positions: positions)
    }

    /// Reads `path` into a document without building it (for `earshot convert`). `language`
    /// replaces the device language; a dump read without one gets the language its text shows
    /// (`LanguageGuess`), said in a warning, since no dump format records it.
    public static func read(
        path: String, format: ScreenInputFormat? = nil, language: String? = nil, limits: ImportLimits = .default,
        screen: CGSize? = nil
    ) throws -> (document: ScreenDocument, warnings: [String], positions: ScreenPositions) {
        let extensionFormat = path == "-" ? nil : ScreenFileFormat(pathExtension: (path as NSString).pathExtension)
        // The input gate first, so detection and every reader see the same checked UTF-8. The file's
        // `Data` lives only for this statement, and a dump is read from these bytes in place: one
        // copy of the file while it is imported, not three, and it is handed to the
        // importer, which frees it once read.
        let text: [UInt8]
        do {
            text = try InputEncoding.decode([UInt8](readData(path: path, maximumBytes: limits.maxBytes))).utf8
        } catch let error as InputEncoding.Problem {
            throw ScreenFileError(source: path, path: nil, position: error.position, reason: error.reason)
        }
        let chosen =
            format ?? ScreenInputFormat.detect(Data(text.prefix(65_536)))
            ?? extensionFormat.map(ScreenInputFormat.init)
        switch chosen {
        case .screenJSON?, .screenYAML?:
            let syntax: ScreenFileFormat = chosen == .screenJSON ? .json : .yaml
            var result = try ScreenFileReader(limits: limits).read(Data(text), format: syntax, source: path)
            if let language { result.document.device.language = language }
            return (result.document, result.warnings.map(\.description), result.positions)
        case let dumpFormat?:
            let result = try ScreenImporter.importScreen(consume text, format: dumpFormat, source: path, limits: limits, screen: screen)
            var document = result.document
            var warnings = result.warnings.map(\.description)
            if let language {
                document.device.language = language
            } else if let guess = LanguageGuess.guess(document) {
                document.device.language = guess.language
                warnings.append(
                    "\(path): warning: the dump records no language; read as \(guess.language), guessed from its \(guess.evidence) (--language sets it)"
                )
            }
            return (document, warnings, result.positions)
        case nil:
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                throw ScreenInputError(source: path, reason: "the input is empty; expected a screen file or a dump of a real app")
            }
            // Unrecognised content still goes to the screen-file reader, whose error says
            // precisely what is wrong at which line; its syntax is the one the content looks like.
            var result = try ScreenFileReader(limits: limits).read(Data(text), format: nil, source: path)
            if let language { result.document.device.language = language }
            return (result.document, result.warnings.map(\.description), result.positions)
        }
    }

    /// The built-in sample screen, built; `language` replaces its device language.
    public static func sample(language: String? = nil) throws -> LoadedScreen {
        var result = try SampleScreen.read()
        if let language { result.document.device.language = language }
        return try build(
            result.document, source: SampleScreen.sourceName, warnings: result.warnings.map(\.description),
            positions: result.positions)
    }

    /// Builds `document` into live objects; `positions` say where each node is written.
    public static func build(
        _ document: ScreenDocument, source: String, warnings: [String] = [], positions: ScreenPositions = ScreenPositions()
    ) throws -> LoadedScreen {
        let built = try ScreenBuilder().buildScreen(document)
        return LoadedScreen(
            source: source, device: document.device, warnings: warnings,
            application: built.application, window: built.window,
            origins: ScreenOrigins(document: document, positions: positions, objects: built.object(for:))
        )
    }

    /// The text of `path` (or standard input for "-"), decoded by the input gate, for the other
    /// files a command reads (an audit configuration, a baseline), under the same size limit.
    public nonisolated static func readText(path: String, maximumBytes: Int = defaultMaximumBytes) throws -> String {
        let data = try readData(path: path, maximumBytes: maximumBytes)
        do {
            return String(decoding: try InputEncoding.decode([UInt8](data)).utf8, as: UTF8.self)
        } catch {
            throw ScreenFileError(source: path, path: nil, position: error.position, reason: error.reason)
        }
    }

    /// The bytes of `path`, or of standard input for "-", refusing more than `maximumBytes`.
    ///
    /// Files are read to their end with `read(2)`, so pipes, FIFOs, process substitution
    /// (`<(cat FILE)`) and standard input work as a regular file does. A regular file's size is
    /// checked before reading; anything else is refused as soon as it passes the limit, and a
    /// stream that starts with NUL bytes (such as /dev/zero) is refused at its first chunk.
    /// - Complexity: O(n) in the bytes read.
    public nonisolated static func readData(path: String, maximumBytes: Int) throws -> Data {
        let name = path == "-" ? "standard input" : path
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ScreenInputError(source: path, reason: systemReason(errno, opening: true)) }
        }
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ScreenInputError(source: name, reason: systemReason(errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw ScreenInputError(source: path, reason: "is a directory, not a screen file")
        }
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        if isRegular, Int(status.st_size) > maximumBytes {
            throw ScreenInputError(
                source: name, reason: "the file is \(status.st_size) bytes, larger than the limit of \(maximumBytes) bytes (--max-bytes)")
        }
        var data = Data()
        if isRegular { data.reserveCapacity(Int(status.st_size)) }
        let chunkSize = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var checkedStart = false
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ScreenInputError(source: name, reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > maximumBytes {
                throw ScreenInputError(
                    source: name,
                    reason:
                        "\(path == "-" ? "standard input" : "the input") is larger than the limit of \(maximumBytes) bytes (--max-bytes)")
            }
            if !checkedStart, data.count >= 4 {
                checkedStart = true
                if InputEncoding.detect(data).encoding == .utf8, data.prefix(4).contains(0) {
                    throw ScreenInputError(source: name, reason: "starts with NUL bytes: not a text file")
                }
            }
        }
        return data
    }

    private nonisolated static func systemReason(_ code: Int32, opening: Bool = false) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case ELOOP: "too many levels of symbolic links"
        default: "cannot be \(opening ? "opened" : "read") (\(String(cString: strerror(code))))"
        }
    }
}

extension ScreenInputFormat {
    /// The screen-file format of a syntax.
    public init(_ syntax: ScreenFileFormat) {
        self = syntax == .json ? .screenJSON : .screenYAML
    }
}

/// read(2); a free function because `ScreenLoader.read` shadows it inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
