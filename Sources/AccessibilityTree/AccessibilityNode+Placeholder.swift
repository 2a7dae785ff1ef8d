import EarshotUIKit

extension AccessibilityNode {
    /// A text field's placeholder, when it shows one. The Accessibility Programming Guide for iOS,
    /// "Making Your iPhone Application Accessible" ("在Interface Builder中定义自定义属性信息"): a text
    /// field with placeholder text has the placeholder as its default label, so an unlabelled
    /// field is named by it — VoiceOver reads it, Voice Control and Switch Control name the field
    /// by it — until the user types.
    public var placeholder: String? {
        let field = object as? UITextField ?? (object as? UITextFieldContentElement)?.field
        guard let field, !field.hasText, let placeholder = field.placeholder, !placeholder.isEmpty else {
            return nil
        }
        return placeholder
    }

    /// The element's name for people and voice commands: its label, else a field's placeholder.
    public var name: String? {
        if let label, !label.isEmpty { return label }
        return placeholder
    }
}
