extension UIButton {
    /// How a button looks and what it shows, as one value (UIKit's `UIButton.Configuration`):
    /// set it on a button (`UIButton(configuration:primaryAction:)`, `configuration`) and the
    /// button shows its title, subtitle and image.
    ///
    /// VoiceOver reads its title, then its subtitle, joined by ", " as the label (what an iPhone
    /// speaks for the subtitle is not sourced: docs/uikit.md "Buttons" [U]); an image-only
    /// configuration speaks its image's name, as an image-only button does. Colours, corners,
    /// paddings and the background style are kept for readers, not drawn.
    public struct Configuration: Hashable {
        /// The styles UIKit's named configurations draw (kept to tell them apart; not drawn).
        public enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How rounded the background's corners are (UIKit's `CornerStyle`).
        public enum CornerStyle: Int, Hashable, Sendable {
            case fixed = -1
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            case capsule = 4
        }

        /// The size class of the button's content (UIKit's `Size`).
        public enum Size: Int, Hashable, Sendable {
            case mini = 0
            case small = 1
            case medium = 2
            case large = 3
        }

        /// How the title and subtitle are aligned (UIKit's `TitleAlignment`).
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        /// The named style this configuration started from.
        public let style: Style
        /// The title; shown and spoken.
        public var title: String?
        /// The line under the title; shown and spoken after the title.
        public var subtitle: String?
        /// The image; spoken when there is no title.
        public var image: UIImage?
        /// Which side of the title the image is on (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Points between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Points between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// Insets around the content.
        public var contentInsets: NSDirectionalEdgeInsets
        /// The title's and image's colour; nil means the style's (kept, not drawn).
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil means the style's (kept, not drawn).
        public var baseBackgroundColor: UIColor?
        /// How rounded the background is (kept, not drawn).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class (kept, not drawn).
        public var buttonSize: Size = .medium
        /// How the title and subtitle are aligned (kept, not drawn).
        public var titleAlignment: TitleAlignment = .automatic
        /// The symbol configuration applied to a symbol image (kept, not drawn).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        init(style: Style) {
            self.style = style
            // UIKit's medium-size insets; Earshot's measure, from the drawn system buttons.
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        /// A button with no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button with a filled background.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button with no background or border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A button with a bordered background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered button with a tinted background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered button with a prominent filled background.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The label VoiceOver reads: the title and the subtitle joined by ", ", nil when both are empty.
        var spokenTitle: String? {
            let parts = [title, subtitle].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }

        /// The content's size: the title and subtitle lines beside (or above) the image, plus the insets.
        @MainActor func contentSize(pointSize: CGFloat) -> CGSize {
            var text = CGSize.zero
            for (line, size) in [(title, pointSize), (subtitle, pointSize * 15 / 17)] {
                guard let line, !line.isEmpty else { continue }
                let measured = TextMetrics.size(of: line, pointSize: size, bold: false)
                if text != .zero { text.height += titlePadding }
                text = CGSize(width: max(text.width, measured.width), height: text.height + measured.height)
            }
            let imageSize = image?.size ?? .zero
            let gap = text != .zero && imageSize != .zero ? imagePadding : 0
            let content: CGSize
            if imagePlacement == .top || imagePlacement == .bottom {
                content = CGSize(width: max(text.width, imageSize.width), height: text.height + gap + imageSize.height)
            } else {
                content = CGSize(width: text.width + gap + imageSize.width, height: max(text.height, imageSize.height))
            }
            return CGSize(
                width: content.width + contentInsets.leading + contentInsets.trailing,
                height: content.height + contentInsets.top + contentInsets.bottom)
        }
    }

    /// The closure that updates a button's configuration when its state changes (UIKit's
    /// `UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// A system button showing `configuration` that runs `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }
}
