import EarshotUIKit

/// The View Controller Programming Guide for iOS, "观测无障碍访问通知": `voiceOverStatusDidChangeNotification` tells the app when
/// VoiceOver is turned on or off; it carries no argument, the app asks
/// `UIAccessibility.isVoiceOverRunning`. The screen shows the status and keeps it current.
/// Observed on `NotificationCenter.default`, as on iOS.
public final class VoiceOverStatusViewController: UIViewController {
    public let statusLabel = UILabel(text: "")
    /// How many status changes the screen heard.
    public private(set) var statusChanges = 0
    private var observation: NotificationObservation?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "VoiceOver status"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(statusLabel, height: 30, in: view)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        showStatus()
        if observation == nil {
            observation = NotificationObservation(center: .default, name: UIAccessibility.voiceOverStatusDidChangeNotification) {
                [weak self] _ in
                self?.voiceOverStatusDidChange()
            }
        }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observation?.cancel()
        observation = nil
    }

    func voiceOverStatusDidChange() {
        statusChanges += 1
        showStatus()
    }

    private func showStatus() {
        statusLabel.text = UIAccessibility.isVoiceOverRunning ? "VoiceOver is on" : "VoiceOver is off"
    }
}
