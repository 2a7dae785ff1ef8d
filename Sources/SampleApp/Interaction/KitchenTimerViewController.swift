import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6, "特征" (traits): a label whose text follows a clock,
/// as a stopwatch's running time does, has the `updatesFrequently` trait (UIAccessibilityTraits:
/// the element updates its label or value often, so assistive apps poll it). VoiceOver then reads
/// it again every moment the cursor rests there and speaks the new time.
///
/// A kitchen timer counting down from five minutes, a second at a time, on a `Timer`. The label
/// before the fix lacks the trait: VoiceOver says the time once, when the cursor arrives, and
/// then nothing while it runs down (`interaction.timer-change`).
public final class KitchenTimerViewController: UIViewController {
    public let timeLabel = UILabel(text: KitchenTimerViewController.words(secondsLeft: 300))
    /// Whether the time label has `updatesFrequently` (the fix).
    public let updatesFrequently: Bool
    public private(set) var secondsLeft = 300
    private var timer: Timer?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(updatesFrequently: Bool) {
        self.updatesFrequently = updatesFrequently
        super.init()
        title = updatesFrequently ? "Kitchen timer" : "Kitchen timer (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if updatesFrequently { timeLabel.accessibilityTraits.insert(.updatesFrequently) }
        var column = ColumnLayout()
        column.place(timeLabel, height: 60, in: view)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    /// One second less; the timer stops at zero.
    private func tick() {
        secondsLeft = max(0, secondsLeft - 1)
        timeLabel.text = Self.words(secondsLeft: secondsLeft)
        if secondsLeft == 0 {
            timer?.invalidate()
            timer = nil
        }
    }

    /// "Time left: 4:05".
    static func words(secondsLeft: Int) -> String {
        let seconds = secondsLeft % 60
        return "Time left: \(secondsLeft / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }
}
