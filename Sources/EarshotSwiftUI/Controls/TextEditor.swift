import EarshotUIKit

/// SwiftUI's `TextEditor`: hosted as UIKit's `UITextView`, which SwiftUI's is on iOS, so it
/// speaks as an editable text view does — "Text Field" with the text as its value and the text
/// area's hint ("Double tap to edit., Use the rotor to access Misspelled Words"), "Is editing"
/// while the keyboard is up (AccessibilitySnapshot's `TextEditor` reference, docs/swiftui.md).
/// What the keyboard types is written to the binding and the screen re-renders. It fills the
/// space offered, as a text view has no size of its own.
public struct TextEditor {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: Never { fatalError("TextEditor has no body") }
}

extension TextEditor: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        // It grows to the space offered, as a flexible frame does, in a stack too.
        context.resolveHere(TextEditorHost(text: text).frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}

/// The UITextView behind a TextEditor.
struct TextEditorHost: UIViewRepresentable {
    let text: Binding<String>

    @MainActor
    final class Coordinator {
        var text: Binding<String> { didSet { UIKitChanges.note() } }
        init(text: Binding<String>) { self.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: text) }

    func makeUIView(context: Context) -> TypingTextView {
        let view = TypingTextView(frame: .zero)
        let coordinator = context.coordinator
        view.typed = { coordinator.text.wrappedValue = $0 }
        // Editing shows the keyboard, and with it the `.keyboard` toolbar's items: the hierarchy
        // renders again when it begins or ends, as for a text field.
        view.editingChanged = { [weak graph = context.graph] in
            graph?.host?.setNeedsLayout()
            graph?.invalidate()
        }
        return view
    }

    func updateUIView(_ uiView: TypingTextView, context: Context) {
        context.coordinator.text = text
        uiView.isEditable = context.environment.isEnabled
        if let font = context.environment.font {
            uiView.font = UIFont.systemFont(ofSize: font.pointSize(at: context.environment.dynamicTypeSize))
        }
        let shown = text.wrappedValue
        if uiView.text != shown { uiView.text = shown }
    }
}

/// A text view that tells its editor what the keyboard typed, as UIKit's text view tells its
/// delegate (`textViewDidChange(_:)`), and when editing begins or ends.
@MainActor
final class TypingTextView: UITextView {
    var typed: ((String) -> Void)? { didSet { UIKitChanges.note() } }
    var editingChanged: (() -> Void)? { didSet { UIKitChanges.note() } }

    override func insertText(_ text: String) {
        super.insertText(text)
        typed?(self.text)
    }

    override func deleteBackward() {
        super.deleteBackward()
        typed?(self.text)
    }

    @discardableResult
    override func becomeFirstResponder() -> Bool {
        let began = super.becomeFirstResponder()
        if began { editingChanged?() }
        return began
    }

    @discardableResult
    override func resignFirstResponder() -> Bool {
        let ended = super.resignFirstResponder()
        if ended { editingChanged?() }
        return ended
    }
}
