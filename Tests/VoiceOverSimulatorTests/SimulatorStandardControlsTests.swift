import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver with UIKit's standard controls")
struct SimulatorStandardControlsTests {
    @Test func doubleTapTogglesASwitchAndSpeaksItsNewState() {
        let wifi = UISwitch(frame: CGRect(x: 300, y: 100, width: 51, height: 31))
        wifi.accessibilityLabel = "Wi-Fi"
        var changes = 0
        wifi.addTarget(for: .valueChanged) { _ in changes += 1 }
        let screen = SimulatorScreen(wifi)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Wi-Fi, Switch Button, Off, Double tap to toggle setting.")
        #expect(voiceOver.doubleTap() == "On")
        #expect(wifi.isOn && changes == 1)
        #expect(voiceOver.doubleTap() == "Off")
        #expect(!wifi.isOn && changes == 2)
    }

    @Test func swipingUpOnASliderSpeaksItsNewPercentage() {
        let volume = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        volume.accessibilityLabel = "Volume"
        volume.value = 0.5
        let screen = SimulatorScreen(volume)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.rotor == "Adjust Value")
        #expect(voiceOver.swipeUp() == "60%")
        #expect(voiceOver.swipeDown() == "50%")
        #expect(voiceOver.swipeDown() == "40%")
        #expect(abs(volume.value - 0.4) < 0.0001)
    }

    @Test func escapePopsANavigationController() {
        final class ListController: UIViewController {
            let labels: [String]
            /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
            required init?(coder: NSCoder) {
                return nil
            }

            init(title: String, labels: [String]) {
                self.labels = labels
                super.init()
                self.title = title
            }
            override func viewDidLoad() {
                for (row, text) in labels.enumerated() {
                    let label = UILabel(frame: CGRect(x: 20, y: 100 + CGFloat(row) * 44, width: 300, height: 40))
                    label.text = text
                    view.addSubview(label)
                }
            }
        }
        let navigation = UINavigationController(rootViewController: ListController(title: "Mailboxes", labels: ["Inbox", "Sent"]))
        let screen = SimulatorScreen()
        screen.window.rootViewController = navigation
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Mailboxes, Heading")

        screen.application.perform {
            navigation.pushViewController(ListController(title: "Inbox", labels: ["Message from Bob"]), animated: false)
        }
        #expect(sounds(in: voiceOver.events).last == .screenChanged)
        #expect(voiceOver.transcript().contains("Message from Bob"))

        voiceOver.clearLog()
        #expect(voiceOver.escape() == "Mailboxes, Heading")
        #expect(navigation.viewControllers.count == 1)
        #expect(sounds(in: voiceOver.events) == [.screenChanged])
        #expect(appCallsWithReceivers(in: voiceOver.events).contains("accessibilityPerformEscape on UINavigationController"))
        // At the root nothing pops.
        #expect(voiceOver.escape() == nil)
        #expect(sounds(in: voiceOver.events).last == .boundary)
    }

    @Test func anAlertTakesFocusAndEscapeCancelsIt() {
        final class Controller: UIViewController {
            override func viewDidLoad() {
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
                button.setTitle("Delete", for: .normal)
                view.addSubview(button)
            }
        }
        let controller = Controller()
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Delete, Button")

        var cancelled = false
        let alert = UIAlertController(title: "Delete everything?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        screen.application.perform { controller.present(alert, animated: false) }
        #expect(voiceOver.lastSpoken == "Delete everything?")
        // The alert is modal: nothing behind it can be reached.
        #expect(voiceOver.transcript() == ["Delete everything?", "Cancel, Button", "Delete, Button"])

        voiceOver.escape()
        #expect(cancelled)
        #expect(controller.presentedViewController == nil)
        #expect(voiceOver.focusedDescription == "Delete, Button")
    }

    @Test func threeFingerSwipesPageAScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 844 * 3)
        for page in 0..<3 {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(page) * 844 + 100, width: 300, height: 40))
            label.text = "Page \(page + 1) text"
            scrollView.addSubview(label)
        }
        let screen = SimulatorScreen(scrollView)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.threeFingerTap() == "Page 1 of 3")
        #expect(voiceOver.threeFingerSwipe(.up) == "Page 2 of 3")
        #expect(scrollView.contentOffset.y == 844)
        #expect(voiceOver.threeFingerTap() == "Page 2 of 3")
        #expect(voiceOver.threeFingerSwipe(.down) == "Page 1 of 3")
        #expect(voiceOver.threeFingerSwipe(.down) == nil)
        #expect(sounds(in: voiceOver.events).suffix(3) == [.scroll, .scroll, .boundary])
    }
}

