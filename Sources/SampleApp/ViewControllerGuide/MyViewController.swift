import EarshotUIKit

/// The View Controller Programming Guide for iOS, "移动 VoiceOver Cursor 到指定元素" (listing 9-1) and "观测无障碍访问通知" (listing 9-2).
///
/// Listing 9-1: when a navigation controller pushes a screen, VoiceOver's cursor lands on the
/// back button; this screen posts `.screenChanged` with its first meaningful element in
/// `viewDidAppear`, so the cursor lands on "Today's specials" instead.
///
/// Listing 9-2: the screen observes `announcementDidFinishNotification` and reads what was spoken
/// and whether it was spoken to the end (not when the user moved on or newer speech cut it off).
/// The screen observes `NotificationCenter.default`, as the guide does; it registers in
/// `viewDidAppear` (and stops in `viewDidDisappear`) rather than in `viewDidLoad`, so it hears
/// announcements only while it is on screen.
public final class MyViewController: UIViewController {
    /// What an announcementDidFinish notification said.
    public struct FinishedAnnouncement: Hashable, Sendable {
        public let valueSpoken: String
        public let wasSuccessful: Bool

        public init(valueSpoken: String, wasSuccessful: Bool) {
            self.valueSpoken = valueSpoken
            self.wasSuccessful = wasSuccessful
        }
    }

    public let introLabel = UILabel(text: "Welcome to the Corner Café")
    public let myFirstElement = UILabel(text: "Today's specials")
    public let specialsLabel = UILabel(text: "Tomato soup, Lentil salad")
    public private(set) var announceButton: UIButton!
    public let lastAnnouncementLabel = UILabel(text: "No announcement yet")
    /// Every announcementDidFinish heard, in order.
    public private(set) var finishedAnnouncements: [FinishedAnnouncement] = []
    private var observation: NotificationObservation?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Screen changes"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        myFirstElement.accessibilityTraits = [.staticText, .header]
        announceButton = UIButton(title: "Announce the soup of the day") {
            UIAccessibility.post(notification: .announcement, argument: "The soup of the day is tomato")
        }
        var column = ColumnLayout()
        column.place(introLabel, height: 30, in: view)
        column.place(myFirstElement, height: 30, in: view)
        column.place(specialsLabel, height: 30, in: view)
        column.place(announceButton, height: 44, in: view)
        column.place(lastAnnouncementLabel, height: 30, in: view)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIAccessibility.post(notification: .screenChanged, argument: myFirstElement)
        if observation == nil {
            observation = NotificationObservation(center: .default, name: UIAccessibility.announcementDidFinishNotification) {
                [weak self] in
                self?.didFinishAnnouncement($0)
            }
        }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observation?.cancel()
        observation = nil
    }

    func didFinishAnnouncement(_ dict: Notification) {
        let valueSpoken = dict.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? ""
        let wasSuccessful = (dict.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? false
        finishedAnnouncements.append(FinishedAnnouncement(valueSpoken: valueSpoken, wasSuccessful: wasSuccessful))
        lastAnnouncementLabel.text = "Last announcement: \(valueSpoken), \(wasSuccessful ? "finished" : "cut off")"
    }
}
