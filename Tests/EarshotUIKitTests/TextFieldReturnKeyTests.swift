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
