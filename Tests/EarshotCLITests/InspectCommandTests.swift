import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `earshot inspect` in a real browser: headless Chromium loads the served page, presses keys
/// (dispatched to the page's own key handler), and the DOM it dumps shows what the Swift
/// simulator said and focused. Plus the server's loopback-only rules and the static HTML export
/// (docs/inspector.md).
/// Debian's Chromium, when installed.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite(.serialized, .enabled(if: Chromium.path != nil, "chromium (Debian package chromium) is not installed; .ci/run installs it"))
struct InspectCommandTests {
    static let screen = """
        format: earshot-screen
        version: 1
        root:
          children:
            - type: navigationBar
              title: Settings
              frame: [0, 47, 390, 44]
            - type: switch
              label: Airplane Mode
              isOn: false
              frame: [16, 100, 358, 44]
            - type: label
              text: "<img src=x onerror=alert(1)> & \\u202Eevil"
              frame: [16, 160, 358, 44]
            - type: button
              frame: [16, 220, 44, 44]
        """

    /// A running `earshot inspect` and its URL; the process ends with the value.
    final class Server {
        let process = Process()
        let url: String
        let port: Int

        convenience init(screen: String = InspectCommandTests.screen) throws {
            let file = try CommandRunner.temporaryFile(named: "screen.yaml", contents: screen)
            defer { CommandRunner.removeTemporaryFile(file) }
            try self.init(arguments: ["inspect", file.path, "--port", "0"])
        }

        /// `earshot` run with `arguments`, which make it serve an inspector on a free port.
        init(arguments: [String]) throws {
            process.executableURL = CommandRunner.executable
            process.arguments = arguments
            let stdout = Pipe()
            process.standardOutput = stdout
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            let deadline = Date().addingTimeInterval(30)
            while !line.contains(UInt8(ascii: "\n")), Date() < deadline {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            port = Int(url.split(separator: ":").last?.split(separator: "/").first ?? "") ?? 0
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The DOM headless Chromium ends up with after loading `url` and running its scripts.
    static func dumpDOM(_ url: String) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Chromium.path ?? "/usr/bin/chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=15000", "--dump-dom", url,
        ]
        // Chromium keeps its singleton socket in TMPDIR: one inside the profile goes with it.
        try FileManager.default.createDirectory(at: profile.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": profile.appendingPathComponent("tmp").path]) { $1 }
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of the element with `id` in a dumped DOM (first match, tags stripped).
    static func text(ofID id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "id=\"\(id)\"") else { return nil }
        guard let open = dom[start.upperBound...].firstIndex(of: ">") else { return nil }
        let rest = dom[dom.index(after: open)...]
        let tag = dom[..<start.lowerBound].split(separator: "<").last?.split(separator: " ").first.map(String.init) ?? "div"
        guard let close = rest.range(of: "</\(tag)>") else { return nil }
        return String(rest[..<close.lowerBound]).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
    }

    @Test func pressingKeysDrivesTheSimulatorAndThePageShowsWhatItSaid() throws {
        let server = try Server()
        #expect(server.url.hasPrefix("http://127.0.0.1:"))
        // The same gestures through `earshot run`, the reference.
        let file = try CommandRunner.temporaryFile(named: "screen.yaml", contents: Self.screen)
        defer { CommandRunner.removeTemporaryFile(file) }
        // Its spoken lines are the indented ones; the gestures are the "> " lines.
        let reference = try CommandRunner.run(["run", file.path, "right", "doubletap"]).stdout
            .split(separator: "\n").filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        #expect(reference.count == 3)

        let dom = try Self.dumpDOM(server.url + "?keys=ArrowRight,Enter")
        #expect(dom.contains("data-ready=\"1\""))
        #expect(dom.contains("data-focused=\"2\""))
        #expect(Self.text(ofID: "spoken", in: dom) == reference.last)
        #expect(Self.text(ofID: "log", in: dom).map { !$0.isEmpty } == true)
        #expect(Self.text(ofID: "property-label", in: dom) == "Airplane Mode")
        #expect(dom.contains("id=\"element-2\" class=\"element focused\""))
        #expect(Self.text(ofID: "rotor", in: dom) != nil)
        // The audit's findings: the unlabeled button.
        #expect(Self.text(ofID: "findings", in: dom)?.contains("#4") == true)
    }

    /// Replaying a finding in the page (docs/inspector.md, "Replaying a finding"): the key n steps
    /// through the finding's gestures, the step list marks how far, and the page says what the
    /// last step made VoiceOver say, as the report recorded it.
    @Test func theReplayPageStepsThroughAFindingWithKeys() throws {
        let report = try InspectReplayTests.report(exploring: "custom-alert-before")
        defer { CommandRunner.removeTemporaryFile(report) }
        let server = try Server(arguments: ["inspect", "--replay", report.path, "--port", "0"])
        let steps = Array(repeating: "n", count: 5).joined(separator: ",")
        let dom = try Self.dumpDOM(server.url + "?keys=" + steps)
        #expect(dom.contains("data-ready=\"1\""))
        #expect(!dom.contains("<section id=\"replay\" hidden"))
        #expect(Self.text(ofID: "replay-step", in: dom)?.hasPrefix("Step 5 of 5") == true)
        #expect(dom.contains("id=\"replay-step-5\" class=\"done\""))
        #expect(Self.text(ofID: "replay-finding", in: dom)?.contains("interaction.modal-leak") == true)
        #expect(Self.text(ofID: "spoken", in: dom) == "Delete this photo?, Heading")
        let back = try Self.dumpDOM(server.url + "?keys=b")
        #expect(Self.text(ofID: "replay-step", in: back)?.hasPrefix("Step 4 of 5; next: doubletap") == true)
    }

    @Test func appTextIsShownAsTextNeverAsMarkup() throws {
        let server = try Server()
        let dom = try Self.dumpDOM(server.url)
        #expect(dom.contains("data-ready=\"1\""))
        #expect(!dom.contains("<img"))
        #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(dom.contains("⟨U+202E⟩evil"))
    }

    @Test func refusesOtherHostsAndOrigins() throws {
        let server = try Server()
        let port = server.port
        #expect(
            try Self.rawRequest(port: port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n").hasPrefix(
                "HTTP/1.1 200"))
        #expect(
            try Self.rawRequest(port: port, "GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n").hasPrefix(
                "HTTP/1.1 403"))
        #expect(try Self.rawRequest(port: port, "GET /api/state HTTP/1.1\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 403"))
        let gesture =
            "POST /api/gesture HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\nContent-Length: 5\r\nConnection: close\r\n\r\nright"
        #expect(try Self.rawRequest(port: port, gesture).hasPrefix("HTTP/1.1 403"))
        let state = try Self.rawRequest(port: port, "GET /api/state HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
        #expect(state.hasPrefix("HTTP/1.1 200"))
        #expect(state.contains("\"focused\":0"), "the refused gesture must not have moved focus")
        let bad = "POST /api/gesture HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 4\r\nConnection: close\r\n\r\nfly!"
        #expect(try Self.rawRequest(port: port, bad).hasPrefix("HTTP/1.1 400"))
    }

