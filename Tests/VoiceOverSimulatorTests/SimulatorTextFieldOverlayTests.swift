import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A text field's overlays as VoiceOver reaches them (docs/voiceover-behaviour.md §10 (Standard
/// UIKit controls), docs/uikit.md "Text fields"): the clear button is a button of its own, "Clear
/// text", beside the field while its mode shows it and the field has text (recorded on iPhones:
/// Firefox for iOS issue 5022 names the URL field's "Clear text" button VoiceOver lands on; React
/// Native pull request 17230 reaches it as the field's child); a side view's elements are the
/// field's children, read in the order they are drawn.
@MainActor
@Suite("VoiceOver and a text field's clear button and side views")
struct SimulatorTextFieldOverlayTests {
    /// What VoiceOver adds after a text field's description (docs/voiceover-behaviour.md §4, the
    /// hint): the edit hint, or while editing the rotor's.
    private static let editHint = ", Double tap to edit."
    private static let editingHint = ", Use the rotor to access Misspelled Words"

    private func field(text: String = "Ann") -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.accessibilityLabel = "Name"
        field.text = text
        return field
    }

    /// Apple's documentation of `clearButtonMode` and `UITextField.ViewMode`: the clear button
    /// shows per its mode while the field is (or is not) being edited, and only while it has text.
    @Test(arguments: [
        // mode raw value, editing, text, spoken after the field (nil: nothing after it)
        (0, true, "Ann", String?.none),
        (1, false, "Ann", String?.none),
        (1, true, "Ann", "Clear text, Button"),
        (2, false, "Ann", "Clear text, Button"),
        (2, true, "Ann", String?.none),
        (3, false, "Ann", "Clear text, Button"),
        (3, true, "", String?.none),
    ])
    func theClearButtonFollowsItsModeAndTheText(mode: Int, editing: Bool, text: String, after: String?) {
        let field = field(text: text)
        field.clearButtonMode = UITextField.ViewMode(rawValue: mode) ?? .never
        let screen = SimulatorScreen(field)
        if editing { #expect(field.becomeFirstResponder()) }
        let voiceOver = screen.voiceOver()
        let value = text.isEmpty ? "" : "\(text), "
        let fieldSpeech = "Name, \(value)Text Field\(editing ? ", Is editing" + Self.editingHint : Self.editHint)"
        #expect(voiceOver.transcript() == [fieldSpeech] + (after.map { [$0] } ?? []))
        #expect(voiceOver.swipeRight() == after)
        #expect(field.isAccessibilityElement == (after == nil))
    }

    /// The clear button's double tap empties the field, tells the delegate and the field's
    /// `.editingChanged` targets, starts editing, and the button goes with the text.
    @Test func doubleTappingClearTextEmptiesTheField() {
        let field = field()
        field.clearButtonMode = .always
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.swipeRight() == "Clear text, Button")
        voiceOver.doubleTap()
        #expect(field.text == "")
        #expect(changes == 1)
        #expect(field.isEditing)
        #expect(field.isAccessibilityElement)
    }

    /// A delegate that refuses (`textFieldShouldClear(_:)` false) keeps the text.
    @Test func aDelegateCanRefuseToClear() {
        final class Refusing: UITextFieldDelegate {
            func textFieldShouldClear(_ textField: UITextField) -> Bool { false }
        }
        let field = field()
        let delegate = Refusing()
        field.delegate = delegate
        field.clearButtonMode = .always
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.swipeRight() == "Clear text, Button")
        voiceOver.doubleTap()
        #expect(field.text == "Ann")
    }

    /// A button in `rightView` is the field's child, read after it; a decorative image view in
    /// `leftView` adds nothing, and the field stays one element for it.
    @Test func aRightViewButtonIsReadAfterTheFieldAndADecorativeLeftViewIsNot() {
        let field = field()
        let show = UIButton(type: .system)
        show.setTitle("Show", for: .normal)
        show.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        field.rightView = show
        field.rightViewMode = .always
        field.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        field.leftViewMode = .always
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.transcript() == ["Name, Ann, Text Field" + Self.editHint, "Show, Button"])
        #expect(voiceOver.swipeRight() == "Show, Button")
        #expect(voiceOver.swipeRight() == nil)
        #expect(show.frame.maxX == field.bounds.maxX)
        field.rightViewMode = .whileEditing
        #expect(show.superview == nil)
        #expect(field.isAccessibilityElement)
    }

    /// A labelled image view in `leftView` is read before the field, as it is drawn.
    @Test func aLabelledLeftViewIsReadBeforeTheField() {
        let field = field()
        let icon = UIImageView(image: UIImage(systemName: "person"))
        icon.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        icon.isAccessibilityElement = true
        icon.accessibilityLabel = "Person"
        field.leftView = icon
        field.leftViewMode = .always
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.transcript() == ["Person, Image", "Name, Ann, Text Field" + Self.editHint])
    }

    /// The element standing for the field is tapped at its centre: the double tap starts editing.
    @Test func doubleTappingTheFieldBesideItsOverlaysStartsEditing() {
        let field = field()
        field.clearButtonMode = .unlessEditing
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.transcript() == ["Name, Ann, Text Field" + Self.editHint, "Clear text, Button"])
        voiceOver.doubleTap()
        #expect(field.isEditing)
        #expect(field.isAccessibilityElement)
    }

    /// docs/voiceover-behaviour.md §10 [U]: a search field's tokens are read in its value before
    /// the typed text; the delete key in an empty field removes the last token
    /// (`allowsDeletingTokens`), and the clear button clears tokens and text.
    @Test func aSearchFieldsTokensAreReadBeforeItsText() {
        let field = UISearchTextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.placeholder = "Search"
        field.insertToken(UISearchToken(icon: nil, text: "Token 2"), at: 0)
        field.insertToken(UISearchToken(icon: UIImage(systemName: "staroflife.fill"), text: "Token 1"), at: 0)
        field.clearButtonMode = .always
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.transcript() == ["Search, Token 1, Token 2, Text Field, Search Field" + Self.editHint, "Clear text, Button"])
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["Token 1"])
        #expect(voiceOver.swipeRight() == "Clear text, Button")
        voiceOver.doubleTap()
        #expect(field.tokens.isEmpty)
        field.allowsDeletingTokens = false
        field.insertToken(UISearchToken(icon: nil, text: "Kept"), at: 5)
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["Kept"])
    }

    /// A field's `background` image is kept for readers (not drawn) and changes nothing spoken.
    @Test func aBackgroundImageIsKeptAndNotSpoken() {
        let field = field()
        field.borderStyle = .none
        field.background = UIImage(systemName: "square")
        let voiceOver = SimulatorScreen(field).voiceOver()
        #expect(voiceOver.transcript() == ["Name, Ann, Text Field" + Self.editHint])
        #expect(field.background != nil)
    }
}
