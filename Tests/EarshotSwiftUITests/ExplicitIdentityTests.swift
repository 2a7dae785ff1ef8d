import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `.id(_:)`. Sources: Apple's documentation of `id(_:)` ("When the proxy value specified by the
/// id parameter changes, the identity of the view — for example, its state — is reset") and of
/// `ScrollViewProxy.scrollTo(_:anchor:)` (it scrolls to "the view with the given identifier").
@Suite("SwiftUI explicit identity")
@MainActor
struct ExplicitIdentityTests {
    /// A counter whose state belongs to its identity.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    /// A form whose counter is reset by giving it a new id, as apps reset a view's state.
    struct Resettable: View {
        @State private var generation = 0
        let log: AppearanceLog
        var body: some View {
            VStack {
                Counter()
                    .onAppear { log.entries.append("appeared \(generation)") }
                    .id(generation)
                Button("Reset") { generation += 1 }
            }
        }
    }

    @MainActor
    final class AppearanceLog {
        var entries: [String] = []
    }

    @Test func aNewIDResetsTheViewsState() {
        let log = AppearanceLog()
        let voiceOver = HostedScreen(Resettable(log: log)).voiceOver()
        voiceOver.doubleTap()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Count 2, Button", "Reset, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Count 0, Button", "Reset, Button"])
        #expect(log.entries == ["appeared 0", "appeared 1"])
    }

    /// The same id keeps the state across renders.
    @Test func theSameIDKeepsTheState() {
        let voiceOver = HostedScreen {
            VStack {
                Counter().id("fixed")
            }
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(voiceOver.doubleTap() == "Count 2")
    }

    /// `scrollTo` finds a view by the id `.id(_:)` gave it, in a scroll view without a ForEach:
    /// the scroll view moves as far as it goes towards putting the view at its top (the end of
    /// the content).
    @Test func scrollToFindsAViewByItsID() throws {
        let screen = HostedScreen {
            ScrollViewReader { proxy in
                VStack {
                    Button("Go to the end") { proxy.scrollTo("end", anchor: .top) }
                    ScrollView {
                        VStack(spacing: 0) {
                            Text("Top")
                            Color.clear.frame(height: 3000)
                            Text("The end").id("end")
                        }
                    }
                }
            }
        }
        let voiceOver = screen.voiceOver()
        var views: [UIView] = [screen.window]
        var scrollView: UIScrollView?
        while let view = views.popLast() {
            if let found = view as? UIScrollView { scrollView = found }
            views += view.subviews
        }
        let scroll = try #require(scrollView)
        #expect(scroll.contentOffset.y == 0)
        voiceOver.doubleTap()
        #expect(scroll.contentOffset.y > 0)
        #expect(scroll.contentOffset.y == scroll.contentSize.height - scroll.bounds.height)
    }
}
