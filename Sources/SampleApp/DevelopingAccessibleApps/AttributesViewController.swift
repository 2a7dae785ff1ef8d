import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "辅助功能协议和辅助功能附件修饰符": the UIKit listings of the accessibility properties,
/// each on a view of a music player screen.
///
/// - Listing 6-1: `detailLabel.isAccessibilityElement = false` — the detail line is not read.
/// - Listing 6-3: `playButton.accessibilityLabel = "Play"` — an image-only button needs a label.
/// - Listing 6-5: `playButton.accessibilityValue = "100"` — the guide's value example, kept on the
///   same button (here: its play count): "Play, 100, Button".
/// - Listing 6-7: `sendButton.accessibilityHint = "Sends your message."`.
/// - Listing 6-9: `accessibilityTraits = .none` — a caption that is neither static text nor anything.
/// - Listing 6-10: `accessibilityTraits.insert(.button)` — a label that acts as a button.
/// - Listing 6-11: `accessibilityTraits.remove(.selected)` — a button drawn selected whose
///   selection means nothing to the user.
/// - "页眉": the section title has the `header` trait ("Heading"; the rotor's Headings find it).
/// - Listing 6-15: `spanishGreeting.accessibilityLanguage = "es-419"` — Latin American Spanish.
public final class AttributesViewController: UIViewController {
    public let headingLabel = UILabel(text: "Now playing")
    public let playButton = UIButton(type: .custom)
    public let detailLabel = UILabel(text: "Recorded live in 1969")
    public let sendButton = UIButton(title: "Send") {}
    public let captionLabel = UILabel(text: "Album art by Ana Ruiz")
    public let lyricsLabel = UILabel(text: "Show lyrics")
    public let albumButton = UIButton(title: "Album") {}
    public let spanishGreeting = UILabel(text: "¡Hola! Bienvenidos")
    /// How many taps the lyrics label received.
    public private(set) var lyricsShown = 0

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Attributes"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        headingLabel.accessibilityTraits = [.staticText, .header]
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        // Listing 6-3
        playButton.accessibilityLabel = "Play"
        // Listing 6-5
        playButton.accessibilityValue = "100"
        // Listing 6-1
        detailLabel.isAccessibilityElement = false
        // Listing 6-7
        sendButton.accessibilityHint = "Sends your message."
        // Listing 6-9
        captionLabel.accessibilityTraits = .none
        // Listing 6-10
        lyricsLabel.isUserInteractionEnabled = true
        lyricsLabel.accessibilityTraits.insert(.button)
        // Listing 6-11
        albumButton.isSelected = true
        albumButton.accessibilityTraits.remove(.selected)
        // Listing 6-15: es-419 is the code for Latin American Spanish.
        spanishGreeting.accessibilityLanguage = "es-419"

        var column = ColumnLayout()
        column.place(headingLabel, height: 30, in: view)
        column.place(playButton, height: 44, in: view)
        column.place(detailLabel, height: 24, in: view)
        column.place(sendButton, height: 44, in: view)
        column.place(captionLabel, height: 24, in: view)
        column.place(LyricsTapTarget(owner: self, label: lyricsLabel), height: 44, in: view)
        column.place(albumButton, height: 44, in: view)
        column.place(spanishGreeting, height: 30, in: view)
    }

    func showLyrics() {
        lyricsShown += 1
    }
}

/// Holds the "Show lyrics" label and takes its taps (a label passes touches through), as a tap
/// gesture recognizer would.
private final class LyricsTapTarget: UIView {
    weak var owner: AttributesViewController?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(owner: AttributesViewController, label: UILabel) {
        self.owner = owner
        super.init(frame: .zero)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.frame = bounds
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.showLyrics()
    }
}
