import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The appearance proxy (Apple's documentation of `UIAppearance`: "iOS applies appearance changes
/// when a view enters a window; it doesn't change the appearance of a view that's already in a
/// window"), a navigation item's title view, and containers forwarding the appearance callbacks
/// (`shouldAutomaticallyForwardAppearanceMethods`).
@MainActor
@Suite("UIAppearance, title views and forwarded appearance callbacks")
struct SimulatorAppearanceProxyTests {
    private func label(_ text: String, row: Int) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 100 + CGFloat(row) * 44, width: 300, height: 40))
        label.text = text
        return label
    }

    /// A proxy's `semanticContentAttribute` lays views out right to left once they enter a window,
    /// so VoiceOver reads a horizontal stack's arranged subviews from the right (docs/voiceover-
    /// behaviour.md §2, reading order follows the laid-out frames).
    @Test func aProxysSemanticContentAttributeReachesViewsEnteringAWindow() {
        let screen = SimulatorScreen()
        let proxy = screen.application.perform { UIView.appearance() }
        #expect(proxy.semanticContentAttribute == .unspecified)
        screen.application.perform { UIStackView.appearance().semanticContentAttribute = .forceRightToLeft }
        let stack = UIStackView(arrangedSubviews: [label("First", row: 0), label("Second", row: 0)])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        #expect(stack.semanticContentAttribute == .unspecified)
        screen.window.addSubview(stack)
        #expect(stack.semanticContentAttribute == .forceRightToLeft)
        #expect(screen.application.perform { UIStackView.appearance().semanticContentAttribute } == .forceRightToLeft)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Second", "First"])
    }

    /// A value the app set on the view itself wins over the proxy's; a view already in a window
    /// keeps what it has; a proxy limited to a container reaches only views inside one.
    @Test func explicitValuesWinAndContainersLimitTheProxy() {
        let screen = SimulatorScreen()
        screen.application.perform {
            UILabel.appearance().textColor = .systemRed
            UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemGreen
        }
        let plain = label("Plain", row: 0)
        let own = label("Own", row: 1)
        own.textColor = .systemBlue
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inCell = label("In cell", row: 0)
        cell.contentView.addSubview(inCell)
        screen.window.addSubview(plain)
        screen.window.addSubview(own)
        screen.window.addSubview(cell)
        #expect(plain.textColor == .systemRed)
        #expect(own.textColor == .systemBlue)
        #expect(inCell.textColor == .systemGreen)
        screen.application.perform { UILabel.appearance().textColor = .systemOrange }
        #expect(plain.textColor == .systemRed)
    }

    /// Apple's documentation of `UINavigationItem.titleView`: shown in place of the title, so
    /// VoiceOver reads the view's elements where the title heading was.
    @Test func aTitleViewIsReadInPlaceOfTheTitle() {
        let screen = SimulatorScreen()
        let root = UIViewController()
        root.title = "Inbox"
        let control = UISegmentedControl(items: ["Mail", "Chat"])
        control.selectedSegmentIndex = 0
        control.frame = CGRect(x: 0, y: 0, width: 160, height: 32)
        root.navigationItem.titleView = control
        screen.window.rootViewController = UINavigationController(rootViewController: root)
        let voiceOver = screen.voiceOver()
        let spoken = voiceOver.transcript()
        #expect(!spoken.contains("Inbox, Heading"))
        #expect(spoken.first?.hasPrefix("Selected, Mail, Button") == true)
        #expect(control.frame.size == CGSize(width: 160, height: 32))
        root.navigationItem.titleView = nil
        #expect(voiceOver.transcript().first == "Inbox, Heading")
        #expect(control.superview == nil)
    }

    /// A controller that writes down its appearance callbacks.
    private final class Recorder: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear")
        }
    }

    /// A container that forwards nothing itself.
    private final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    /// Apple's documentation of `shouldAutomaticallyForwardAppearanceMethods`: true by default, so
    /// a child whose view is in its parent's view hears the parent's appearance changes; a
    /// container answering false calls `beginAppearanceTransition(_:animated:)` itself.
    @Test(arguments: [true, false])
    func aContainerForwardsAppearanceToItsShownChildren(forwards: Bool) {
        let screen = SimulatorScreen()
        let container = forwards ? UIViewController() : ManualContainer()
        let child = Recorder()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let hidden = Recorder()
        container.addChild(hidden)
        screen.window.rootViewController = container
        #expect(container.shouldAutomaticallyForwardAppearanceMethods == forwards)
        #expect(child.calls == (forwards ? ["willAppear", "didAppear"] : []))
        #expect(hidden.calls.isEmpty)
    }
}
