import Foundation
import Hummingbird
import NIOCore
import VoiceOverSimulator

/// The inspector's HTTP server (Hummingbird), on 127.0.0.1 only. Requests whose Host is not
/// this server's loopback address, or that come from another origin, are refused (403), so a web
/// page elsewhere cannot drive the session, nor reach it by DNS rebinding.
public enum InspectorServer {
    /// Serves `session` on `port` (0 picks a free one) until the process ends; `ready` gets the
    /// URL once the server listens.
    public static func run(_ session: InspectorSession, port: Int, ready: @escaping @Sendable (String) -> Void) async throws {
        let router = Router()
        let portBox = PortBox()
        router.add(middleware: LoopbackOnlyMiddleware(port: portBox))
        router.get("/") { _, _ in
            page(InspectorPage.html, type: "text/html; charset=utf-8")
        }
        router.get("/inspector.js") { _, _ in
            page(InspectorPage.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/api/state") { _, _ in
            let json = await MainActor.run { session.state().json }
            return page(json, type: "application/json")
        }
        router.post("/api/gesture") { request, _ in
            let body = try await request.body.collect(upTo: 1_024)
            let argument = String(buffer: body).trimmingCharacters(in: .whitespacesAndNewlines)
            let result: Result<String, VoiceOverGesture.ParseError> = await MainActor.run {
                do throws(VoiceOverGesture.ParseError) {
                    return .success(try session.perform(argument).json)
                } catch {
                    return .failure(error)
                }
            }
            switch result {
            case .success(let json): return page(json, type: "application/json")
            case .failure(let error): return page(error.description, type: "text/plain; charset=utf-8", status: .badRequest)
            }
        }
        router.post("/api/replay") { request, _ in
            let body = try await request.body.collect(upTo: 1_024)
            let command = String(buffer: body).trimmingCharacters(in: .whitespacesAndNewlines)
            let result: Result<String, ReplayCommandError> = await MainActor.run {
                do throws(ReplayCommandError) {
                    return .success(try session.replay(command).json)
                } catch {
                    return .failure(error)
                }
            }
            switch result {
            case .success(let json): return page(json, type: "application/json")
            case .failure(let error): return page(error.description, type: "text/plain; charset=utf-8", status: .badRequest)
            }
        }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "earshot-inspect"),
            onServerRunning: { channel in
                let actual = channel.localAddress?.port ?? port
                portBox.set(actual)
                ready("http://127.0.0.1:\(actual)/")
            }
        )
        try await app.runService()
    }

    static func page(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("Content-Security-Policy")!] =
            "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The port the server listens on, known once it runs.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?
    func set(_ value: Int) {
        lock.lock()
        port = value
        lock.unlock()
    }
    var value: Int? {
        lock.lock()
        defer { lock.unlock() }
        return port
    }
}

/// Refuses requests not addressed to this loopback server (Host) or sent by another origin.
struct LoopbackOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    let port: PortBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let port = port.value else { return refuse("not ready") }
        let allowedHosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.head.authority?.lowercased(), allowedHosts.contains(host) else {
            return refuse("Host must be 127.0.0.1:\(port)")
        }
        if let origin = request.headers[.origin]?.lowercased(), !allowedHosts.map({ "http://" + $0 }).contains(origin) {
            return refuse("requests from other origins are refused")
        }
        if let site = request.headers[.init("Sec-Fetch-Site")!]?.lowercased(), site == "cross-site" {
            return refuse("requests from other sites are refused")
        }
        return try await next(request, context)
    }

    private func refuse(_ reason: String) -> Response {
        InspectorServer.page("earshot inspect: forbidden: \(reason)\n", type: "text/plain; charset=utf-8", status: .forbidden)
    }
}
