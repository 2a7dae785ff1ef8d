/// A single line of editable text (UIKit's `UITextField`).
///
/// Accessibility: an element with the `textEntry` trait, plus `secureTextField` for a password
/// field, `isEditing` while it is its window's first responder and `notEnabled` when disabled. Its
/// value is its text; a secure field's value is one "•" per character, as UIKit reports it (real
/// dumps show "••••"; VoiceOver speaks it as a character count, which is the speech layer's
/// business); an empty field gives its placeholder in the value's place (docs/voiceover-behaviour.md §10 (Standard UIKit controls) [U]). Its label
/// comes from the app. VoiceOver's double tap taps the field: the touch-up makes it first
/// responder and sends `.editingDidBegin`.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border drawn around the field (UIKit's raw values).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    private var textStorage = "" {
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// The text; never nil when read (an unset field reads ""), as in UIKit.
    open var text: String? {
        get { textStorage }
        set { textStorage = newValue ?? "" }
    }
    /// What `text` holds, whatever an app's override of its getter answers: a new answer
    /// that is this one came through the setter (`AppCodeWatch.GetterAnswers`).
    package final var storedText: String? { textStorage }
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { placeholderStorage }
        set { placeholderStorage = newValue }
    }
    private var placeholderStorage: String? { didSet { UIKitChanges.note() } }
    /// What `placeholder` holds, whatever an app's override of its getter answers.
    package final var storedPlaceholder: String? { placeholderStorage }
    /// Whether the text is hidden behind bullets (a password field).
    open var isSecureTextEntry: Bool {
        get { isSecureTextEntryStorage }
        set { isSecureTextEntryStorage = newValue }
    }
    private var isSecureTextEntryStorage = false { didSet { UIKitChanges.note() } }
    /// What `isSecureTextEntry` holds, whatever an app's override of its getter answers.
    package final var storedIsSecureTextEntry: Bool { isSecureTextEntryStorage }
    /// The border drawn around the field.
    open var borderStyle: BorderStyle = .none { didSet { UIKitChanges.note() } }

    // The text input traits (UITextInputTraits.swift): kept, never spoken; no keyboard is drawn.
    open var keyboardType = UIKeyboardType.default { didSet { UIKitChanges.note() } }
    open var textContentType: UITextContentType? { didSet { UIKitChanges.note() } }
    open var autocapitalizationType = UITextAutocapitalizationType.sentences { didSet { UIKitChanges.note() } }
    open var autocorrectionType = UITextAutocorrectionType.default { didSet { UIKitChanges.note() } }
    /// The Return key's title; typing Return (`insertText("\n")`) behaves the same whatever it is.
    open var returnKeyType = UIReturnKeyType.default { didSet { UIKitChanges.note() } }
    /// Whether the Return key is disabled while the field is empty (kept; no keyboard is drawn).
    open var enablesReturnKeyAutomatically = false { didSet { UIKitChanges.note() } }
    /// The font; nil means the 17 pt system font.
    open var font: UIFont? { didSet { UIKitChanges.note() } }
    /// Whether a font made for a text style follows the user's text size (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { UIKitChanges.note() } }
    /// The text colour; nil means `.label`.
    open var textColor: UIColor?
    /// The image drawn behind the field when its border style is `.none` (kept, not drawn).
    open var background: UIImage? { didSet { UIKitChanges.note() } }
    /// The image drawn behind the field while it is disabled (kept, not drawn).
    open var disabledBackground: UIImage? { didSet { UIKitChanges.note() } }

    // The overlays (UITextField+Overlays.swift): the clear button and the side views.
    /// When the clear button shows (it shows only while the field has text).
    open var clearButtonMode = ViewMode.never {
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// The view at the field's leading edge, shown per `leftViewMode`.
    open var leftView: UIView? {
        willSet { if leftView !== newValue, leftView?.superview === self { leftView?.removeFromSuperview() } }
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// When `leftView` shows.
    open var leftViewMode = ViewMode.never {
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// The view at the field's trailing edge, shown per `rightViewMode`.
    open var rightView: UIView? {
        willSet { if rightView !== newValue, rightView?.superview === self { rightView?.removeFromSuperview() } }
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// When `rightView` shows.
    open var rightViewMode = ViewMode.never {
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// The standard clear button, made when it first shows.
    package var clearButton: UIButton? { didSet { UIKitChanges.note() } }
    /// The element standing for the field while its overlays make it a container.
    package lazy var contentElement = UITextFieldContentElement(field: self)
    /// Receives the editing callbacks.
    open weak var delegate: UITextFieldDelegate? { didSet { UIKitChanges.note() } }

    /// Its text's (else its placeholder's) line, plus UIKit's insets: a rounded-rect field at
    /// 17 points is 34 tall, a borderless one as tall as its line.
    open override var intrinsicContentSize: CGSize {
        let pointSize = (font ?? .systemFont(ofSize: 17)).pointSize
        let shown = hasText ? (isSecureTextEntry ? String(repeating: "•", count: textStorage.count) : textStorage) : (placeholder ?? "")
        let width = TextMetrics.width(of: Substring(shown), pointSize: pointSize)
        let line = TextMetrics.lineHeight(pointSize: pointSize)
        return borderStyle == .roundedRect ? CGSize(width: width + 14, height: line + 13) : CGSize(width: width, height: line)
    }

    /// Its line's size, as `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override var frame: CGRect { didSet { layoutOverlays() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    // MARK: Rectangles (UIKit's overridable geometry; the overlays are UITextField+Overlays.swift)

    /// The left view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = Self.overlaySize(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = Self.overlaySize(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button's rectangle: a 19-point square 6 points before the right view (or the
    /// trailing edge), centred vertically (the symbol's drawn size; Earshot's own measure).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let trailing = rightView?.superview === self ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: trailing - 6 - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: the bounds between the shown overlays.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        if leftView?.superview === self { minX = leftViewRect(forBounds: bounds).maxX }
        if rightView?.superview === self { maxX = rightViewRect(forBounds: bounds).minX }
        if let clearButton, !clearButton.isHidden { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text's rectangle while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Whether the field is being edited (it is its window's first responder).
    open var isEditing: Bool { isFirstResponder }

    // MARK: First responder

    /// An enabled field can be edited.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether the field is its window's first responder.
    open override var isFirstResponder: Bool { isItsWindowsFirstResponder }

    /// Starts editing: makes the field its window's first responder (after the previous one
    /// resigned), tells the delegate and sends `.editingDidBegin`. False when it is not in a
    /// window, is disabled, or the delegate refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        takeFirstResponder(
            shouldBegin: { delegate?.textFieldShouldBeginEditing(self) ?? true },
            didBegin: {
                updateOverlays()
                delegate?.textFieldDidBeginEditing(self)
                sendActions(for: .editingDidBegin)
            })
    }

    /// Ends editing: gives up first-responder status, tells the delegate and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        giveUpFirstResponder(
            shouldEnd: { delegate?.textFieldShouldEndEditing(self) ?? true },
            didEnd: {
                updateOverlays()
                delegate?.textFieldDidEndEditing(self)
                sendActions(for: .editingDidEnd)
            })
    }

    /// A touch that ends inside the field starts editing, as UIKit does.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard touchEndedInside(touch, with: event) else { return }
        becomeFirstResponder()
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text to delete.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end, as the keyboard does, and sends `.editingChanged`. A line break is
    /// the Return key, which a single-line field never holds: the delegate is asked
    /// (`textFieldShouldReturn(_:)`) and, when it agrees, the field sends `.editingDidEndOnExit`
    /// and, if something handles that event, ends editing, as UIKit's does.
    open func insertText(_ text: String) {
        if text == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            sendActions(for: .editingDidEndOnExit)
            if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
            return
        }
        textStorage += text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the keyboard's delete key does, and sends `.editingChanged`.
    open func deleteBackward() {
        if textStorage.isEmpty, deleteLastToken() {
            sendActions(for: .editingChanged)
            return
        }
        guard !textStorage.isEmpty else { return }
        textStorage.removeLast()
        sendActions(for: .editingChanged)
    }

    /// Deletes what the keyboard's delete key deletes in an empty field; a plain field holds
    /// nothing more (a search field's tokens, `UISearchTextField`).
    package func deleteLastToken() -> Bool { false }

    // MARK: UIAccessibility defaults for text fields

    /// An element, unless an overlay that VoiceOver reaches on its own shows (the clear button, a
    /// side view with elements): then the field is a container of them and of the element that
    /// stands for it (`accessibilityElements`). Unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? overlayElements.isEmpty }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// While overlays show: the left view, the element standing for the field, the clear button
    /// and the right view, in the order they are drawn; otherwise nil. Unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let overlays = overlayElements
            guard !overlays.isEmpty else { return nil }
            let leading = overlays.filter { $0 === leftView }
            return leading + [contentElement] + overlays.filter { $0 !== leftView }
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }

    /// The text (bullets when secure), else the placeholder, unless the app set a value.
    open override var accessibilityValue: String? {
        get {
            if let explicit = accessibilityOverrides.value { return explicit }
            return textFieldDefaultValue(placeholderWhenEmpty: true)
        }
        set { accessibilityOverrides.value = newValue }
    }

    /// `textEntry`, plus `secureTextField`, `isEditing` and the state's `notEnabled` / `selected`,
    /// unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? textFieldDefaultTraits }
        set { accessibilityOverrides.traits = newValue }
    }

    /// The traits a text field's state implies (subclasses add theirs to these).
    package var textFieldDefaultTraits: UIAccessibilityTraits {
        var traits = stateTraits.union(.textEntry)
        if isSecureTextEntry { traits.insert(.secureTextField) }
        if isEditing { traits.insert(.isEditing) }
        return traits
    }

    /// The text as VoiceOver should get it: bullets for a secure field; when empty, the
    /// placeholder if asked for, else nil.
    package func textFieldDefaultValue(placeholderWhenEmpty: Bool) -> String? {
        if textStorage.isEmpty { return placeholderWhenEmpty ? placeholder : nil }
        return isSecureTextEntry ? String(repeating: "\u{2022}", count: textStorage.count) : textStorage
    }
}
