extension UIListContentConfiguration {
    /// How one of a list row's texts is shown (UIKit's `UIListContentConfiguration.TextProperties`):
    /// what the app sets is applied to the label that shows the text, so a font or colour it
    /// chooses is the label's, for VoiceOver's reading and the auditor's text checks alike; what it
    /// leaves unset keeps the label's own default.
    public struct TextProperties: Sendable {
        /// How the text is aligned (UIKit's raw values).
        public enum TextAlignment: Int, Sendable {
            case natural = 0
            case center = 1
            case justified = 2
        }

        private var chosenFont: UIFont?
        private var chosenColor: UIColor?
        private var chosenAlignment: TextAlignment?
        private var chosenLineBreakMode: NSLineBreakMode?
        private var chosenNumberOfLines: Int?
        private var chosenAdjustsFontForContentSizeCategory: Bool?

        public init() {}

        /// The font; the label's default, the 17-point system font, until set.
        public var font: UIFont {
            get { chosenFont ?? .systemFont(ofSize: 17) }
            set { chosenFont = newValue }
        }
        /// The colour; `.label` until set.
        public var color: UIColor {
            get { chosenColor ?? .label }
            set { chosenColor = newValue }
        }
        /// The alignment; natural until set.
        public var alignment: TextAlignment {
            get { chosenAlignment ?? .natural }
            set { chosenAlignment = newValue }
        }
        /// How a text too long for its lines is cut; at the tail until set.
        public var lineBreakMode: NSLineBreakMode {
            get { chosenLineBreakMode ?? .byTruncatingTail }
            set { chosenLineBreakMode = newValue }
        }
        /// The most lines shown (0: as many as needed), as UIKit's list texts wrap by default.
        public var numberOfLines: Int {
            get { chosenNumberOfLines ?? 0 }
            set { chosenNumberOfLines = newValue }
        }
        /// Whether a text-style font follows the user's text size; true until set, as in UIKit.
        public var adjustsFontForContentSizeCategory: Bool {
            get { chosenAdjustsFontForContentSizeCategory ?? true }
            set { chosenAdjustsFontForContentSizeCategory = newValue }
        }

        /// Gives `label` what the app chose.
        @MainActor
        func apply(to label: UILabel) {
            if let chosenFont { label.font = chosenFont }
            if let chosenColor { label.textColor = chosenColor }
            if let chosenAlignment {
                label.textAlignment =
                    switch chosenAlignment {
                    case .natural: .natural
                    case .center: .center
                    case .justified: .justified
                    }
            }
            if let chosenLineBreakMode { label.lineBreakMode = chosenLineBreakMode }
            if let chosenNumberOfLines { label.numberOfLines = chosenNumberOfLines }
            if let chosenAdjustsFontForContentSizeCategory {
                label.adjustsFontForContentSizeCategory = chosenAdjustsFontForContentSizeCategory
            }
        }
    }
}
