import EarshotUIKit
import Testing

/// Answers every request of a session configured with it: a test's stand-in for the network, as
/// Foundation's URL loading system lets any `URLProtocol` subclass answer (docs/app-clock.md,
/// "Networking").
final class AnsweringProtocol: URLProtocol {
    /// The body answered for each path.
    static let answers = ["/weather": "Sunny, 21°"]

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let body = Self.answers[url.path] else {
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(body.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// App code using `URLSession` compiles with only `import EarshotUIKit` (FoundationNetworking is
/// re-exported on Linux), and a test answers its requests through the session's configuration,
/// without a network, every time.
@Suite("URLSession through Earshot")
struct URLSessionTests {
    @Test func aTestAnswersTheAppsRequests() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [AnsweringProtocol.self]
        let session = URLSession(configuration: configuration)
        let (data, response) = try await session.data(for: URLRequest(url: URL(string: "https://example.com/weather")!))
        #expect(String(decoding: data, as: UTF8.self) == "Sunny, 21°")
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        await #expect(throws: URLError.self) {
            _ = try await session.data(from: URL(string: "https://example.com/missing")!)
        }
    }
}
