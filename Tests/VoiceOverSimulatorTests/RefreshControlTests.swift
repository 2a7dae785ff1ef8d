import EarshotUIKit
import Testing
import VoiceOverSimulator

/// UIRefreshControl as VoiceOver users reach it. Sources: docs/voiceover-behaviour.md §5 (a
/// three-finger swipe down at the top of a scroll view with a refresh control refreshes, as
/// users and developers report of UIKit's control) and Apple's documentation of UIRefreshControl
/// (`.valueChanged` when the user pulls; `beginRefreshing()` for a refresh the app started;
/// `endRefreshing()`).
@MainActor
@Suite("VoiceOver: refresh controls")
struct RefreshControlTests {
    final class Feed: UITableViewController {
        var refreshes = 0
        var rows = ["Inbox"]

        override func viewDidLoad() {
            super.viewDidLoad()
            refreshControl = UIRefreshControl()
            refreshControl?.attributedTitle = NSAttributedString(string: "Loading...")
            refreshControl?.addTarget(self, action: Feed.refresh, for: .valueChanged)
        }

        func refresh() {
            refreshes += 1
            rows.append("Updates")
            tableView.reloadData()
            refreshControl?.endRefreshing()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    private func start() -> (Feed, VoiceOver) {
        let feed = Feed(style: .plain)
        let screen = SimulatorScreen()
        screen.window.rootViewController = feed
        _ = feed.view
        return (feed, screen.voiceOver())
    }

    /// The refresh control is no element: swiping reads the rows only.
    @Test func theRefreshControlIsNotAnElement() {
        let (feed, voiceOver) = start()
        #expect(voiceOver.transcript() == ["Inbox"])
        #expect(feed.refreshControl?.superview === feed.tableView)
        #expect(feed.refreshControl?.frame.maxY == 0)
    }

    /// A three-finger swipe down at the top refreshes: `.valueChanged` reaches the app, whose
    /// handler adds a row and ends the refresh.
    @Test func aThreeFingerSwipeDownAtTheTopRefreshes() {
        let (feed, voiceOver) = start()
        voiceOver.threeFingerSwipe(.down)
        #expect(feed.refreshes == 1)
        #expect(feed.refreshControl?.isRefreshing == false)
        #expect(voiceOver.transcript() == ["Inbox", "Updates"])
    }

    /// Swiping the other way pages as before (nothing to page here) and refreshes nothing; a
    /// disabled control, or one already refreshing, is not refreshed again.
    @Test func onlyAnEnabledIdleControlRefreshesOnlyFromTheTop() {
        let (feed, voiceOver) = start()
        voiceOver.threeFingerSwipe(.up)
        #expect(feed.refreshes == 0)
        feed.refreshControl?.isEnabled = false
        voiceOver.threeFingerSwipe(.down)
        #expect(feed.refreshes == 0)
        feed.refreshControl?.isEnabled = true
        feed.refreshControl?.beginRefreshing()
        #expect(feed.refreshControl?.isRefreshing == true && feed.refreshes == 0)
        voiceOver.threeFingerSwipe(.down)
        #expect(feed.refreshes == 0)
    }

    /// Below the top, a three-finger swipe down pages up as before and does not refresh.
    @Test func belowTheTopTheSwipePagesInstead() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scrollView.contentSize = CGSize(width: 390, height: 1200)
        let label = UILabel(frame: CGRect(x: 20, y: 420, width: 300, height: 40))
        label.text = "Second page"
        scrollView.addSubview(label)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        let voiceOver = SimulatorScreen(scrollView).voiceOver()
        voiceOver.threeFingerSwipe(.down)
        #expect(scrollView.contentOffset.y == 0 && refreshes == 0)
        voiceOver.threeFingerSwipe(.down)
        #expect(refreshes == 1 && refresh.isRefreshing)
        scrollView.refreshControl = nil
        #expect(refresh.superview == nil)
    }
}
