import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A paging screen as apps build it: a horizontal scroll view of pages whose delegate keeps a
/// "Page N" label current in `scrollViewDidScroll(_:)`, and a segmented header that follows the
/// offset by key-value observing it (as component libraries do).
@MainActor
private final class PagingScreen: NSObject, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    let pageLabel = UILabel(frame: CGRect(x: 20, y: 40, width: 350, height: 40))
    var didScrollCount = 0
    var endedAnimations = 0
    var observed: [(old: CGPoint?, new: CGPoint?, prior: Bool)] = []

    override init() {
        super.init()
        scrollView.contentSize = CGSize(width: 390 * 3, height: 400)
        scrollView.isPagingEnabled = true
        for page in 0..<3 {
            let title = UILabel(frame: CGRect(x: CGFloat(page) * 390 + 20, y: 20, width: 350, height: 40))
            title.text = "Chapter \(page + 1)"
            scrollView.addSubview(title)
        }
        pageLabel.text = "Page 1"
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollCount += 1
        pageLabel.text = "Page \(Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()) + 1)"
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        endedAnimations += 1
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        guard keyPath == "contentOffset", object as? UIScrollView === scrollView else { return }
        observed.append(
            (change?[.oldKey] as? CGPoint, change?[.newKey] as? CGPoint, change?[.notificationIsPriorKey] as? Bool ?? false))
    }
}

/// UIScrollViewDelegate and key-value observing of the content offset, as apps use them to follow
/// scrolling. Apple's documentation of `scrollViewDidScroll(_:)` ("Tells the delegate when the
/// user scrolls the content view within the scroll view", and every change of `contentOffset`),
/// of `scrollViewDidEndScrollingAnimation(_:)` (at the end of an animated
/// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`), and Key-Value
/// Observing Programming Guide, "Registering for Key-Value Observing" (the options and the change
/// dictionary).
@MainActor
@Suite("UIScrollViewDelegate and contentOffset observing")
struct SimulatorScrollViewDelegateTests {
    @Test func voiceOversScrollTellsTheDelegateAndReadsWhatItChanged() {
        let app = PagingScreen()
        let screen = SimulatorScreen(app.pageLabel, app.scrollView)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Chapter 1")
        #expect(voiceOver.threeFingerSwipe(.left) == "Page 2 of 3")
        #expect(app.didScrollCount == 1)
        #expect(app.scrollView.contentOffset == CGPoint(x: 390, y: 0))
        // The label the delegate changed is read as it is now.
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 60)) == "Page 2")
    }

    @Test func observersHearEveryOffsetChangeWithWhatTheyAskedFor() {
        let app = PagingScreen()
        _ = SimulatorScreen(app.pageLabel, app.scrollView)
        app.scrollView.addObserver(app, forKeyPath: "contentOffset", options: [.new, .old, .prior], context: nil)
        app.scrollView.contentOffset = CGPoint(x: 390, y: 0)
        app.scrollView.contentOffset = CGPoint(x: 390, y: 0)  // the same offset: no change, no notification
        #expect(app.observed.count == 2)
        #expect(app.observed.first?.prior == true)
        #expect(app.observed.first?.old == .zero)
        #expect(app.observed.first?.new == nil)
        #expect(app.observed.last?.prior == false)
        #expect(app.observed.last?.old == .zero)
        #expect(app.observed.last?.new == CGPoint(x: 390, y: 0))

        app.scrollView.removeObserver(app, forKeyPath: "contentOffset")
        app.scrollView.contentOffset = .zero
        #expect(app.observed.count == 2)
    }

    @Test func anInitialObserverIsToldAtOnce() {
        let app = PagingScreen()
        app.scrollView.contentOffset = CGPoint(x: 780, y: 0)
        app.scrollView.addObserver(app, forKeyPath: "contentOffset", options: [.initial, .new], context: nil)
        #expect(app.observed.count == 1)
        #expect(app.observed.first?.new == CGPoint(x: 780, y: 0))
        #expect(app.observed.first?.old == nil)
    }

    @Test(arguments: [true, false])
    func anAnimatedScrollEndsItsAnimation(animated: Bool) {
        let app = PagingScreen()
        app.scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: animated)
        #expect(app.didScrollCount == 1)
        #expect(app.endedAnimations == (animated ? 1 : 0))
        // Nothing moves: nothing scrolled, no animation to end.
        app.scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: animated)
        #expect(app.didScrollCount == 1)
        #expect(app.endedAnimations == (animated ? 1 : 0))
    }

    @Test func aTableViewsDelegateHearsItsScrolling() {
        final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            var offsets: [CGFloat] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row + 1)"
                return cell
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.dataSource = rows
        table.delegate = rows
        let voiceOver = SimulatorScreen(table).voiceOver()
        #expect(table.delegate === rows)
        #expect((table as UIScrollView).delegate === rows)
        #expect(voiceOver.threeFingerSwipe(.up) != nil)
        #expect(rows.offsets.count == 1)
        #expect(rows.offsets.first ?? 0 > 0)
    }
}
