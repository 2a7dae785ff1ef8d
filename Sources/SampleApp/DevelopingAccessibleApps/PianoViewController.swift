import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "允许直接互动": a piano keyboard, as in GarageBand. Swiping to keys and double-tapping
/// them would not make much of a tune, so the keyboard has the `allowsDirectInteraction` trait:
/// VoiceOver passes touches on it straight to the app, while the controls above it keep ordinary
/// VoiceOver navigation.
public final class PianoKeyboardView: UIView {
    /// The white keys, left to right.
    public static let notes = ["C", "D", "E", "F", "G", "A", "B"]
    /// The notes played, in order.
    public private(set) var playedNotes: [String] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Piano keyboard"
        accessibilityTraits = .allowsDirectInteraction
    }

    /// The note under `point` (view coordinates).
    public func note(at point: CGPoint) -> String? {
        guard bounds.contains(point), bounds.width > 0 else { return nil }
        let index = Int(point.x / (bounds.width / CGFloat(Self.notes.count)))
        return Self.notes[min(max(index, 0), Self.notes.count - 1)]
    }

    /// A touch plays the key under the finger.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let note = note(at: point) else { return }
        playedNotes.append(note)
    }
}

/// The piano screen: the instrument and a record button above the keyboard.
public final class PianoViewController: UIViewController {
    public let instrumentLabel = UILabel(text: "Grand Piano")
    public private(set) var recordButton: UIButton!
    public let keyboard = PianoKeyboardView(frame: .zero)
    public private(set) var isRecording = false

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Piano"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        recordButton = UIButton(title: "Record") { [weak self] in self?.isRecording.toggle() }
        var column = ColumnLayout()
        column.place(instrumentLabel, height: 30, in: view)
        column.place(recordButton, height: 44, in: view)
        column.place(keyboard, height: 200, in: view)
    }
}
