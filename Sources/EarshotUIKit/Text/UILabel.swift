/// A read-only line or block of text (UIKit's `UILabel`).
///
/// Accessibility: an element by default; its label is its text; its traits are `staticText`
/// (plus `notEnabled` when disabled). Like UIKit's, it does not take touches
/// (`isUserInteractionEnabled` is false), so a tap on it reaches the view behind it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown. A new text is a change of this label's attributes alone when no layout reads
    /// its size (`sizeIsReadByNoLayout`), or when Auto Layout's next pass re-solves its size alone
    /// (`AutoLayoutEngine.appliesTextAlone(of:)`): a reader runs that pass before reading frames,
    /// and a frame it moves notes itself. Otherwise the text may move views, which is structural,
    /// and Auto Layout is still told, so it can re-solve this label's size alone.
    open var text: String? {
        get { textStorage }
        set {
            let oldValue = textStorage
            textStorage = newValue
            textChanged(from: oldValue)
        }
    }
    /// The storage behind `text`. Private, so the optimizer sees every access and drops the
    /// run-time exclusivity check a public stored property costs at every read.
    private var textStorage: String?
    /// What `text` holds, whatever an app's override of its getter answers: a new answer
    /// that is this one came through the setter (`AppCodeWatch.GetterAnswers`).
    package final var storedText: String? { textStorage }

    /// Notes a new text: see `text`.
    private func textChanged(from oldValue: String?) {
        guard textStorage != oldValue else { return }
        if sizeIsReadByNoLayout {
            UIKitChanges.noteAttributes(of: self)
            return
        }
        let engine = translatesAutoresizingMaskIntoConstraints ? nil : hierarchyRoot.autoLayoutStorage?.engine
        let before = UIKitChanges.generation
        if let engine, engine.appliesTextAlone(of: self) {
            UIKitChanges.noteAttributes(of: self)
        } else {
            UIKitChanges.note()
        }
        // The engine can then apply the change alone (AutoLayoutEngine.applyChangedInputs).
        engine?.intrinsicSizeChanged(of: self, notes: UIKitChanges.generation &- before)
    }

    /// Whether no layout reads this label's size, so its text decides nothing but what it says:
    /// Auto Layout keeps no intrinsic size for it (it translates its frame), and its superview is
    /// a plain view, a window or a scroll view, whose layout never sizes subviews by their
    /// content (a stack view, a list content view or an app's own view might).
    private var sizeIsReadByNoLayout: Bool {
        guard translatesAutoresizingMaskIntoConstraints else { return false }
        guard let superview else { return true }
        let kind = type(of: superview)
        return kind == UIView.self || kind == UIWindow.self || kind == UIScrollView.self
    }
    /// The text with attributes; setting it sets `text` to its string and keeps the attributes
    /// (read back while the text is unchanged; a new `text` has none, as in UIKit).
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            if let attributed = attributedTextStorage, attributed.string == text { return attributed }
            return NSAttributedString(string: text)
        }
        set {
            attributedTextStorage = newValue
            text = newValue?.string
        }
    }
    /// The attributes the app gave the text, with it.
    private var attributedTextStorage: NSAttributedString? { didSet { UIKitChanges.noteAttributes(of: self) } }
    /// How the text is laid out and drawn, kept for readers: VoiceOver reads the whole text
    /// whatever its alignment, truncation or shrinking (docs/uikit.md, "Labels").
    private var textLayout = TextLayout()
    private struct TextLayout {
        var textAlignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byTruncatingTail
        var adjustsFontSizeToFitWidth = false
        var minimumScaleFactor: CGFloat = 0
        var highlightedTextColor: UIColor?
        var allowsDefaultTighteningForTruncation = false
    }
    /// The alignment (appearance; the wireframe draws no text).
    open var textAlignment: NSTextAlignment {
        get { textLayout.textAlignment }
        set { textLayout.textAlignment = newValue }
    }
    /// How a text too long for the label is wrapped or truncated; VoiceOver reads it whole.
    open var lineBreakMode: NSLineBreakMode {
        get { textLayout.lineBreakMode }
        set { textLayout.lineBreakMode = newValue }
    }
    /// Whether the font shrinks (down to `minimumScaleFactor`) to fit the width; the text VoiceOver
    /// reads and the label's size are unchanged.
    open var adjustsFontSizeToFitWidth: Bool {
        get { textLayout.adjustsFontSizeToFitWidth }
        set { textLayout.adjustsFontSizeToFitWidth = newValue }
    }
    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` shrinks it to.
    open var minimumScaleFactor: CGFloat {
        get { textLayout.minimumScaleFactor }
        set { textLayout.minimumScaleFactor = newValue }
    }
    /// Whether letters may be drawn closer before the text is truncated.
    open var allowsDefaultTighteningForTruncation: Bool {
        get { textLayout.allowsDefaultTighteningForTruncation }
        set { textLayout.allowsDefaultTighteningForTruncation = newValue }
    }
    /// The text colour while highlighted.
    open var highlightedTextColor: UIColor? {
        get { textLayout.highlightedTextColor }
        set { textLayout.highlightedTextColor = newValue }
    }
    private var fontStorage = UILabel.defaultFont { didSet { UIKitChanges.note() } }
    /// UIKit's default, one object shared by every label that keeps it (a font is a value that
    /// never changes): made for each label, every label would carry a font object of its own.
    private static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// The font; setting nil restores the default (the 17 pt system font).
    open var font: UIFont! {
        get { fontStorage }
        set {
            noteAppearanceCustomized(.font)
            fontStorage = newValue ?? Self.defaultFont
        }
    }
    /// What `font` holds, whatever an app's override of its getter answers: a new answer
    /// that is this one came through the setter (`AppCodeWatch.GetterAnswers`).
    package final var storedFont: UIFont { fontStorage }
    private var storedTextColor = UIColor.label
    /// The text colour; setting nil restores the default (`.label`).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            noteAppearanceCustomized(.textColor)
            storedTextColor = newValue ?? .label
        }
    }
    /// The maximum number of lines; 0 means no limit.
    open var numberOfLines: Int {
        get { numberOfLinesStorage }
        set {
            numberOfLinesStorage = newValue
            UIKitChanges.note()
        }
    }
    /// The storage behind `numberOfLines`, private so its exclusivity checks are dropped.
    private var numberOfLinesStorage = 1
    /// What `numberOfLines` holds, whatever an app's override of its getter answers: an override
    /// that answers this keeps VoiceOver's tree (`ClassOverrides`).
    package final var storedNumberOfLines: Int { numberOfLinesStorage }
    /// Whether a font made for a text style (`preferredFont(forTextStyle:)`,
    /// `UIFontMetrics.scaledFont(for:)`) follows the user's text size (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { UIKitChanges.note() } }
    /// Whether the text is drawn enabled; a disabled label is Dimmed for VoiceOver (its traits
    /// alone, so a change of its own attributes).
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            let oldValue = isEnabledStorage
            isEnabledStorage = newValue
            if newValue != oldValue { UIKitChanges.noteAttributes(of: self) }
        }
    }
    /// The storage behind `isEnabled`, private for the reason `textStorage` is.
    private var isEnabledStorage = true
    /// What `isEnabled` holds, whatever an app's override of its getter answers.
    package final var storedIsEnabled: Bool { isEnabledStorage }
    /// Whether the label is highlighted (drawn with the highlighted colour; nothing VoiceOver reads).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { UIKitChanges.noteAttributes(of: self) } } }
    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) wraps at the
    /// width Auto Layout gives it, as UIKit does.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { UIKitChanges.note() } }

    /// Whether Auto Layout is measuring this label on one line, the first of its two steps for a
    /// multi-line label with no `preferredMaxLayoutWidth` (docs/layout.md, "Wrapping labels").
    package var isMeasuredUnwrapped = false

    /// The text's size in `TextMetrics` (docs/layout.md), wrapped for a multi-line label at
    /// `preferredMaxLayoutWidth` or the current width; zero without text, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        var wrapWidth: CGFloat?
        if numberOfLines != 1, !isMeasuredUnwrapped {
            wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil)
        }
        return TextMetrics.size(
            of: text ?? "", pointSize: font.pointSize, bold: font.isBold,
            maxWidth: wrapWidth, lineLimit: numberOfLines)
    }

    override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
        TextMetrics.baselineOffsets(pointSize: font.pointSize)
    }

    /// Its text's size in `TextMetrics`, a multi-line label's wrapped at `size.width` when that is
    /// positive: the common way to make a label as tall as its text at its width is to set the
    /// width and call `sizeToFit()`. Zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrapWidth: CGFloat? = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return TextMetrics.size(
            of: text ?? "", pointSize: font.pointSize, bold: font.isBold,
            maxWidth: wrapWidth, lineLimit: numberOfLines)
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // MARK: UIAccessibility defaults

    /// Labels are elements (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): UILabel is accessible by default).
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The text, unless the app set a label.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? text }
        set { accessibilityOverrides.label = newValue }
    }

    /// `staticText`, plus `notEnabled` when disabled, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? (isEnabled ? .staticText : [.staticText, .notEnabled]) }
        set { accessibilityOverrides.traits = newValue }
    }
}
