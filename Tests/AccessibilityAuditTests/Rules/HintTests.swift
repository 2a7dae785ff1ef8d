import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("hint.style")
struct HintStyleTests {
    @Test(arguments: [
        ("Play the song.", "not a command"),
        ("plays the song.", "starts with a lowercase letter"),
        ("Plays the song", "does not end with a period"),
        ("Adds an account to this button.", "names the control type \"button\""),
        ("The Save button stores your edits.", "names the element (\"Save\")"),
        ("Double tap to save.", "names the gesture \"double tap\""),
    ])
    func problems(_ hint: String, _ expected: String) {
        let label = hint.contains("Save button") ? "Save" : "Add"
        let findings = TestScreen().add(TestButton(label, hint: hint)).findings(HintStyle())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains(expected) == true, "\(findings.first?.message ?? "")")
    }

    /// Apple's own examples (the Accessibility Programming Guide for iOS): "Adds an account.", "Adds a comment.".
    @Test(arguments: ["Adds an account.", "Adds a comment.", "Opens the photo in full screen.", "Goes back to the list!"])
    func goodHints(_ hint: String) {
        #expect(TestScreen().add(TestButton("Add", hint: hint)).findings(HintStyle()).isEmpty)
    }

    /// Only English hints get the verb-form check; other languages are checked for gestures.
    @Test func germanHints() {
        let clean = element("Hinzufügen", traits: .button, hint: "Fügt ein Konto hinzu.", language: "de")
        let gesture = element(
            "Löschen", frame: CGRect(x: 0, y: 300, width: 200, height: 44), traits: .button, hint: "Zum Löschen tippen.", language: "de")
        let findings = TestScreen().add(clean, gesture).findings(HintStyle())
        #expect(findings.labels == ["Löschen"])
    }
}

@MainActor
@Suite("hint.redundant")
struct HintRedundantTests {
    @Test(arguments: [("Play", "Play."), ("Play song", "play"), ("Volume", "50%")])
    func redundantHints(_ label: String, _ hint: String) {
        let node = element(label, traits: .adjustable, value: "50%", hint: hint)
        #expect(TestScreen().add(node).findings(HintRedundant()).count == 1)
    }

    @Test func informativeHint() {
        #expect(TestScreen().add(TestButton("Play", hint: "Plays the selected song.")).findings(HintRedundant()).isEmpty)
    }
}
