import EarshotUIKit
import VoiceOverSimulator

/// A screen of a label and a button whose action each test sets: the small app the app-clock
/// tests drive. The button's action runs as the app's code when VoiceOver double-taps it.
@MainActor
final class ClockScreen {
    let screen: SimulatorScreen
    let label = UILabel(frame: CGRect(x: 20, y: 60, width: 350, height: 40))
    let button = UIButton(frame: CGRect(x: 20, y: 120, width: 350, height: 44))
    /// What the button does.
    var action: () -> Void = {}

    init(label text: String = "Loading", button title: String = "Refresh") {
        label.text = text
        button.setTitle(title, for: .normal)
        screen = SimulatorScreen(label, button)
        button.addAction(UIAction { [unowned self] _ in action() }, for: .touchUpInside)
    }

    /// VoiceOver started on the screen, its cursor on the button.
    func voiceOverOnButton() -> VoiceOver {
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        return voiceOver
    }
}
