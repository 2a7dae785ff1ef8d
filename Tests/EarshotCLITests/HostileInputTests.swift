import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Tag {
    /// Tests that build large inputs (hundreds of thousands of nodes); skipped when
    /// `EARSHOT_SKIP_STRESS` is set, for a fast local run. `.ci/run` runs them all.
    @Tag static var stress: Self
}

/// Stress tests run unless `EARSHOT_SKIP_STRESS` is set.
let stressTestsEnabled = ProcessInfo.processInfo.environment["EARSHOT_SKIP_STRESS"] == nil

/// The hostile corpus (Tests/EarshotCLITests/Hostile), each file run through the built binary as
/// an attacker or an unlucky user would: the exit code, the message naming the place and the
/// reason, bounded time, and never a crash (a trap exits 132/133/134), a hang or a raw control
/// character on the terminal. The cases are those a review of hostile input found.
@Suite("earshot: hostile input and output")
struct HostileInputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs the binary, checking that it ends within `seconds` and did not trap.
    static func run(_ arguments: [String], input: String? = nil, seconds: Double = 30) throws -> CommandResult {
        let start = Date()
        let result = try CommandRunner.run(arguments, input: input)
        #expect(Date().timeIntervalSince(start) < seconds, "earshot \(arguments.joined(separator: " ")) took too long")
        #expect(result.exitCode == 0 || result.exitCode == 1 || result.exitCode == 64, "exit \(result.exitCode): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtrac"), "\(result.stderr)")
        return result
    }

    /// Refusals: exit 1 and one `earshot: error: FILE…: reason` line, for every command that reads.
    @Test(arguments: [
        ("entity-utf16le-no-bom.xml", "entity-utf16le-no-bom.xml:2:1: the XML declares a DOCTYPE with an internal subset"),
        ("entity-utf16be-no-bom.xml", "entity-utf16be-no-bom.xml:2:1: the XML declares a DOCTYPE with an internal subset"),
        ("quadratic-utf16le-no-bom.xml", "quadratic-utf16le-no-bom.xml:2:1: the XML declares a DOCTYPE with an internal subset"),
        ("merge-bomb.yaml", "the YAML's merge keys ('<<') bring in more than 100000 mappings"),
        ("slider-range-1e39.yaml", "slider-range-1e39.yaml:7:16: $.root.children[0].minimum: -1e+39 is out of range"),
        ("frame-1e19.yaml", "frame-1e19.yaml:7:15: $.root.children[0].frame[0]: 1e+19 is out of range"),
        ("activation-point-1e308.json", "$.root.children[0].activationPoint[0]: 1e+308 is out of range"),
        ("scroll-content-1e308.yaml", "$.root.children[0].contentSize[1]: 1e+308 is out of range"),
        ("version-huge.json", "$.version: unsupported version 1e+308; this build reads version 1"),
        ("version-fraction.yaml", "$.version: unsupported version 1.0000000001"),
        ("nul-only.bin", "nul-only.bin: starts with NUL bytes: not a text file"),
        ("nul-in-xml.xml", "nul-in-xml.xml:1:172: a NUL character (U+0000)"),
        ("duplicate-attribute.xml", "duplicate-attribute.xml:1:75: the attribute 'label' appears twice on <XCUIElementTypeApplication>"),
        ("truncated.xml", "truncated.xml:1:172: the XML ends inside the value of the attribute 'label' of <XCUIElementTypeButton>"),
        ("empty.xml", "empty.xml: the input is empty; expected a screen file or a dump of a real app"),
    ])
    func refused(file: String, message: String) throws {
        for command in [["read"], ["run", "right", "scroll-down", "doubletap"], ["audit"], ["convert"]] {
            var arguments = [command[0], Self.path(file)] + command.dropFirst()
            if command[0] == "run" { arguments = ["run", Self.path(file)] + command.dropFirst() }
            let result = try Self.run(arguments)
            #expect(result.exitCode == 1, "\(command[0]) \(file)")
            #expect(result.stdout.isEmpty || command[0] == "audit", "\(command[0]) \(file)")
            #expect(result.stderr.hasPrefix("earshot: error: "), "\(command[0]) \(file): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(command[0]) \(file): \(result.stderr)")
            #expect(!result.stderr.contains("Error Domain") && !result.stderr.contains("Error("), "\(result.stderr)")
        }
    }

    /// Valid input that was refused before: UTF-16 and UTF-32 with and without a byte-order mark,
    /// debugDescriptions with CRLF and CR line ends.
    @Test(arguments: [
        "valid-utf16le-bom.xml", "valid-utf16be-no-bom.xml", "valid-utf32le-no-bom.xml",
        "debug-description-crlf.txt", "debug-description-cr.txt",
    ])
    func otherEncodingsAndLineEndsRead(file: String) throws {
        let result = try Self.run(["read", Self.path(file)])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "OK, Button\n")
    }

    /// What the reader changes it says: duplicate keys (the last wins) and lone surrogates (U+FFFD).
    @Test func wdaJSONChangesAreWarned() throws {
        let result = try Self.run(["read", Self.path("wda-json-duplicates-surrogates.json")])
        #expect(result.exitCode == 0)
        #expect(
            result.stderr.contains(
                "earshot: warning: \(Self.path("wda-json-duplicates-surrogates.json")):1:50: the key 'label' appears twice in one object; the last value is kept"
            ))
        #expect(result.stderr.contains("a lone UTF-16 surrogate in a \\u escape; replaced with U+FFFD"))
    }

    /// ESC, BEL, C1 and bidi overrides in labels and identifiers reach neither the terminal nor
    /// the CI log raw, and a newline in a label forges no transcript line.
    @Test func controlCharactersAreShownNotSent() throws {
        let file = Self.path("control-characters.yaml")
        for arguments in [["read", file], ["run", file, "right", "left"], ["audit", file]] {
            let result = try Self.run(arguments)
            for text in [result.stdout, result.stderr] {
                #expect(
                    !text.unicodeScalars.contains {
                        $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || (0x80...0x9F).contains($0.value)
                    },
                    "\(arguments[0]): \(text)")
            }
            #expect(result.stdout.contains(#"Pay\u{1B}]0;pwned\u{7}\u{1B}[2J\nForged, Button\u{202E}txt.exe"#), "\(arguments[0])")
        }
        let read = try Self.run(["read", file])
        #expect(read.stdout.split(separator: "\n").count == 2)
        #expect(read.stderr.contains(#"duplicate id 'id\u{1B}[31m'"#))
        let badLanguage = try Self.run(["read", file, "--language", "en\u{1B}[2J"])
        #expect(badLanguage.exitCode == 64)
        #expect(badLanguage.stderr.contains(#"'en\u{1B}[2J' is not a BCP 47 language tag"#))
    }

    /// A full disk is an error naming the destination, never a success or a trap.
    @Test(arguments: [["read"], ["convert"], ["audit", "--format", "sarif"], ["run", "right"]])
    func fullDiskOnStandardOutput(command: [String]) throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = [command[0], Self.path("valid-switch.yaml")] + command.dropFirst()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(command): \(stderr)")
        #expect(stderr == "earshot: error: standard output: No space left on device\n")
    }

    /// `-o` onto a device writes in place and leaves the device a device; a failed write is an error.
    @Test func devicesAreWrittenInPlaceNeverReplaced() throws {
        let full = try Self.run(["convert", Self.path("valid-switch.yaml"), "-o", "/dev/full"])
        #expect(full.exitCode == 1)
        #expect(full.stderr == "earshot: error: /dev/full: cannot write (No space left on device)\n")
        let null = try Self.run(["convert", Self.path("valid-switch.yaml"), "-o", "/dev/null"])
        #expect(null.exitCode == 0)
        for device in ["/dev/full", "/dev/null"] {
            var status = stat()
            #expect(stat(device, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "\(device) is still a device")
        }
    }

    /// A symbolic link is followed: its target gets the new content, the link stays a link, and no
    /// temporary file is left beside it.
    @Test func linksAreFollowedNotReplaced() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.json")
        let link = directory.appendingPathComponent("link.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try Self.run(["convert", Self.path("valid-switch.yaml"), "-o", link.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.json", "target.json"])
    }

    /// Pipes, FIFOs and process substitution read as files do; /dev/zero is refused at once.
    @Test func nonRegularInputs() throws {
        let piped = try Self.run(["read"], input: try String(contentsOfFile: Self.path("valid-switch.yaml"), encoding: .utf8))
        #expect(piped.stdout == "Wi-Fi, Switch Button, On, Double tap to toggle setting.\n")
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let content = try Data(contentsOf: URL(fileURLWithPath: Self.path("valid-switch.yaml")))
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(content)
                try? handle.close()
            }
        }
        writer.start()
        let fromFIFO = try Self.run(["read", fifo])
        #expect(fromFIFO.stdout == piped.stdout, "\(fromFIFO.stderr)")
        let zero = try Self.run(["read", "/dev/zero"], seconds: 5)
        #expect(zero.exitCode == 1)
        #expect(zero.stderr == "earshot: error: /dev/zero: starts with NUL bytes: not a text file\n")
        let configuration = try Self.run(["audit", Self.path("valid-switch.yaml"), "--config", "/dev/zero"], seconds: 5)
        #expect(configuration.exitCode == 1)
        #expect(configuration.stderr.contains("/dev/zero: starts with NUL bytes"), "\(configuration.stderr)")
    }

    /// An unknown subcommand lists the subcommands instead of the tour's usage.
    @Test func unknownSubcommand() throws {
        let result = try Self.run(["frobnicate", "x.json"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("earshot: error: unknown command 'frobnicate'; the commands are: tour, read, run, audit, convert"))
    }

    /// The documented limits refuse with their option's name before any work beyond reading.
    @Test func limitsNameTheirOption() throws {
        let nodes = try Self.run(["read", Self.path("valid-switch.yaml"), "--max-nodes", "1"])
        #expect(nodes.exitCode == 1)
        #expect(nodes.stderr.contains("more than 1 nodes; the limit is 1 (--max-nodes)"), "\(nodes.stderr)")
        let label = try Self.run(["read", Self.path("control-characters.yaml"), "--max-label", "8"])
        #expect(label.exitCode == 1)
        #expect(label.stderr.contains("the text is 44 bytes long; the limit is 8 bytes (--max-label)"), "\(label.stderr)")
        let bytes = try Self.run(["read", Self.path("valid-switch.yaml"), "--max-bytes", "10"])
        #expect(bytes.exitCode == 1)
        #expect(bytes.stderr.contains("larger than the limit of 10 bytes (--max-bytes)"), "\(bytes.stderr)")
    }

    /// A million sibling elements and a 50 MB label: refused by the default limits, in bounded
    /// time and memory (without the limits they take gigabytes and do not end within a minute). The time bound is
    /// generous, because CI runs this debug binary beside Chromium and espeak-ng tests; memory,
    /// which does not depend on load, is the sharp bound.
    @Test(.tags(.stress), .enabled(if: stressTestsEnabled))
    func scaleIsRefusedByDefaultLimits() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" width="390" height="844">"#
        var siblings = app
        siblings.reserveCapacity(80 * 1_000_000)
        for index in 0..<1_000_000 {
            siblings += #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Row \#(index)"/>"#
        }
        siblings += "</XCUIElementTypeApplication>"
        let many = directory.appendingPathComponent("million.xml")
        try Data(siblings.utf8).write(to: many)
        let manyResult = try Self.run(["audit", many.path], seconds: 180)
        #expect(manyResult.exitCode == 1)
        #expect(manyResult.stderr.contains("more than 200000 nodes; the limit is 200000 (--max-nodes)"))
        let long = directory.appendingPathComponent("label.xml")
        try Data(
            (app + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label=""# + String(repeating: "word ", count: 10_000_000)
                + #""/></XCUIElementTypeApplication>"#).utf8
        ).write(to: long)
        let longResult = try Self.run(["audit", long.path], seconds: 180)
        #expect(longResult.exitCode == 1)
        #expect(longResult.stderr.contains("a text of more than 100000 bytes; the limit is 100000 bytes (--max-label)"))
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #expect(usage.ru_maxrss < 1_500_000, "a child used \(usage.ru_maxrss) KB")
    }
}
