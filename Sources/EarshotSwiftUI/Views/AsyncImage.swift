import EarshotUIKit
import Foundation

/// SwiftUI's `AsyncImage`: loads an image with the shared `URLSession` and shows it, and until
/// then a placeholder (Apple's documentation of `AsyncImage`).
///
/// The load starts when the view appears, as a `.task(id: url)` does, and is cancelled when it
/// disappears or the URL changes; it runs as code of the assistive technology whose read showed
/// the view (docs/swiftui.md, "Lifecycle and time"). A test answers it with a `URLProtocol`
/// subclass registered by `AppURLLoads.register(_:)` (where on Apple's platforms
/// `URLProtocol.registerClass` answers the shared session), and `await voiceOver.settleTasks()`
/// waits for the answer. A nil URL loads
/// nothing and the placeholder stays; a load that fails leaves the placeholder of the image
/// initializers, and `.failure` to the phase one.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    /// The transaction a phase change is made in: visual, kept.
    let transaction: Transaction
    let content: @MainActor (AsyncImagePhase) -> Content
    @State private var loaded = AsyncImageLoad()

    /// Shows the phase as `content` draws it.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let content = content
        self.content = { content($0) }
    }

    public var body: some View {
        // The phase of another URL (the view was given a new one) is not shown.
        content(loaded.url == url ? loaded.phase : .empty)
            .loadsImage(from: url) { await load() }
    }

    @MainActor
    private func load() async {
        guard let url else {
            loaded = AsyncImageLoad()
            return
        }
        let phase: AsyncImagePhase
        do {
            let data = try await AppURLLoads.data(from: url, counted: false)
            if let image = UIImage(data: data, scale: scale) {
                phase = .success(Image(loadedOfSize: image.size))
            } else {
                phase = .failure(URLError(.cannotDecodeContentData))
            }
        } catch {
            phase = .failure(error)
        }
        guard !Task.isCancelled else { return }
        loaded = AsyncImageLoad(url: url, phase: phase)
    }
}

nonisolated extension View {
    /// `AsyncImage`'s load, started as `.task(id: url)` starts its task (when the view appears,
    /// again when the URL changes, cancelled when it disappears), and counted in flight from the
    /// render that starts it, so `settleTasks()` waits for it even before its task first runs.
    fileprivate func loadsImage(from url: URL?, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        lifecycleModifier("task") { record, appears, graph in
            let changed = !appears && (record.value as? URL?) != url
            record.value = url
            guard appears || changed else { return }
            graph.lifecycle.afterRender {
                record.task?.cancel()
                AppURLLoads.begin()
                record.task = ViewLifecycle.startTask(priority: .userInitiated) {
                    await action()
                    AppURLLoads.end()
                }
            }
        }
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, AsyncImagePlaceholder> {
    /// The image once loaded, until then the standard placeholder: a grey box that fills the
    /// space offered and that accessibility does not see.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                image
            } else {
                AsyncImagePlaceholder()
            }
        }
    }
}

extension AsyncImage {
    /// The image as `content` draws it once loaded; until then, or when the load fails, what
    /// `placeholder` draws.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        nonisolated(unsafe) let (content, placeholder) = (content, placeholder)
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }
}

/// What an `AsyncImage` loaded, and for which URL.
struct AsyncImageLoad: Sendable {
    var url: URL?
    var phase: AsyncImagePhase = .empty
}

/// The standard placeholder of `AsyncImage(url:scale:)`: a grey box filling the space offered,
/// which no assistive technology perceives.
public struct AsyncImagePlaceholder: View {
    public var body: some View { Color.gray.opacity(0.2) }
}

/// Where an `AsyncImage`'s load is (Apple's documentation of `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image loaded.
    case success(Image)
    /// The image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
