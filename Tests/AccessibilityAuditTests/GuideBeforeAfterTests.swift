import EarshotUIKit
import Testing

@testable import AccessibilityAudit

/// The guides' own before/after examples (the Accessibility Programming Guide for iOS on labels and hints, Developing Accessible iOS Apps, chapter 6: travelers
/// slider): every "before" is found, every "after" is clean.
@MainActor
@Suite("The guides' before-and-after examples")
struct GuideBeforeAfterTests {
    /// The Accessibility Programming Guide for iOS: "if your Add button includes the control type, VoiceOver users hear 'Add button button'".
    @Test func addButtonThatRepeatsItsRole() {
        let screen = TestScreen().add(TestButton("Add button"))
        #expect(screen.findings(LabelContainsRole()).labels == ["Add button"])
        #expect(
            screen.audit().findings.first(where: { $0.ruleID == "label.contains-role" })?.element?.spokenDescription == "Add button, Button"
        )
    }

    @Test func addButtonAfter() {
        let screen = TestScreen().add(TestButton("Add"))
        #expect(screen.findings(LabelContainsRole()).isEmpty)
    }

    /// The Accessibility Programming Guide for iOS: hints must not name the gesture ("点击来播放音乐" — "Tap to play the song").
    @Test func hintThatNamesTheGesture() {
        let screen = TestScreen().add(TestButton("Yesterday", hint: "Tap to play the song"))
        let findings = screen.findings(HintStyle())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("names the gesture \"tap\"") == true)
        #expect(findings.first?.message.contains("does not end with a period") == true)
    }

    /// The fixed hint, and Developing Accessible iOS Apps, chapter 6: "Sends your message.".
    @Test(arguments: ["Plays the song.", "Sends your message."])
    func hintAfter(_ hint: String) {
        let screen = TestScreen().add(TestButton("Yesterday", hint: hint))
        #expect(screen.findings(HintStyle()).isEmpty)
    }

    /// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”) before the fix: a "Travelers: 0" label and, separately, a slider that only says
    /// "0%, Adjustable" — VoiceOver users can't tell what it sets.
    @Test func travelersBefore() {
        let screen = TestScreen().add(
            text("Travelers: 0", frame: CGRect(x: 20, y: 300, width: 350, height: 22)),
            TravelersSlider(frame: CGRect(x: 20, y: 330, width: 350, height: 44))
        )
        let report = screen.audit()
        let slider = report.findings.filter { $0.element?.index == 1 }
        let missing = slider.first { $0.ruleID == "label.missing" }
        #expect(missing?.severity == .error)
        #expect(missing?.message.contains("The text \"Travelers: 0\" beside it looks like its caption") == true)
        #expect(slider.first?.element?.spokenDescription == "0%, Adjustable")
        #expect(report.exitCode == 1)
    }

    /// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”) after the fix: one adjustable container "Travelers", value "0", forwarding
    /// increment and decrement to the slider inside it.
    @Test func travelersAfter() {
        let container = TravelersView(frame: CGRect(x: 20, y: 300, width: 350, height: 74))
        let screen = TestScreen().add(element("Mars", frame: CGRect(x: 20, y: 60, width: 350, height: 34), traits: .header), container)
        let report = screen.audit()
        let travelers = report.findings.filter { $0.element?.label == "Travelers" }
        #expect(travelers.isEmpty, "\(travelers.map(\.message))")
        #expect(report.exitCode == 0)
        // It really adjusts: the increment reaches the slider.
        container.accessibilityIncrement()
        #expect(container.accessibilityValue == "1")
    }
}

/// A slider as UIKit exposes it: adjustable, its value a percentage, no label.
@MainActor
final class TravelersSlider: UIControl {
    var value: Float = 0
    var maximumValue: Float = 10

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityValue: String? {
        get { "\(Int((value / maximumValue * 100).rounded()))%" }
        set {}
    }

    override func accessibilityIncrement() { value = min(maximumValue, value + 1) }
    override func accessibilityDecrement() { value = max(0, value - 1) }
}

/// Developing Accessible iOS Apps, chapter 6: semantic view: label and slider combined into one adjustable element.
@MainActor
final class TravelersView: UIView {
    let label: UIView
    let slider: TravelersSlider

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override init(frame: CGRect) {
        label = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 22))
        slider = TravelersSlider(frame: CGRect(x: 0, y: 30, width: frame.width, height: 44))
        super.init(frame: frame)
        addSubview(label)
        addSubview(slider)
        isAccessibilityElement = true
        accessibilityTraits.insert(.adjustable)
    }

    override var accessibilityLabel: String? {
        get { "Travelers" }
        set {}
    }

    override var accessibilityValue: String? {
        get { "\(Int(slider.value))" }
        set {}
    }

    override func accessibilityIncrement() { slider.accessibilityIncrement() }
    override func accessibilityDecrement() { slider.accessibilityDecrement() }
}
