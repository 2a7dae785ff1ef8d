import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("label.missing")
struct LabelMissingTests {
    @Test func unlabeledButtonIsAnError() {
        let findings = TestScreen().add(TestButton(nil)).findings(LabelMissing())
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("VoiceOver says only \"Button\"") == true)
    }

    @Test func unlabeledPlainElementIsAWarning() {
        let findings = TestScreen().add(element(nil, value: "42")).findings(LabelMissing())
        #expect(findings.map(\.severity) == [.warning])
    }

    @Test(arguments: ["", "   ", "\n"])
    func whitespaceIsNoLabel(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelMissing()).count == 1)
    }

    @Test func captionAboveAnUnlabeledControlIsNamed() {
        let screen = TestScreen().add(
            text("Volume", frame: CGRect(x: 20, y: 200, width: 200, height: 22)),
            element(nil, frame: CGRect(x: 20, y: 230, width: 300, height: 44), traits: .adjustable, value: "50%")
        )
        #expect(screen.findings(LabelMissing()).first?.message.contains("The text \"Volume\" beside it") == true)
    }

    /// Text that speaks its own text, and cases other rules own, are not flagged here.
    @Test func exemptions() {
        let screen = TestScreen().add(
            element(nil, frame: CGRect(x: 0, y: 100, width: 300, height: 40), traits: .staticText, value: "Terms and conditions apply"),
            element(nil, frame: CGRect(x: 0, y: 150, width: 300, height: 40), traits: .image),
            element(nil, frame: CGRect(x: 0, y: 200, width: 300, height: 40), traits: [.textEntry], value: "hello"),
            element(nil, frame: CGRect(x: 0, y: 250, width: 300, height: 40), traits: .header),
            TestButton("Play", frame: CGRect(x: 0, y: 300, width: 100, height: 44))
        )
        #expect(screen.findings(LabelMissing()).isEmpty)
    }
}

@MainActor
@Suite("label.image-missing")
struct LabelImageMissingTests {
    @Test func unlabeledImage() {
        let findings = TestScreen().add(element(nil, traits: .image)).findings(LabelImageMissing())
        #expect(findings.count == 1)
        #expect(findings.first?.element?.spokenDescription == "Image")
    }

    @Test func labeledImageAndHiddenDecorativeImage() {
        let decorative = element(nil, frame: CGRect(x: 0, y: 300, width: 100, height: 100), traits: .image)
        decorative.isAccessibilityElement = false
        let screen = TestScreen().add(element("Mars at dusk", traits: .image), decorative)
        #expect(screen.findings(LabelImageMissing()).isEmpty)
    }
}

@MainActor
@Suite("label.field-missing")
struct LabelFieldMissingTests {
    @Test(arguments: [UIAccessibilityTraits.textEntry, .searchField, [.textEntry, .secureTextField]])
    func unlabeledFields(_ traits: UIAccessibilityTraits) {
        let findings = TestScreen().add(element(nil, traits: traits, value: "Search")).findings(LabelFieldMissing())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("only its value \"Search\"") == true)
    }

    @Test func labeledField() {
        #expect(TestScreen().add(element("Email", traits: .textEntry, value: "a@b.c")).findings(LabelFieldMissing()).isEmpty)
    }

    /// The Accessibility Programming Guide for iOS: a text field's placeholder is its default
    /// label. An empty field with a placeholder is named (a warning: the name goes once typed);
    /// a field whose text hides the placeholder has no name (an error).
    @Test(arguments: [(text: String?.none, severity: Severity.warning), (text: "a@b.c", severity: .error)])
    func placeholderNamesTheField(text: String?, severity: Severity) {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.placeholder = "Email"
        field.text = text
        let findings = TestScreen().add(field).findings(LabelFieldMissing())
        #expect(findings.map(\.severity) == [severity])
        if severity == .warning { #expect(findings.first?.message.contains("placeholder \"Email\"") == true) }
    }
}
