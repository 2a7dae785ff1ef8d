import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A view controller-like target whose methods are wired by typed target–action, as
/// `earshot port` writes it for `#selector` (docs/port.md).
@MainActor
private final class Target {
    var calls: [String] = []
    func touched() { calls.append("touched") }
    func tapped(_ sender: UIButton) { calls.append("tapped(\(sender.currentTitle ?? ""))") }
    func anySender(_ sender: Any) { calls.append("anySender") }
    func withEvent(_ sender: UIButton, _ event: UIEvent) { calls.append("withEvent(\(event.allTouches?.count ?? 0))") }
    func handleTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: recognizer.view)
        calls.append("handleTap(\(recognizer.state == .recognized), \(point.x), \(point.y))")
    }
}

/// A count shared with a target that may be gone.
@MainActor
private final class Counter {
    var count = 0
}

@MainActor
private final class CountingTarget {
    let counter: Counter
    init(_ counter: Counter) { self.counter = counter }
    func fire() { counter.count += 1 }
}

@MainActor
@Suite("VoiceOver: typed target–action and gesture recognizers")
struct SimulatorTargetActionTests {
    private func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.setTitle(title, for: .normal)
        return button
    }

    /// Apple's `UIControl.addTarget(_:action:for:)`: the action is sent on the event, with the
    /// control as sender; VoiceOver's double tap taps the activation point
    /// (docs/voiceover-behaviour.md on activation).
    @Test func doubleTapCallsEachTypedActionOfTheButton() {
        let target = Target()
        let send = button("Send")
        send.addTarget(target, action: Target.touched, for: .touchUpInside)
        send.addTarget(target, action: Target.tapped(_:), for: .touchUpInside)
        send.addTarget(target, action: Target.anySender, for: .primaryActionTriggered)
        send.addTarget(target, action: Target.withEvent, for: .touchUpInside)
        let screen = SimulatorScreen(send)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Send, Button")
        voiceOver.doubleTap()
        #expect(target.calls == ["touched", "tapped(Send)", "anySender", "withEvent(1)"])
    }

    /// Apple's `UIControl.addTarget(_:action:for:)`: "The control does not retain the object in
    /// the target parameter": once the target is gone, the double tap calls nothing.
    @Test func aTargetThatIsGoneIsNotCalled() {
        let counter = Counter()
        let send = button("Send")
        var target: CountingTarget? = CountingTarget(counter)
        send.addTarget(target!, action: CountingTarget.fire, for: .touchUpInside)
        let screen = SimulatorScreen(send)
        let voiceOver = screen.voiceOver()
        voiceOver.doubleTap()
        #expect(counter.count == 1)
        target = nil
        voiceOver.doubleTap()
        #expect(counter.count == 1)
        #expect(send.allTargets.isEmpty)
    }

    @Test func removeTargetStopsItsActions() {
        let target = Target()
        let send = button("Send")
        send.addTarget(target, action: Target.tapped(_:), for: [.touchUpInside, .primaryActionTriggered])
        send.removeTarget(target, action: nil, for: .touchUpInside)
        #expect(send.allControlEvents == .primaryActionTriggered)
        send.removeTarget(nil, action: nil, for: .allEvents)
        let screen = SimulatorScreen(send)
        screen.voiceOver().doubleTap()
        #expect(target.calls.isEmpty)
    }

    /// Apple's `UIButton.init(type:primaryAction:)`: the button shows the action's title and
    /// runs it on `.primaryActionTriggered`.
    @Test func aButtonMadeFromAnActionSpeaksItsTitleAndRunsIt() {
        var ran: [String] = []
        let share = UIButton(
            primaryAction: UIAction(title: "Share", attributes: .destructive) { action in
                ran.append("\(action.title) from \(action.sender is UIButton)")
            })
        share.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        let screen = SimulatorScreen(share)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Share, Button")
        voiceOver.doubleTap()
        #expect(ran == ["Share from true"])
    }

    /// A tap recognizer on a label: VoiceOver's double tap reaches it through the tap at the
    /// activation point, once the label takes touches (`isUserInteractionEnabled` is false on a
    /// label by default, Apple's `UILabel` documentation).
    @Test func doubleTapReachesATapRecognizerOnALabelThatTakesTouches() {
        let target = Target()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        label.text = "Terms"
        let recognizer = UITapGestureRecognizer(target: target, action: Target.handleTap)
        label.addGestureRecognizer(recognizer)
        #expect(recognizer.view === label)
        #expect(label.gestureRecognizers?.count == 1)
        let screen = SimulatorScreen(label)
        let voiceOver = screen.voiceOver()
        voiceOver.doubleTap()
        #expect(target.calls.isEmpty)

        label.isUserInteractionEnabled = true
        voiceOver.doubleTap()
        #expect(target.calls == ["handleTap(true, 100.0, 22.0)"])
        #expect(recognizer.state == .possible)
    }

    /// Event Handling Guide for iOS ("Interacting with Other User Interface Controls"): a
    /// single-tap recognizer on a button's superview does not take the button's tap.
    @Test func aRecognizerAboveAButtonLeavesTheButtonItsTap() {
        let target = Target()
        let card = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 200))
        let send = button("Send")
        send.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        card.addSubview(send)
        send.addTarget(target, action: Target.tapped(_:), for: .touchUpInside)
        card.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.handleTap))
        let screen = SimulatorScreen(card)
        screen.voiceOver().doubleTap()
        #expect(target.calls == ["tapped(Send)"])
    }

    /// Apple's `cancelsTouchesInView` (true by default): when the recognizer recognizes, the
    /// view under it gets its touches cancelled, so a plain control sends no touch-up action.
    @Test func aRecognizedTapCancelsTheTouchesOfTheViewUnderIt() {
        let target = Target()
        let card = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 200))
        let control = UIControl(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        control.accessibilityLabel = "Row"
        var events: [String] = []
        control.addTarget(for: .touchUpInside) { _ in events.append("touchUpInside") }
        control.addTarget(for: .touchCancel) { _ in events.append("touchCancel") }
        card.addSubview(control)
        let recognizer = UITapGestureRecognizer(target: target, action: Target.handleTap)
        card.addGestureRecognizer(recognizer)
        let screen = SimulatorScreen(card)
        let voiceOver = screen.voiceOver()
        voiceOver.doubleTap()
        #expect(target.calls.count == 1)
        #expect(events == ["touchCancel"])

        recognizer.cancelsTouchesInView = false
        voiceOver.doubleTap()
        #expect(target.calls.count == 2)
        #expect(events == ["touchCancel", "touchUpInside"])

        recognizer.isEnabled = false
        voiceOver.doubleTap()
        #expect(target.calls.count == 2)
    }

    /// `UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)` returning false fails the
    /// gesture; a recognizer that requires two taps is not recognized by VoiceOver's one tap.
    @Test func aDelegateOrATapCountCanKeepTheRecognizerFromFiring() {
        @MainActor final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let target = Target()
        let refusing = Refusing()
        let image = UIImageView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Avatar"
        image.isUserInteractionEnabled = true
        let recognizer = UITapGestureRecognizer(target: target, action: Target.handleTap)
        recognizer.delegate = refusing
        image.addGestureRecognizer(recognizer)
        let screen = SimulatorScreen(image)
        let voiceOver = screen.voiceOver()
        voiceOver.doubleTap()
        #expect(target.calls.isEmpty)

        recognizer.delegate = nil
        recognizer.numberOfTapsRequired = 2
        voiceOver.doubleTap()
        #expect(target.calls.isEmpty)

        recognizer.numberOfTapsRequired = 1
        voiceOver.doubleTap()
        #expect(target.calls.count == 1)
    }

    /// A recognizer whose target is gone calls nothing (UIKit holds gesture targets weakly).
    @Test func aRecognizerWhoseTargetIsGoneCallsNothing() {
        let counter = Counter()
        var target: CountingTarget? = CountingTarget(counter)
        let image = UIImageView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Avatar"
        image.isUserInteractionEnabled = true
        image.addGestureRecognizer(UITapGestureRecognizer(target: target!, action: CountingTarget.fire))
        let screen = SimulatorScreen(image)
        let voiceOver = screen.voiceOver()
        voiceOver.doubleTap()
        #expect(counter.count == 1)
        target = nil
        voiceOver.doubleTap()
        #expect(counter.count == 1)
    }
}
