import AccessibilityTree
import EarshotUIKit
import Testing

@testable import AccessibilityAudit

// App classes the override-table rules read, as an app declares them.

/// A custom slider with the adjustable trait and neither action (the rule's bad case).
final class SilentSlider: UIView {}
/// The guide's custom slider: both actions.
final class WholeSlider: UIView {
    override func accessibilityIncrement() {}
    override func accessibilityDecrement() {}
}
/// Only the increment.
final class HalfSlider: UIView {
    override func accessibilityIncrement() {}
}
/// Answers its frame in its superview's coordinates (listing 6-22's mistake).
final class SuperviewFrameView: UIView {
    override var accessibilityFrame: CGRect {
        get { frame }
        set {}
    }
}
/// Answers its frame in screen coordinates.
final class ScreenFrameView: UIView {
    override var accessibilityFrame: CGRect {
        get { UIAccessibility.convertToScreenCoordinates(bounds, in: self) }
        set {}
    }
}
/// A plain view that tracks touches itself.
final class TouchView: UIView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
/// The same, activatable by VoiceOver.
final class ActivatableTouchView: UIView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func accessibilityActivate() -> Bool { true }
}
/// A book page that turns on Read All, and one that cannot.
final class TurningPage: UIView {
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { true }
}
final class StuckPage: UIView {}

/// The app classes above, by name: parameterized tests take names, and the views are made on the
/// main actor inside each test.
@MainActor
func appView(_ name: String) -> UIView {
    switch name {
    case "SilentSlider": SilentSlider()
    case "HalfSlider": HalfSlider()
    case "WholeSlider": WholeSlider()
    case "SuperviewFrameView": SuperviewFrameView()
    case "ScreenFrameView": ScreenFrameView()
    case "TouchView": TouchView()
    case "ActivatableTouchView": ActivatableTouchView()
    case "TurningPage": TurningPage()
    case "StuckPage": StuckPage()
    default: UIView()
    }
}

@MainActor
func configured<View: UIView>(_ view: View, label: String, traits: UIAccessibilityTraits, frame: CGRect) -> View {
    view.frame = frame
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    view.accessibilityTraits = traits
    return view
}

@MainActor
@Suite("The guides' remaining checks")
struct GuideChecksTests {
    static let frame = CGRect(x: 20, y: 100, width: 200, height: 44)

