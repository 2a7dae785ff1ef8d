import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `present(_:animated:)` and `dismiss(animated:)` are screen changes, as UIKit makes them: the
/// screen-change sound, focus on the presented screen's first element, and on dismissal back to
/// the element that presented it (docs/voiceover-behaviour.md §7 and §8; the View Controller
/// Programming Guide for iOS: a presented view controller is a new screen).
@MainActor
@Suite("VoiceOver: presenting and dismissing view controllers")
struct SimulatorPresentationTests {
    /// A screen with a title and a button that presents `details`.
    final class ListController: UIViewController {
        let details = DetailsController()
        let show = UIButton(type: .system)
        override func viewDidLoad() {
            let title = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
            title.text = "Inbox"
            view.addSubview(title)
            show.frame = CGRect(x: 16, y: 120, width: 200, height: 44)
            show.setTitle("Show details", for: .normal)
            show.addAction(UIAction { [unowned self] _ in present(details, animated: true) }, for: .primaryActionTriggered)
            view.addSubview(show)
        }
    }

    final class DetailsController: UIViewController {
        let heading = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        override func viewDidLoad() {
            heading.text = "Details"
            heading.accessibilityTraits = .header
            view.addSubview(heading)
            let close = UIButton(type: .system)
            close.frame = CGRect(x: 16, y: 120, width: 200, height: 44)
            close.setTitle("Close", for: .normal)
            close.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .primaryActionTriggered)
            view.addSubview(close)
        }
    }

    @Test("Presenting plays the screen-change sound and focuses the presented screen's first element")
    func presentIsAScreenChange() {
        let screen = SimulatorScreen([])
        let list = ListController()
        screen.window.rootViewController = list
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Show details, Button")
        voiceOver.clearLog()
        voiceOver.doubleTap()
        #expect(sounds(in: voiceOver.events).contains(.screenChanged))
        #expect(voiceOver.focusedDescription == "Details, Heading")
        #expect(voiceOver.transcript() == ["Details, Heading", "Close, Button"])
    }

    @Test("Dismissing is a screen change that returns focus to the element that presented it")
    func dismissReturnsFocus() {
        let screen = SimulatorScreen([])
        let list = ListController()
        screen.window.rootViewController = list
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Close, Button")
        voiceOver.clearLog()
        voiceOver.doubleTap()
        #expect(sounds(in: voiceOver.events) == [.screenChanged])
        #expect(voiceOver.focusedDescription == "Show details, Button")
        #expect(voiceOver.spokenLog.last == "Show details, Button")
    }

    @Test("An alert presented by the app posts one screen change, not two")
    func presentedAlertPostsOnce() {
        let screen = SimulatorScreen([])
        let list = ListController()
        screen.window.rootViewController = list
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.application.perform { list.present(alert, animated: true) }
        #expect(sounds(in: voiceOver.events) == [.screenChanged])
        #expect(voiceOver.focusedDescription?.hasPrefix("Delete?") == true)
    }
}
