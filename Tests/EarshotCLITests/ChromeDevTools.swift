import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A tiny Chrome DevTools Protocol client for the browser tests: headless Chromium started with
/// `--remote-debugging-pipe` (commands on its fd 3, replies on its fd 4, each a JSON message ending
/// in NUL), one page attached, real key presses and mouse moves sent through `Input`, and the page
/// read back through `Runtime.evaluate`.
final class ChromeDevTools {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var pid: pid_t = 0
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var nextID = 0
    private var buffer = [UInt8]()
    private var sessionID = ""
    private let profile: URL

    init(chromium: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-cdp-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0]
        var replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        let devNull = Glibc.open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        let arguments = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--remote-debugging-pipe", "--window-size=1400,1000", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Chromium keeps its singleton socket in TMPDIR and leaves it there when stopped: give it
        // one inside the profile, which `deinit` removes.
        try FileManager.default.createDirectory(at: profile.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": profile.appendingPathComponent("tmp").path]) { $1 }
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        let status = posix_spawn(&pid, chromium, &actions, nil, &argv, &envp)
        close(commands[0])
        close(replies[1])
        close(devNull)
        toBrowser = commands[1]
        fromBrowser = replies[0]
        guard status == 0 else { throw Failure(description: "cannot start \(chromium): \(status)") }
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the attached page unless `browser`) and returns its `result`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], browser: Bool = false) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if !browser, !sessionID.isEmpty { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        _ = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let reply = try readMessage(until: deadline)
            guard reply["id"] as? Int == nextID else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
        throw Failure(description: "\(method): no reply")
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message))) as? [String: Any] ?? [:]
            }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&poller, 1, wait) > 0 else { throw Failure(description: "the browser did not answer") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Opens `url` in a new page and attaches to it.
    func open(_ url: String) throws {
        let target = try send("Target.createTarget", ["url": url], browser: true)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], browser: true)
        sessionID = attached["sessionId"] as? String ?? ""
    }

    /// The value of a JavaScript expression in the page (strings, numbers, booleans).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page.
    func waitFor(_ expression: String, timeout: TimeInterval = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate(expression) as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "timed out waiting for \(expression)")
    }

    /// Presses and releases a key, as a keyboard would.
    func press(_ key: String, code: Int) throws {
        for type in ["keyDown", "keyUp"] {
            try send(
                "Input.dispatchKeyEvent",
                ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code])
        }
    }

    /// Moves the mouse to (x, y) in the page.
    func moveMouse(x: Double, y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }
}
