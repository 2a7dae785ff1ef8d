import EarshotUIKit

/// SwiftUI's `TextField`: hosted as UIKit's `UITextField`, which SwiftUI's is on iOS, so it speaks
/// as one — empty, its placeholder: "Name, Text Field, Double tap to edit."; with text, the text
/// only. What the keyboard types is written to the binding and the screen re-renders.
public struct TextField {
    let placeholder: String
    let text: Binding<String>

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        self.text = text
    }

    public var body: Never { fatalError("TextField has no body") }
}

/// SwiftUI's `SecureField`: a `TextField` whose text is spoken as one "•" per character.
public struct SecureField {
    let placeholder: String
    let text: Binding<String>

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        self.text = text
    }

    public var body: Never { fatalError("SecureField has no body") }
}

extension TextField: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolveHere(TextFieldHost(placeholder: placeholder, text: text, isSecure: false))
    }
}

extension SecureField: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolveHere(TextFieldHost(placeholder: placeholder, text: text, isSecure: true))
    }
}

/// The UITextField behind TextField and SecureField. Earshot has no intrinsic sizes: the field is
/// 100 × 34 pt (UIKit's rounded-rect height) wherever it sits (docs/layout.md).
struct TextFieldHost: UIViewRepresentable {
    let placeholder: String
    let text: Binding<String>
    let isSecure: Bool

    @MainActor
    final class Coordinator {
        var text: Binding<String> { didSet { UIKitChanges.note() } }
        init(text: Binding<String>) { self.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: text) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        field.borderStyle = .roundedRect
        let coordinator = context.coordinator
        field.addTarget(for: .editingChanged) { control in
            guard let field = control as? UITextField else { return }
            coordinator.text.wrappedValue = field.text ?? ""
        }
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        context.coordinator.text = text
        uiView.placeholder = placeholder
        uiView.isSecureTextEntry = isSecure
        uiView.isEnabled = context.environment.isEnabled
        if uiView.text != text.wrappedValue { uiView.text = text.wrappedValue }
    }
}
