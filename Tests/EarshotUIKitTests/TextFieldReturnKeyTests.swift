import EarshotUIKit
import Testing

/// UIKit's Return key on a `UITextField`: the delegate's `textFieldShouldReturn(_:)` is asked, then
/// `.editingDidEndOnExit` is sent, and a field with a target for it ends editing (Apple's
/// documentation of `textFieldShouldReturn(_:)` and of `UIControl.Event.editingDidEndOnExit`).
@Suite("UITextField's Return key")
@MainActor
struct TextFieldReturnKeyTests {
    final class Refusing: UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
    }

    /// Apple's documentation, `UITextInputTraits.returnKeyType`: it sets the visible title of the
    /// Return key, so the field says the same and Return does the same whatever the title (the
    /// accessibility the field gives VoiceOver does not read the keyboard's traits).
    @Test(arguments: [UIReturnKeyType.default.rawValue, UIReturnKeyType.done.rawValue, UIReturnKeyType.search.rawValue])
    func theReturnKeysTitleChangesNothingTheFieldSaysOrDoes(rawValue: Int) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.placeholder = "Name"
        field.returnKeyType = try #require(UIReturnKeyType(rawValue: rawValue))
        field.enablesReturnKeyAutomatically = true
        window.addSubview(field)
        window.makeKeyAndVisible()
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        #expect(field.accessibilityValue == "Name" && field.accessibilityTraits == .textEntry)
        #expect(field.becomeFirstResponder())
        field.insertText("\n")
        #expect(exits == 1 && !field.isFirstResponder && field.text == "")
        #expect(field.returnKeyType.rawValue == rawValue && field.enablesReturnKeyAutomatically)
    }

    @Test("Return sends editingDidEndOnExit and ends editing; a refusing delegate stops both; no newline is typed")
    func returnKey() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        var exits = 0
        field.addTarget(for: .editingDidEndOnExit) { _ in exits += 1 }
        field.becomeFirstResponder()
        field.insertText("hi")
        let refusing = Refusing()
        field.delegate = refusing
        field.insertText("\n")
        #expect(exits == 0 && field.isFirstResponder)
        field.delegate = nil
        field.insertText("\n")
        #expect(exits == 1 && !field.isFirstResponder)
        #expect(field.text == "hi")
    }
}
