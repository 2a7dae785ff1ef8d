import EarshotUIKit
import Foundation

/// SwiftUI's `TextField`: hosted as UIKit's `UITextField`, which SwiftUI's is on iOS, so it speaks
/// as one — empty, its placeholder: "Name, Text Field, Double tap to edit."; with text, the text
/// only. What the keyboard types is written to the binding and the screen re-renders.
public struct TextField {
    let placeholder: String
    let input: TextFieldInput

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        input = TextFieldInput(text: text)
    }

    /// `prompt` is what the empty field shows and VoiceOver reads; the title names the field
    /// where the prompt is not shown, so on iOS the prompt is the placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.content ?? String(title)
        input = TextFieldInput(text: text)
    }

    /// A field editing a value through a format style: it shows the formatted value, and the
    /// text typed is parsed into the binding when editing ends, as SwiftUI commits it; text that
    /// does not parse leaves the value unchanged and the field shows it again.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        placeholder = prompt?.content ?? String(title)
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (value, format) = (value, format)
        input = TextFieldInput(
            display: { format.format(value.wrappedValue) },
            commit: { text in
                guard let parsed = try? format.parseStrategy.parse(text) else { return }
                value.wrappedValue = parsed
            })
    }

    /// As `init(_:value:format:prompt:)`, with an optional value: empty text commits nil.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        placeholder = prompt?.content ?? String(title)
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (value, format) = (value, format)
        input = TextFieldInput(
            display: { value.wrappedValue.map { format.format($0) } ?? "" },
            commit: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }

    /// A field editing a value through Foundation's `NumberFormatter` or `DateFormatter`,
    /// committed as the format-style form is; another formatter's text does not parse.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        placeholder = prompt?.content ?? String(title)
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (value, formatter) = (value, formatter)
        input = TextFieldInput(
            display: { formatter.string(for: value.wrappedValue) ?? "" },
            commit: { text in
                if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text),
                    let parsed = TextFieldInput.number(number, as: V.self)
                {
                    value.wrappedValue = parsed
                } else if let dates = formatter as? DateFormatter, let parsed = dates.date(from: text) as? V {
                    value.wrappedValue = parsed
                }
            })
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

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.content ?? String(title)
        self.text = text
    }

    public var body: Never { fatalError("SecureField has no body") }
}

/// What a text field edits: a string, written at each keystroke, or a value shown formatted and
/// committed when editing ends.
struct TextFieldInput {
    /// The text to show while the field is not being edited.
    let display: @MainActor () -> String
    /// Called with the field's text at each keystroke (`live`) or when editing ends.
    let commit: @MainActor (String) -> Void
    let isLive: Bool

    init(text: Binding<String>) {
        display = { text.wrappedValue }
        commit = { text.wrappedValue = $0 }
        isLive = true
    }

    init(display: @escaping @MainActor () -> String, commit: @escaping @MainActor (String) -> Void) {
        self.display = display
        self.commit = commit
        isLive = false
    }

    /// A number a `NumberFormatter` parsed, as the binding's numeric type.
    static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
        switch type {
        case is Int.Type: number.intValue as? V
        case is Double.Type: number.doubleValue as? V
        case is Float.Type: number.floatValue as? V
        case is CGFloat.Type: CGFloat(number.doubleValue) as? V
        case is Decimal.Type: number.decimalValue as? V
        default: nil
        }
    }
}

extension TextField: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolveHere(TextFieldHost(placeholder: placeholder, input: input, isSecure: false))
    }
}

extension SecureField: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolveHere(TextFieldHost(placeholder: placeholder, input: TextFieldInput(text: text), isSecure: true))
    }
}

/// The UITextField behind TextField and SecureField. Earshot has no intrinsic sizes: the field is
/// 100 × 34 pt (UIKit's rounded-rect height) wherever it sits (docs/layout.md).
struct TextFieldHost: UIViewRepresentable {
    let placeholder: String
    let input: TextFieldInput
    let isSecure: Bool

    @MainActor
    final class Coordinator {
        var input: TextFieldInput { didSet { UIKitChanges.note() } }
        /// The `onSubmit` actions above the field, from the latest render.
        var submitActions = SubmitActions() { didSet { UIKitChanges.note() } }
        init(input: TextFieldInput) { self.input = input }
    }

    func makeCoordinator() -> Coordinator { Coordinator(input: input) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        field.borderStyle = .roundedRect
        let coordinator = context.coordinator
        field.addTarget(for: .editingChanged) { control in
            guard let field = control as? UITextField, coordinator.input.isLive else { return }
            coordinator.input.commit(field.text ?? "")
        }
        field.addTarget(for: .editingDidEnd) { control in
            guard let field = control as? UITextField, !coordinator.input.isLive else { return }
            coordinator.input.commit(field.text ?? "")
            // What was committed is shown formatted; text that did not parse goes back to the value.
            field.text = coordinator.input.display()
        }
        // The Return key submits: a value field commits first, then the `onSubmit` actions run;
        // the field then ends editing, as SwiftUI's single-line field does, unless an action moved
        // the keyboard's focus elsewhere.
        field.addTarget(for: .editingDidEndOnExit) { control in
            guard let field = control as? UITextField else { return }
            if !coordinator.input.isLive { coordinator.input.commit(field.text ?? "") }
            coordinator.submitActions.run(for: .text)
        }
        // Editing shows the keyboard, and with it the `.keyboard` toolbar's items
        // (Navigation/KeyboardToolbar.swift): the hierarchy renders again when it begins or ends.
        field.addTarget(for: [.editingDidBegin, .editingDidEnd]) { [weak graph = context.graph] _ in
            graph?.host?.setNeedsLayout()
            graph?.invalidate()
        }
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        context.coordinator.input = input
        context.coordinator.submitActions = context.environment.submitActions
        uiView.placeholder = placeholder
        uiView.isSecureTextEntry = isSecure
        uiView.isEnabled = context.environment.isEnabled
        let traits = context.environment.textInputTraits
        uiView.keyboardType = traits.keyboardType
        uiView.textContentType = traits.contentType
        uiView.autocapitalizationType = traits.autocapitalization
        uiView.returnKeyType = traits.returnKey
        uiView.autocorrectionType = context.environment.autocorrectionDisabled ? .no : .default
        // A value field being edited keeps what the user typed until it is committed.
        guard input.isLive || !uiView.isEditing else { return }
        let shown = input.display()
        if uiView.text != shown { uiView.text = shown }
    }
}
