import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `.refreshable` as VoiceOver users reach it. Sources: Apple's documentation of
/// `refreshable(action:)` (lists inside offer the action as pull to refresh, shown as refreshing
/// until it returns) and of `EnvironmentValues.refresh`; a SwiftUI list's pull to refresh is
/// UIKit's refresh control, which a three-finger swipe down at the top starts
/// (docs/voiceover-behaviour.md §5).
@MainActor
@Suite("SwiftUI: refreshable lists")
struct RefreshableTests {
    @MainActor
    @Observable
    final class Feed {
        var items = ["Inbox"]
        var reloads = 0
        func reload() async {
            reloads += 1
            try? await Task.sleep(for: .seconds(1))
            items.append("Update \(reloads)")
        }
    }

    struct FeedList: View {
        let feed: Feed
        var refreshable = true

        var body: some View {
            let list = List {
                ForEach(feed.items, id: \.self) { Text($0) }
                ReloadButton()
            }
            if refreshable {
                list.refreshable { await feed.reload() }
            } else {
                list
            }
        }
    }

    /// A button calling the environment's refresh, as apps offer one besides the pull.
    struct ReloadButton: View {
        @Environment(\.refresh) private var refresh

        var body: some View {
            Button(refresh == nil ? "Nothing to reload" : "Reload") {
                Task { await refresh?() }
            }
        }
    }

    /// The refresh controls hosted in `window`'s views.
    private func refreshControls(in window: UIWindow) -> [UIRefreshControl] {
        var found: [UIRefreshControl] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let control = view as? UIRefreshControl { found.append(control) }
            stack += view.subviews
        }
        return found
    }

    /// A three-finger swipe down at the top starts the action; the list shows it refreshing until
    /// the action returns, and then reads the new row. A second swipe meanwhile starts nothing.
    @Test func aThreeFingerSwipeDownAtTheTopRefreshesUntilTheActionReturns() async {
        let feed = Feed()
        let screen = HostedScreen(FeedList(feed: feed))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Inbox", "Reload, Button"])
        voiceOver.threeFingerSwipe(.down)
        await voiceOver.settleTasks()
        #expect(feed.reloads == 1)
        #expect(refreshControls(in: screen.window).map(\.isRefreshing) == [true])
        voiceOver.threeFingerSwipe(.down)
        await voiceOver.settleTasks()
        #expect(feed.reloads == 1)
        voiceOver.advance(by: .seconds(1))
        await voiceOver.settleTasks()
        #expect(refreshControls(in: screen.window).map(\.isRefreshing) == [false])
        #expect(voiceOver.transcript() == ["Inbox", "Update 1", "Reload, Button"])
    }

    /// Without `.refreshable` a list offers no refresh: the environment's value is nil and the
    /// swipe starts nothing.
    @Test func aListWithoutTheModifierOffersNoRefresh() async {
        let feed = Feed()
        let screen = HostedScreen(FeedList(feed: feed, refreshable: false))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Inbox", "Nothing to reload, Button"])
        voiceOver.threeFingerSwipe(.down)
        await voiceOver.settleTasks()
        #expect(feed.reloads == 0)
        #expect(refreshControls(in: screen.window).isEmpty)
    }

    /// The environment's `refresh` runs the same action from app code (a button here).
    @Test func appCodeCallsTheEnvironmentsRefresh() async {
        let feed = Feed()
        let voiceOver = HostedScreen(FeedList(feed: feed)).voiceOver()
        #expect(voiceOver.swipeRight() == "Reload, Button")
        voiceOver.doubleTap()
        await voiceOver.settleTasks()
        voiceOver.advance(by: .seconds(1))
        await voiceOver.settleTasks()
        #expect(feed.reloads == 1)
        #expect(voiceOver.transcript() == ["Inbox", "Update 1", "Reload, Button"])
    }

    /// The refresh control stays when a state change renders the list again, and stays no
    /// element.
    @Test func theControlSurvivesRendersAndIsNoElement() async {
        let feed = Feed()
        let screen = HostedScreen(FeedList(feed: feed))
        let voiceOver = screen.voiceOver()
        let control = refreshControls(in: screen.window).first
        feed.items.append("Drafts")
        #expect(voiceOver.transcript() == ["Inbox", "Drafts", "Reload, Button"])
        #expect(refreshControls(in: screen.window).count == 1)
        #expect(refreshControls(in: screen.window).first === control)
    }
}