    /// The Accessibility Programming Guide for iOS, custom containers: a container is not itself
    /// an element, or its children are lost.
    @Test(arguments: [true, false])
    func elementContainer(isElement: Bool) {
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        container.isAccessibilityElement = isElement
        container.accessibilityLabel = "Floor plan"
        let room = UIAccessibilityElement(accessibilityContainer: container)
        room.accessibilityLabel = "Kitchen"
        room.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 100, height: 100)
        container.accessibilityElements = [room]
        let findings = TestScreen().add(container).findings(TreeElementContainer())
        #expect(findings.count == (isElement ? 1 : 0))
    }

    /// docs/voiceover-behaviour.md §5: swipes up and down call the two methods; the class's
    /// override table says whether it has them.
    @Test(
        arguments: [
            ("SilentSlider", 1, "accessibilityIncrement() or accessibilityDecrement()"),
            ("HalfSlider", 1, "accessibilityDecrement()"), ("WholeSlider", 0, ""), ("UIView", 0, ""),
        ])
    func adjustableActions(view: String, count: Int, missing: String) {
        let slider = configured(appView(view), label: "Volume", traits: .adjustable, frame: Self.frame)
        slider.accessibilityValue = "5"
        let findings = TestScreen().add(slider).findings(TraitsAdjustableNoActions())
        #expect(findings.count == count)
        if count > 0 { #expect(findings.first?.message.contains("does not implement \(missing)") == true) }
    }

    /// The developer notes: accessibilityFrame is in screen coordinates; listing 6-22 returns the
    /// view's frame.
    @Test(arguments: [("SuperviewFrameView", 1), ("ScreenFrameView", 0)])
    func frameCoordinates(view: String, count: Int) {
        let card = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        card.addSubview(configured(appView(view), label: "Room", traits: .button, frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        #expect(TestScreen().add(card).findings(FrameSuperviewCoordinates()).count == count)
    }

    @Test(arguments: [
        (UIAccessibilityTraits([.button, .image]).rawValue, 1), (UIAccessibilityTraits.image.rawValue, 0),
        (UIAccessibilityTraits.button.rawValue, 0),
    ])
    func imageOnButton(rawTraits: UInt64, count: Int) {
        let traits = UIAccessibilityTraits(rawValue: rawTraits)
        #expect(TestScreen().add(element("Play", traits: traits)).findings(TraitsImageOnButton()).count == count)
    }

    @Test(arguments: [("TouchView", 1), ("ActivatableTouchView", 0), ("UIView", 0)])
    func plainViewInteractive(view: String, count: Int) {
        let findings = TestScreen().add(configured(appView(view), label: "Like", traits: .button, frame: Self.frame))
            .findings(TraitsPlainViewInteractive())
        #expect(findings.map(\.severity) == Array(repeating: .info, count: count))
    }

    /// The Accessibility Programming Guide for iOS, "如何创建提示": a hint is brief.
    @Test func hintTooLong() {
        let long = "Opens the settings where you can choose how often the app checks for new mail and which folders it watches."
        let screen = TestScreen().add(element("Settings", traits: .button, hint: long))
        #expect(screen.findings(HintTooLong()).count == 1)
        #expect(TestScreen().add(element("Play", traits: .button, hint: "Plays the song.")).findings(HintTooLong()).isEmpty)
        var configuration = AuditConfiguration()
        configuration.thresholds.hintMaxWords = 30
        #expect(screen.findings(HintTooLong(), configuration).isEmpty)
    }

    @Test(arguments: [("", 1), ("Headlines", 0)])
    func rotorNames(name: String, count: Int) {
        let view = element("Article", traits: .staticText)
        view.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: name) { _ in nil }]
        #expect(TestScreen().add(view).findings(RotorCustomUnnamed()).count == count)
    }

    @Test(arguments: [(CGRect.zero, 1), (CGRect(x: 10, y: 10, width: 100, height: 40), 0)])
    func elementFrame(frame: CGRect, count: Int) {
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let row = UIAccessibilityElement(accessibilityContainer: container)
        row.accessibilityLabel = "Row"
        row.accessibilityFrameInContainerSpace = frame
        container.accessibilityElements = [row]
        #expect(TestScreen().add(container).findings(ElementFrameMissing()).count == count)
    }

    @Test(arguments: [(CGRect(x: 300, y: 600, width: 40, height: 40), 1), (CGRect(x: 30, y: 105, width: 40, height: 30), 0)])
    func pathOutsideFrame(pathRect: CGRect, count: Int) {
        let view = element("Knob", traits: .button)
        view.accessibilityPath = UIBezierPath(ovalIn: pathRect)
        #expect(TestScreen().add(view).findings(FramePathOutside()).count == count)
    }

    /// Developing Accessible iOS Apps, chapter 6: one summary element per screen.
    @Test func summaryElements() {
        let screen = TestScreen().add(
            element("Cupertino, 21°", frame: CGRect(x: 20, y: 100, width: 300, height: 44), traits: .summaryElement),
            element("Sunny", frame: CGRect(x: 20, y: 160, width: 300, height: 44), traits: .summaryElement))
        #expect(screen.findings(TraitsSummaryMultiple()).count == 1)
        #expect(TestScreen().add(element("Cupertino", traits: .summaryElement)).findings(TraitsSummaryMultiple()).isEmpty)
    }

    @Test(arguments: [("StuckPage", 1), ("TurningPage", 0), ("UIView", 0)])
    func pageTurn(view: String, count: Int) {
        let page = configured(appView(view), label: "Chapter one", traits: [.staticText, .causesPageTurn], frame: Self.frame)
        #expect(TestScreen().add(page).findings(TraitsPageTurnNoScroll()).count == count)
    }
}