/// Fidelity to real devices, heard through VoiceOver, each from a device-verified reference.
@MainActor
@Suite("VoiceOver fidelity against AccessibilitySnapshot's references")
struct SimulatorReferenceFidelityTests {
    /// AccessibilitySnapshot's tab bar reference images (iOS 17.5, 18.5, 26.2): a UITabBar with a
    /// standard, a selected and a disabled item reads "Item A. Tab. 1 of 3.", "Selected: Item B.
    /// Tab. 2 of 3.", "Item C. Tab. 3 of 3." — the disabled tab is not "Dimmed".
    @Test func aDisabledTabBarItemIsNotSpokenDimmed() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 760, width: 390, height: 84))
        let items = ["Item A", "Item B", "Item C"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        items[2].isEnabled = false
        bar.items = items
        bar.selectedItem = items[1]
        let voiceOver = SimulatorScreen(bar).voiceOver()
        #expect(voiceOver.lastSpoken == "Item A, Tab, 1 of 3")
        #expect(voiceOver.swipeRight() == "Selected, Item B, Tab, 2 of 3")
        #expect(voiceOver.swipeRight() == "Item C, Tab, 3 of 3")
        voiceOver.doubleTap()
        #expect(bar.selectedItem === items[1], "a disabled tab still cannot be selected")
    }

    /// AccessibilitySnapshot's DescriptionEdgeCases reference, row 04: a view with only the
    /// adjustable trait says "Adjustable", then "Swipe up or down with one finger to adjust the value."
    @Test func anAdjustableElementWithNothingElseSaysAdjustableThenTheHint() {
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        view.isAccessibilityElement = true
        view.accessibilityTraits = .adjustable
        let voiceOver = SimulatorScreen(view).voiceOver()
        #expect(voiceOver.lastSpoken == "Adjustable, Swipe up or down with one finger to adjust the value.")
    }

    /// As an iPhone reads a list scrolled down: the scroll view's content is read
    /// together, after the navigation bar above it, even the rows scrolled above the viewport
    /// (whose frames now lie higher on screen than the bar).
    @Test func aScrolledListIsReadAfterTheBarAboveIt() {
        let title = UILabel(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        title.text = "Mail"
        title.accessibilityTraits = .header
        let list = UIScrollView(frame: CGRect(x: 0, y: 91, width: 390, height: 700))
        list.contentSize = CGSize(width: 390, height: 2000)
        for row in 0..<6 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 100, width: 358, height: 44))
            label.text = "Row \(row + 1)"
            list.addSubview(label)
        }
        list.contentOffset = CGPoint(x: 0, y: 250)
        let compose = UIButton(frame: CGRect(x: 16, y: 800, width: 100, height: 44))
        compose.setTitle("Compose", for: .normal)
        let voiceOver = SimulatorScreen(title, list, compose).voiceOver()
        #expect(voiceOver.lastSpoken == "Mail, Heading")
        #expect((1...6).map { _ in voiceOver.swipeRight() } == (1...6).map { "Row \($0)" })
        #expect(voiceOver.swipeRight() == "Compose, Button")
    }
}
