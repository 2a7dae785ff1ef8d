import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL loads the framework starts for the app's views (an `AsyncImage`'s image), which a
/// test waits for as it waits for the app's tasks: `settleTasks()` awaits every load in flight,
/// so what a test's `URLProtocol` answers is on screen when it returns. The loads go through a
/// session of the default configuration, as SwiftUI's go through the shared one (Apple's
/// documentation of `AsyncImage`), asking the protocols a test `register(_:)`ed first.
@MainActor
public enum AppURLLoads {
    private static var inFlight = 0
    private static var waiting: [CheckedContinuation<Void, Never>] = []
    /// The URL protocols a test registered to answer the loads, asked first.
    private static var answering: [AnyClass] = []
    private static var session: URLSession?

    /// Registers `protocolClass` to answer the loads before the network is asked, as a test does
    /// with `URLProtocol.registerClass(_:)` for the shared session on Apple's platforms. On Linux
    /// that registry is not safe to change while another thread loads (a registration can be
    /// lost), so a test registers here, on the main actor.
    public static func register(_ protocolClass: URLProtocol.Type) {
        guard !answering.contains(where: { $0 == protocolClass }) else { return }
        answering.insert(protocolClass, at: 0)
        session = nil
    }

    /// The session the loads go through: the default configuration, asking the registered
    /// protocols first.
    private static func currentSession() -> URLSession {
        if let session { return session }
        let configuration = URLSessionConfiguration.default
        configuration.protocolClasses = answering + (configuration.protocolClasses ?? [])
        let made = URLSession(configuration: configuration)
        session = made
        return made
    }

    /// Whether a load is in flight.
    package static var isLoading: Bool { inFlight > 0 }

    /// Counts a load in flight from now, before the task that makes it runs; `end()` ends it.
    package static func begin() { inFlight += 1 }

    /// Ends a load `begin()` counted.
    package static func end() {
        inFlight -= 1
        guard inFlight == 0 else { return }
        let ended = waiting
        waiting = []
        for continuation in ended { continuation.resume() }
    }

    /// The body the shared session answers for `url`; counted in flight while it loads unless the
    /// caller counted it already (`begin()`).
    /// - Throws: the session's error, or `URLError(.badServerResponse)` for an HTTP status of 400 or above.
    package static func data(from url: URL, counted: Bool = true) async throws -> Data {
        if counted { begin() }
        defer { if counted { end() } }
        let (data, response) = try await currentSession().data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, status >= 400 {
            throw URLError(.badServerResponse)
        }
        return data
    }

    /// Returns once no load is in flight.
    package static func finished() async {
        guard inFlight > 0 else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
