import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// When a modal view the cursor moved into goes away, focus returns to the element focused before
/// it appeared (iOS's refinement of the [U] positional fallback in docs/voiceover-behaviour.md §8 (Focus)).
@MainActor
@Suite("VoiceOver: focus returns from a dismissed modal")
struct SimulatorModalFocusTests {
    /// A screen of three rows whose last one, "Delete", presents an alert with Cancel and Delete.
    final class Controller: UIViewController {
        var cancelled = false
        var deleted = false

        override func viewDidLoad() {
            for (row, title) in ["Inbox", "Archive", "Delete"].enumerated() {
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 20, y: 100 + CGFloat(row) * 50, width: 200, height: 44)
                button.setTitle(title, for: .normal)
                if title == "Delete" {
                    button.addAction(UIAction { [weak self] _ in self?.presentAlert() }, for: .touchUpInside)
                }
                view.addSubview(button)
            }
        }

        func presentAlert() {
            let alert = UIAlertController(title: "Delete everything?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.cancelled = true })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
            present(alert, animated: false)
        }
    }

    /// How the alert is dismissed.
    enum Dismissal: String, CaseIterable, Sendable {
        case escape, doubleTapCancel
    }

    @Test(arguments: Dismissal.allCases)
    func dismissingAnAlertReturnsFocusToThePresentingButton(_ dismissal: Dismissal) {
        let controller = Controller()
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Delete, Button")
        let presenting = voiceOver.focusedElement

        #expect(voiceOver.doubleTap() == "Delete everything?")
        #expect(controller.presentedViewController is UIAlertController)
        #expect(voiceOver.transcript() == ["Delete everything?", "Cancel, Button", "Delete, Button"])

        // The positional fallback would land on "Inbox" (from the title) or "Archive" (from Cancel).
        switch dismissal {
        case .escape:
            voiceOver.clearLog()
            #expect(voiceOver.escape() == "Delete, Button")
        case .doubleTapCancel:
            #expect(voiceOver.swipeRight() == "Cancel, Button")
            voiceOver.clearLog()
            #expect(voiceOver.doubleTap() == "Delete, Button")
        }
        #expect(controller.cancelled)
        #expect(controller.presentedViewController == nil)
        #expect(voiceOver.focusedElement === presenting)
        #expect(voiceOver.spokenLog == ["Delete, Button"])
    }

    /// A custom modal dialog that a button inside it removes.
    func customModalScreen() -> (SimulatorScreen, UIView, [ElementView], UIButton) {
        let content = elementRows(["Messages", "New message", "Settings", "Help"])
        let dialog = UIView(frame: CGRect(x: 40, y: 300, width: 310, height: 200))
        dialog.accessibilityViewIsModal = true
        let message = ElementView("Discard draft?", row: 0)
        message.frame = CGRect(x: 10, y: 10, width: 290, height: 40)
        let close = UIButton(type: .system)
        close.frame = CGRect(x: 10, y: 120, width: 290, height: 44)
        close.setTitle("Close", for: .normal)
        close.addAction(UIAction { [weak dialog] _ in dialog?.removeFromSuperview() }, for: .touchUpInside)
        dialog.addSubview(message)
        dialog.addSubview(close)
        return (SimulatorScreen(content), dialog, content, close)
    }

    @Test func removingACustomModalReturnsFocusToTheElementFocusedBeforeIt() {
        let (screen, dialog, content, _) = customModalScreen()
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedElement === content[2])

        screen.application.perform {
            screen.window.addSubview(dialog)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        #expect(voiceOver.lastSpoken == "Discard draft?")
        #expect(voiceOver.swipeRight() == "Close, Button")

        // "Close" was second in reading order: the positional fallback would say "New message".
        #expect(voiceOver.doubleTap() == "Settings")
        #expect(dialog.superview == nil)
        #expect(voiceOver.focusedElement === content[2])
        #expect(content[2].focusedDuringCallback.last == true)
    }

    @Test func theRememberedElementGoneFallsBackToTheOldPosition() {
        let (screen, dialog, content, close) = customModalScreen()
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        screen.application.perform {
            screen.window.addSubview(dialog)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        close.addAction(UIAction { _ in content[2].removeFromSuperview() }, for: .touchUpInside)
        voiceOver.swipeRight()
        // "Close" was second in reading order; the second element now is "New message".
        #expect(voiceOver.doubleTap() == "New message")
        #expect(voiceOver.focusedElement === content[1])
    }

    @Test func anOrdinaryElementRemovedKeepsThePositionalFallback() {
        let content = elementRows(["Messages", "New message", "Settings"])
        let screen = SimulatorScreen(content)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedElement === content[1])
        screen.application.perform {
            content[1].removeFromSuperview()
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        #expect(voiceOver.lastSpoken == "Settings")
        #expect(voiceOver.focusedElement === content[2])
    }
}
