import EarshotUIKit

/// The Accessibility Programming Guide for iOS, "让动态元素支持无障碍使用": a view that behaves like a custom keyboard key. Its label
/// follows the key's content and the shift state (a letter key says "q", or "Q" while shift is
/// on); its traits add `keyboardKey` to the superclass's, and the shift key adds `selected` while
/// shift is in effect, so users know it is. VoiceOver says no "Button" for a keyboard key.
///
/// The keyboard's state is asked of the `KeyboardView` that holds the key, as the guide assumes
/// ("many methods query the keyboard's state").
public final class BigKey: UIView {
    /// What a key types or does.
    public enum Kind: Hashable, Sendable {
        /// A letter, stored lowercase.
        case letter(String)
        /// A digit or symbol.
        case symbol(String)
        /// Shift.
        case shift
        /// Switches between letters and numbers.
        case modeSwitch
    }

    public let kind: Kind
    /// The label drawn on the key; its accessibility label is what the key says before case.
    public let _keyLabel = UILabel(frame: .zero)
    /// The keyboard the key belongs to.
    public weak var keyboard: KeyboardView?
    /// Whether the key is selected (the shift key, while shift is on).
    public var isSelected = false

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        switch kind {
        case .letter(let letter), .symbol(let letter):
            _keyLabel.text = letter
        case .shift:
            _keyLabel.text = "⇧"
            _keyLabel.accessibilityLabel = "Shift"
        case .modeSwitch:
            _keyLabel.text = "123"
            _keyLabel.accessibilityLabel = "Numbers"
        }
        addSubview(_keyLabel)
        isAccessibilityElement = true
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        _keyLabel.frame = bounds
    }

    var isLetterKey: Bool {
        if case .letter = kind { return true }
        return false
    }

    var isShiftKey: Bool { kind == .shift }

    var isShifted: Bool { keyboard?.isShifted ?? false }

    public override var accessibilityLabel: String? {
        get {
            let keyLabel = _keyLabel.accessibilityLabel ?? ""
            if isLetterKey {
                return isShifted ? keyLabel.uppercased() : keyLabel.lowercased()
            }
            return keyLabel
        }
        set {}
    }

    public override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.keyboardKey)
            // If this is the shift key and it's selected, users need to know that shift is
            // currently in effect.
            if isShiftKey && isSelected {
                traits.insert(.selected)
            }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// A tap presses the key.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        keyboard?.keyPressed(self)
    }
}

/// A small custom keyboard of `BigKey`s: a row of letters (or digits), shift, and the key that
/// switches between letters and numbers. Switching changes the keys on screen, so it posts
/// `.layoutChanged` (the Accessibility Programming Guide for iOS: `keyboardChangedToNumbers`).
public final class KeyboardView: UIView {
    /// Whether shift is on; it goes off after one letter, as on iOS.
    public private(set) var isShifted = false
    /// Whether the digits are shown instead of the letters.
    public private(set) var showsNumbers = false
    /// What was typed.
    public private(set) var typedText = ""
    /// Called after every key press (the controller shows the typed text).
    var onChange: (@MainActor () -> Void)?

    public let shiftKey = BigKey(kind: .shift)
    public let modeKey = BigKey(kind: .modeSwitch)
    /// The letter or digit keys shown now.
    public private(set) var characterKeys: [BigKey] = []

    private static let letters = ["q", "w", "e", "r", "t", "y"]
    private static let digits = ["1", "2", "3", "4", "5", "6"]

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        shiftKey.keyboard = self
        modeKey.keyboard = self
        addSubview(shiftKey)
        addSubview(modeKey)
        showCharacterKeys(Self.letters.map { BigKey(kind: .letter($0)) })
    }

    private func showCharacterKeys(_ keys: [BigKey]) {
        characterKeys.forEach { $0.removeFromSuperview() }
        characterKeys = keys
        for key in keys {
            key.keyboard = self
            addSubview(key)
        }
        setNeedsLayout()
    }

    /// Six keys on the first row, shift and the mode key under them.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / 6
        for (index, key) in characterKeys.enumerated() {
            key.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width - 4, height: 50)
        }
        shiftKey.frame = CGRect(x: 0, y: 58, width: width * 2 - 4, height: 50)
        modeKey.frame = CGRect(x: width * 4, y: 58, width: width * 2 - 4, height: 50)
    }

    /// Handles a press of `key`.
    func keyPressed(_ key: BigKey) {
        switch key.kind {
        case .letter:
            typedText += key.accessibilityLabel ?? ""
            if isShifted { setShifted(false) }
        case .symbol(let symbol):
            typedText += symbol
        case .shift:
            setShifted(!isShifted)
        case .modeSwitch:
            if showsNumbers { keyboardChangedToLetters() } else { keyboardChangedToNumbers() }
        }
        onChange?()
    }

    private func setShifted(_ shifted: Bool) {
        isShifted = shifted
        shiftKey.isSelected = shifted
    }

    /// Shows the digits, and tells VoiceOver the layout changed.
    public func keyboardChangedToNumbers() {
        // Code to perform the change to a number keyboard here.
        showsNumbers = true
        setShifted(false)
        shiftKey.isHidden = true
        modeKey._keyLabel.text = "ABC"
        modeKey._keyLabel.accessibilityLabel = "Letters"
        showCharacterKeys(Self.digits.map { BigKey(kind: .symbol($0)) })
        // Send a notification of this change to the screen layout.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// Shows the letters again, and tells VoiceOver the layout changed.
    public func keyboardChangedToLetters() {
        showsNumbers = false
        shiftKey.isHidden = false
        modeKey._keyLabel.text = "123"
        modeKey._keyLabel.accessibilityLabel = "Numbers"
        showCharacterKeys(Self.letters.map { BigKey(kind: .letter($0)) })
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}

/// The screen with the custom keyboard and, above it, what was typed.
public final class KeyboardViewController: UIViewController {
    public let typedLabel = UILabel(frame: .zero)
    public let keyboard = KeyboardView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Custom keyboard"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        typedLabel.accessibilityLabel = "Typed text"
        var column = ColumnLayout()
        column.place(typedLabel, height: 44, in: view)
        column.place(keyboard, height: 108, in: view)
        keyboard.onChange = { [weak self] in self?.showTypedText() }
        showTypedText()
    }

    private func showTypedText() {
        typedLabel.text = keyboard.typedText
        typedLabel.accessibilityValue = keyboard.typedText.isEmpty ? "Empty" : keyboard.typedText
    }
}
