import EarshotUIKit
import Testing

@MainActor
@Suite("UITextField, UISearchTextField, UITextView")
struct TextInputTests {
    @Test(
        arguments: [
            ("", nil, false, nil),
            ("", "Email", false, "Email"),
            ("ana@example.com", "Email", false, "ana@example.com"),
            ("secret", "Password", true, "••••••"),
            ("", "Password", true, "Password"),
        ] as [(String, String?, Bool, String?)])
    func textFieldValue(text: String, placeholder: String?, secure: Bool, value: String?) {
        let field = UITextField(frame: .zero)
        field.text = text
        field.placeholder = placeholder
        field.isSecureTextEntry = secure
        #expect(field.accessibilityValue == value)
        #expect(field.accessibilityLabel == nil)
    }

    @Test(
        arguments: [
            (false, false, true, UIAccessibilityTraits.textEntry),
            (true, false, true, [.textEntry, .secureTextField]),
            (false, true, true, [.textEntry, .isEditing]),
            (true, true, true, [.textEntry, .secureTextField, .isEditing]),
            (false, false, false, [.textEntry, .notEnabled]),
        ] as [(Bool, Bool, Bool, UIAccessibilityTraits)])
    func textFieldTraits(secure: Bool, editing: Bool, enabled: Bool, traits: UIAccessibilityTraits) {
        let screen = TestScreen()
        let field = screen.add(UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44)))
        field.isSecureTextEntry = secure
        if editing { #expect(field.becomeFirstResponder()) }
        field.isEnabled = enabled
        #expect(field.accessibilityTraits == traits)
    }

    @Test func textFieldNeverReadsNil() {
        let field = UITextField(frame: .zero)
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
    }

    @Test func doubleTapBeginsEditing() {
        let screen = TestScreen()
        let field = screen.add(UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44)))
        let log = EventLog(field, [("begin", .editingDidBegin), ("end", .editingDidEnd)])
        #expect(!field.isFirstResponder)
        screen.doubleTap(field)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(screen.window.firstResponder === field)
        #expect(field.accessibilityTraits.contains(.isEditing))
        #expect(log.events == ["begin"])
        screen.doubleTap(field)
        #expect(log.events == ["begin"], "tapping the field being edited begins nothing new")
    }

    @Test func editingMovesBetweenFieldsAndEnds() {
        let screen = TestScreen()
        let first = screen.add(UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44)))
        let second = screen.add(UITextField(frame: CGRect(x: 16, y: 200, width: 300, height: 44)))
        let log = EventLog(first, [("begin", .editingDidBegin), ("end", .editingDidEnd)])
        #expect(first.canBecomeFirstResponder)
        first.becomeFirstResponder()
        screen.doubleTap(second)
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(log.events == ["begin", "end"])
        second.resignFirstResponder()
        #expect(screen.window.firstResponder == nil)
    }

    @Test func fieldOutsideAWindowOrDisabledCannotBecomeFirstResponder() {
        let detached = UITextField(frame: .zero)
        #expect(!detached.becomeFirstResponder())
        let screen = TestScreen()
        let disabled = screen.add(UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        disabled.isEnabled = false
        #expect(!disabled.canBecomeFirstResponder)
        #expect(!disabled.becomeFirstResponder())
    }

    @Test func delegateCanRefuseEditing() {
        final class Refuser: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let screen = TestScreen()
        let field = screen.add(UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        let refuser = Refuser()
        field.delegate = refuser
        screen.doubleTap(field)
        #expect(!field.isFirstResponder)
    }

    @Test func typingChangesTheValue() {
        let field = UITextField(frame: .zero)
        let log = EventLog(field, [("changed", .editingChanged)])
        field.insertText("ab")
        field.deleteBackward()
        #expect(field.accessibilityValue == "a")
        #expect(log.count("changed") == 2)
    }

    @Test func searchFieldIsLabelledByItsPlaceholderAndAddsSearchField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        bar.placeholder = "Search book title"
        let field = bar.searchTextField
        #expect(!bar.isAccessibilityElement)
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Search book title")
        #expect(field.accessibilityValue == nil)
        #expect(field.accessibilityTraits == [.textEntry, .searchField])
        bar.text = "Dune"
        #expect(field.accessibilityValue == "Dune")
        #expect(field.frame == CGRect(x: 8, y: 6, width: 374, height: 44))
    }

    @Test func textViewIsATextAreaWhileEditable() {
        let screen = TestScreen()
        let view = screen.add(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120)))
        view.text = "Notes"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits == [.textEntry, .textArea])
        #expect(view.accessibilityValue == "Notes")
        screen.doubleTap(view)
        #expect(view.isFirstResponder)
        #expect(view.accessibilityTraits == [.textEntry, .textArea, .isEditing])
        view.resignFirstResponder()
        view.isEditable = false
        #expect(view.accessibilityTraits == .staticText)
        #expect(view.accessibilityLabel == "Notes")
        #expect(view.accessibilityValue == nil)
        #expect(!view.becomeFirstResponder())
    }
}
