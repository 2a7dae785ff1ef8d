/// A scrollable block of text, editable by default (UIKit's `UITextView`).
///
/// Accessibility: an element. While editable it is a text field with the `textArea` trait
/// (`textEntry` + `textArea`, plus `isEditing` while first responder) and its value is its text
/// (nil when empty: a text view has no placeholder). When not editable it reads as static text:
/// label = text, trait `staticText`. VoiceOver's double tap taps it: the touch-up makes an
/// editable text view first responder.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private var textStorage = "" { didSet { UIKitChanges.note() } }
    /// What `text` holds, whatever an app's override of its getter answers (`AppCodeWatch.GetterAnswers`).
    package final var storedText: String? { textStorage }
    /// The text; never nil when read.
    open var text: String! {
        get { textStorage }
        set { textStorage = newValue ?? "" }
    }
    /// Whether the user can edit the text (default true).
    open var isEditable = true { didSet { UIKitChanges.note() } }
    /// Whether the user can select the text (default true).
    open var isSelectable = true { didSet { UIKitChanges.note() } }
    /// The font; nil means the 12 pt system font, as UIKit's default.
    open var font: UIFont? { didSet { UIKitChanges.note() } }
    /// Whether a font made for a text style follows the user's text size (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { UIKitChanges.note() } }
    /// The text colour; nil means `.label`.
    open var textColor: UIColor?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Whether the text view is being edited.
    private var isEditing: Bool { isFirstResponder }

    // MARK: First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Whether the text view is its window's first responder.
    open override var isFirstResponder: Bool { isItsWindowsFirstResponder }

    /// Starts editing; false when not in a window or not editable.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    /// A tap on an editable text view starts editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEditable {
            becomeFirstResponder()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isEditable { super.touchesBegan(touches, with: event) }
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text to delete.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end.
    open func insertText(_ text: String) { textStorage += text }

    /// Deletes the last character.
    open func deleteBackward() {
        if !textStorage.isEmpty { textStorage.removeLast() }
    }

    // MARK: UIAccessibility defaults for text views

    /// Text views are elements, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The text when not editable, unless the app set a label.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? (isEditable || text.isEmpty ? nil : text) }
        set { accessibilityOverrides.label = newValue }
    }

    /// The text when editable (nil when empty), unless the app set a value.
    open override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? (isEditable && !text.isEmpty ? text : nil) }
        set { accessibilityOverrides.value = newValue }
    }

    /// `textEntry` + `textArea` (+ `isEditing`) when editable, `staticText` otherwise, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let explicit = accessibilityOverrides.traits { return explicit }
            guard isEditable else { return .staticText }
            return isEditing ? [.textEntry, .textArea, .isEditing] : [.textEntry, .textArea]
        }
        set { accessibilityOverrides.traits = newValue }
    }
}