    @Test func staticExportRendersInTheBrowserWithoutScript() throws {
        let file = try CommandRunner.temporaryFile(named: "screen.yaml", contents: Self.screen)
        defer { CommandRunner.removeTemporaryFile(file) }
        let output = file.deletingLastPathComponent().appendingPathComponent("snapshot.html")
        let result = try CommandRunner.run(["snapshot", file.path, "-o", output.path, "--findings"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let dom = try Self.dumpDOM(output.absoluteString)
        #expect(dom.contains("id=\"legend-1\""))
        #expect(dom.contains("id=\"legend-4\""))
        #expect(!dom.contains("id=\"legend-5\""))
        #expect(!dom.contains("<script"))
        #expect(!dom.contains("<img"))
        #expect(Self.text(ofID: "legend-2", in: dom)?.contains("Airplane Mode, Switch Button, Off") == true)
    }

    /// Sends `request` to 127.0.0.1:`port` as raw bytes (to set any Host or Origin) and returns the reply.
    static func rawRequest(port: Int, _ request: String) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.ENOTSOCK) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count, 0) }
        var reply = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            reply.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: reply, as: UTF8.self)
    }
}

/// `earshot inspect`'s failures, which need no browser.
@Suite struct InspectCommandErrorTests {
    @Test func aPortInUseFailsClearly() throws {
        let server = try InspectCommandTests.Server()
        let result = try CommandRunner.run(["inspect", "--port", String(server.port)])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("cannot serve on 127.0.0.1:\(server.port)"))
    }

    @Test func aPortOutOfRangeIsAUsageError() throws {
        let result = try CommandRunner.run(["inspect", "--port", "70000"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--port must be between 0 and 65535"))
    }
}

/// The inspector driven as a person would: real key presses and mouse moves through the
/// DevTools protocol, the page read back after each.
@Suite(.serialized, .enabled(if: Chromium.path != nil, "chromium (Debian package chromium) is not installed; .ci/run installs it"))
struct InspectorInteractionTests {
    @Test func keysAndHoverDriveTheSimulator() throws {
        let server = try InspectCommandTests.Server()
        let browser = try ChromeDevTools(chromium: Chromium.path ?? "")
        try browser.open(server.url)
        try browser.waitFor("document.body && document.body.dataset.ready === '1'")
        #expect(try browser.evaluate("document.body.dataset.focused") as? String == "1")

        // Arrow right: the next element, spoken as `earshot run … right` speaks it.
        try browser.press("ArrowRight", code: 39)
        try browser.waitFor("document.body.dataset.focused === '2'")
        #expect(
            try browser.evaluate("document.getElementById('spoken').textContent") as? String
                == "Airplane Mode, Switch Button, Off, Double tap to toggle setting.")
        #expect(try browser.evaluate("document.getElementById('element-2').classList.contains('focused')") as? Bool == true)

        // Enter: double tap toggles the switch; VoiceOver says its new value.
        try browser.press("Enter", code: 13)
        try browser.waitFor("document.getElementById('spoken').textContent === 'On'")

        // Hovering over element 4 touches it: touch exploration focuses and speaks it.
        let center = try #require(
            try browser.evaluate(
                """
                (() => { const r = document.getElementById('element-4').getBoundingClientRect();
                         return [r.x + r.width / 2, r.y + r.height / 2].join(','); })()
                """) as? String)
        let xy = center.split(separator: ",").compactMap { Double($0) }
        try #require(xy.count == 2)
        try browser.moveMouse(x: xy[0], y: xy[1])
        try browser.waitFor("document.body.dataset.focused === '4'")
        #expect(try browser.evaluate("document.getElementById('spoken').textContent") as? String == "Button")
    }
}
