/// The text field of a search bar (UIKit's `UISearchTextField`).
///
/// Accessibility: a text field that adds the `searchField` trait. Its label defaults to its
/// placeholder and its value is only the typed text: real dumps of UIKit search fields show the
/// placeholder as the label ("Search book title") and the typed text as the value, so an empty
/// field still speaks its placeholder once.
///
/// Tokens (`UISearchToken`) come before the typed text; the value reads their texts, then the
/// typed text, joined by ", " (docs/voiceover-behaviour.md §10 (Standard UIKit controls) [U]).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The tokens before the typed text, in order.
    open var tokens: [UISearchToken] = [] {
        didSet {
            UIKitChanges.note()
            updateOverlays()
        }
    }
    /// Whether the keyboard's delete key removes the last token from an empty field (UIKit's default true).
    open var allowsDeletingTokens = true { didSet { UIKitChanges.note() } }
    /// Whether tokens may be copied to the pasteboard (kept; nothing is copied here).
    open var allowsCopyingTokens = true { didSet { UIKitChanges.note() } }
    /// The tokens' background colour; nil means the tint colour (kept, not drawn).
    open var tokenBackgroundColor: UIColor?

    /// Inserts `token` at `index` (0 is before every token).
    open func insertToken(_ token: UISearchToken, at index: Int) {
        tokens.insert(token, at: min(max(index, 0), tokens.count))
    }

    /// Removes the token at `index`; an index with no token is logged and changes nothing
    /// (UIKit raises).
    open func removeToken(at index: Int) {
        guard tokens.indices.contains(index) else {
            UIDevice.log("UISearchTextField.removeToken(at: \(index)): the field holds \(tokens.count) tokens")
            return
        }
        tokens.remove(at: index)
    }

    /// The delete key in an empty field removes the last token, when tokens may be deleted.
    package override func deleteLastToken() -> Bool {
        guard allowsDeletingTokens, !tokens.isEmpty else { return false }
        tokens.removeLast()
        return true
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The placeholder, unless the app set a label.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? placeholder }
        set { accessibilityOverrides.label = newValue }
    }

    /// The tokens' texts, then the typed text (bullets when secure); nil while both are empty,
    /// unless the app set a value.
    open override var accessibilityValue: String? {
        get {
            if let explicit = accessibilityOverrides.value { return explicit }
            let parts = tokens.map(\.text) + [textFieldDefaultValue(placeholderWhenEmpty: false)].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        set { accessibilityOverrides.value = newValue }
    }

    /// A text field's traits plus `searchField`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? textFieldDefaultTraits.union(.searchField) }
        set { accessibilityOverrides.traits = newValue }
    }
}
