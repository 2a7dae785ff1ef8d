import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL loads the framework starts for the app's views (an `AsyncImage`'s image), which a
/// test waits for as it waits for the app's tasks: `settleTasks()` awaits every load in flight,
/// so what a test's `URLProtocol` answers is on screen when it returns. The loads go through the
/// shared `URLSession`, as SwiftUI's do (Apple's documentation of `AsyncImage`).
@MainActor
public enum AppURLLoads {
    private static var inFlight = 0
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Whether a load is in flight.
    public static var isLoading: Bool { inFlight > 0 }

    /// The body the shared session answers for `url`, counted in flight until it ends.
    /// - Throws: the session's error, or `URLError(.badServerResponse)` for an HTTP status of 400 or above.
    public static func data(from url: URL) async throws -> Data {
        inFlight += 1
        defer {
            inFlight -= 1
            if inFlight == 0 {
                let ended = waiting
                waiting = []
                for continuation in ended { continuation.resume() }
            }
        }
        let (data, response) = try await URLSession.shared.data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, status >= 400 {
            throw URLError(.badServerResponse)
        }
        return data
    }

    /// Returns once no load is in flight.
    public static func finished() async {
        guard inFlight > 0 else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
