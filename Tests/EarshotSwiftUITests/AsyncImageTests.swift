import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers the shared session's requests to `images.test`, as a test stands in for the network
/// with any `URLProtocol` subclass (docs/app-clock.md, "Networking").
final class ImageAnsweringProtocol: URLProtocol {
    /// Registered for the framework's loads; it answers only its own host, so no other test sees it.
    @MainActor static var registered: Bool {
        AppURLLoads.register(ImageAnsweringProtocol.self)
        return true
    }

    /// A PNG header declaring 300 × 150 pixels (UIImage reads the size from it, docs/uikit.md).
    static let png = Data(
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 0x2C, 0, 0, 0, 150, 8, 6, 0, 0, 0])

    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "images.test" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        let (status, body): (Int, Data) =
            switch url.path {
            case "/cupcakes@3x.png": (200, Self.png)
            case "/text.txt": (200, Data("not an image".utf8))
            default: (404, Data())
            }
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// `AsyncImage` loads through a `URLSession` (Apple's documentation of `AsyncImage`: "uses the
/// shared URLSession instance"; a test's protocol answers it, `AppURLLoads.register(_:)`), shows its placeholder until the image arrives, and a
/// phase for each step (`AsyncImagePhase`: empty, success, failure). The loaded image has no name,
/// so VoiceOver says its trait alone, "Image", as for UIKit's unnamed images (docs/uikit.md,
/// "Images"); a label given to it is read.
@Suite("SwiftUI AsyncImage")
@MainActor
struct AsyncImageTests {
    struct Gallery: View {
        let path: String
        var body: some View {
            VStack {
                AsyncImage(url: URL(string: "https://images.test\(path)"), scale: 3) { image in
                    image.resizable().scaledToFit().accessibilityLabel("Cupcakes")
                } placeholder: {
                    ProgressView()
                }
                .frame(height: 233)
                Text("Your total cost is $6.00")
            }
        }
    }

    @Test("The placeholder until the image loads, then the image with its label")
    func placeholderThenImage() async {
        #expect(ImageAnsweringProtocol.registered)
        let voiceOver = HostedScreen(Gallery(path: "/cupcakes@3x.png")).voiceOver()
        #expect(voiceOver.transcript() == ["In progress", "Your total cost is $6.00"])
        await voiceOver.settleTasks()
        #expect(voiceOver.transcript() == ["Cupcakes, Image", "Your total cost is $6.00"])
    }

    @Test("A load that fails keeps the placeholder", arguments: ["/missing.png", "/text.txt"])
    func failureKeepsPlaceholder(path: String) async {
        #expect(ImageAnsweringProtocol.registered)
        let voiceOver = HostedScreen(Gallery(path: path)).voiceOver()
        await voiceOver.settleTasks()
        #expect(voiceOver.transcript() == ["In progress", "Your total cost is $6.00"])
    }

    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Text("Could not load the picture")
                } else {
                    Text("Loading")
                }
            }
        }
    }

    @Test("The phase form: empty, then success or failure; a nil URL stays empty")
    func phases() async {
        #expect(ImageAnsweringProtocol.registered)
        let loaded = HostedScreen(Phases(url: URL(string: "https://images.test/cupcakes@3x.png"))).voiceOver()
        #expect(loaded.transcript() == ["Loading"])
        await loaded.settleTasks()
        #expect(loaded.transcript() == ["Image"])
        let failed = HostedScreen(Phases(url: URL(string: "https://images.test/missing.png"))).voiceOver()
        await failed.settleTasks()
        #expect(failed.transcript() == ["Could not load the picture"])
        let none = HostedScreen(Phases(url: nil)).voiceOver()
        await none.settleTasks()
        #expect(none.transcript() == ["Loading"])
    }

    @Test("The standard placeholder is no element; the image loaded is one")
    func standardPlaceholder() async {
        #expect(ImageAnsweringProtocol.registered)
        let voiceOver = HostedScreen {
            VStack {
                AsyncImage(url: URL(string: "https://images.test/cupcakes@3x.png"), scale: 3)
                Text("Caption")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Caption"])
        await voiceOver.settleTasks()
        #expect(voiceOver.transcript() == ["Image", "Caption"])
    }
}
