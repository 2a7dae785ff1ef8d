import ArgumentParser
import Earshot
import EarshotPort
import Foundation

/// `earshot port FILE… (--output DIR | --in-place)`: rewrites what Swift on Linux cannot compile
/// in UIKit source (`#selector`, `@objc`, overrides in extensions, Apple-only imports and
/// conditions) into Earshot's typed equivalents (docs/port.md). Prints each change as
/// `FILE:LINE: what changed`. Every input is read and parsed before anything is written, so a bad
/// file writes nothing.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite UIKit source so Swift on Linux compiles it against Earshot.",
        discussion: """
            Rewrites #selector(m) into a typed method reference (Type.m), drops @objc, @IBAction, \
            @IBOutlet and the like, moves overrides declared in extensions into their class, turns \
            UIKit-family imports into `import Earshot`, removes @main, and resolves #if os(iOS), \
            canImport(UIKit) and targetEnvironment(simulator) as on an iPhone simulator. Porting \
            the output again changes nothing. See docs/port.md.
            """
    )

    @Argument(help: "The Swift files to port.")
    var files: [String]

    @Option(name: [.short, .long], help: "Write the ported files into this folder (created if missing), under their own names.")
    var output: String?

    @Flag(help: "Rewrite the files where they are.")
    var inPlace = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one Swift file to port") }
        switch (output, inPlace) {
        case (nil, false): throw ValidationError("say where the ported files go: --output DIR, or --in-place to rewrite them")
        case (.some, true): throw ValidationError("--output and --in-place exclude each other")
        default: break
        }
    }

    func run() throws {
        var ported: [(path: String, result: PortResult)] = []
        var failed = false
        for path in files {
            do {
                ported.append((path, try Porter.port(try Self.read(path), fileName: path)))
            } catch {
                Output.error(String(describing: error))
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
        let destinations = try destinations(for: ported.map(\.path))
        for ((path, result), destination) in zip(ported, destinations) {
            if output != nil || result.changedText { try OutputFile.write(Data(result.text.utf8), to: destination) }
            let lines = result.changes.map { "\(path):\($0.line): \($0.message)" }
            if !lines.isEmpty { try Output.write(lines.joined(separator: "\n")) }
        }
        let count = ported.reduce(0) { $0 + $1.result.changes.count }
        Output.note("\(count) \(count == 1 ? "change" : "changes") reported in \(ported.count) \(ported.count == 1 ? "file" : "files")")
    }

    /// The file's text; a folder, an unreadable file or one that is not UTF-8 is refused by name.
    private static func read(_ path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ReadError(path: path, reason: "no such file")
        }
        if isFolder.boolValue { throw ReadError(path: path, reason: "is a folder; name the Swift files to port") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(path: path, reason: "cannot read it") }
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(path: path, reason: "is not UTF-8 text") }
        return text
    }

    /// Where each file goes: itself with --in-place; DIR/NAME with --output, refusing two inputs
    /// of one name and a destination that is an input (that needs --in-place).
    private func destinations(for paths: [String]) throws -> [String] {
        guard let output else { return paths }
        let folder = URL(fileURLWithPath: output)
        let inputs = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path })
        var seen: [String: String] = [:]
        var result: [String] = []
        for path in paths {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if let other = seen[name] {
                Output.error("\(path): has the same name as \(other); --output keeps names, so port them one at a time")
                throw ExitCode.failure
            }
            seen[name] = path
            let destination = folder.appendingPathComponent(name)
            if inputs.contains(destination.standardizedFileURL.resolvingSymlinksInPath().path) {
                Output.error("\(path): --output would overwrite it; use --in-place to rewrite files where they are")
                throw ExitCode.failure
            }
            result.append(destination.path)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Output.error("\(output): cannot create the folder (\(error.localizedDescription))")
            throw ExitCode.failure
        }
        return result
    }

    private struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }
}
