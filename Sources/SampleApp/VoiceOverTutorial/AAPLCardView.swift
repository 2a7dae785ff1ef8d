import EarshotUIKit

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver), "UIAccessibilityCustomAction 代码示例": a profile card of a matching app. Its
/// accessibility elements are its photo, its name and its description, in that order; the
/// controller that adds the card gives each of them the custom actions "Say hello" and "Say
/// goodbye", which VoiceOver offers on swipe up / down ("Actions Available").
public final class AAPLCardView: UIView {
    public let photoView = UIImageView(image: UIImage(named: "anna"))
    public let nameLabel = UILabel(text: "Anna, 28")
    public let detailLabel = UILabel(text: "Likes hiking and jazz")

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        photoView.isAccessibilityElement = true
        photoView.accessibilityLabel = "Photo of Anna"
        addSubview(photoView)
        addSubview(nameLabel)
        addSubview(detailLabel)
        accessibilityElements = [photoView, nameLabel, detailLabel]
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // Every element of the card takes actions, so each is at least 44 points high.
        photoView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 96))
        nameLabel.frame = CGRect(x: 8, y: bounds.height - 92, width: bounds.width - 16, height: 44)
        detailLabel.frame = CGRect(x: 8, y: bounds.height - 44, width: bounds.width - 16, height: 44)
    }
}

/// The matching app's screen: its logo (an image view made accessible by setting its
/// properties: "Hello goodbye, meet your match"), a card, and a line saying what the user last did.
public final class CardsViewController: UIViewController {
    public let logo: UIImageView
    public private(set) var cardView: AAPLCardView!
    public let statusLabel = UILabel(text: "Swipe up or down on the card for actions")
    /// The greetings said, in order ("hello", "goodbye").
    public private(set) var greetings: [String] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public override init() {
        // The VoiceOver tutorial (iOS Accessibility: VoiceOver), "UIAccessibility 属性赋值示例".
        let logo = UIImageView(image: UIImage(named: "logo"))
        logo.isAccessibilityElement = true
        logo.accessibilityLabel = NSLocalizedString("Hello goodbye, meet your match", comment: "Logo description")
        self.logo = logo
        super.init()
        title = "Custom actions"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(logo, height: 60, in: view)
        cardView = addCardView(to: view)
        column.place(cardView, height: 360, in: view)
        column.place(statusLabel, height: 30, in: view)
    }

    /// Adds a card to `containerView` and gives each of its elements the two custom actions.
    public func addCardView(to containerView: UIView) -> AAPLCardView {
        let cardView = AAPLCardView(frame: .zero)
        containerView.addSubview(cardView)

        let helloAction = UIAccessibilityCustomAction(
            name: NSLocalizedString("Say hello", comment: "Accessibility action to say hello"), target: self
        ) { $0.sayHello() }
        let goodbyeAction = UIAccessibilityCustomAction(
            name: NSLocalizedString("Say goodbye", comment: "Accessibility action to say goodbye"), target: self
        ) { $0.sayGoodbye() }
        for case let element as UIView in cardView.accessibilityElements ?? [] {
            element.accessibilityCustomActions = [helloAction, goodbyeAction]
        }
        return cardView
    }

    /// The "Say hello" action. The tutorial leaves the actions' bodies out; this one shows what
    /// happened in the status label and says it, as the developer notes Accessibility in iOS
    /// advise for an event that needs no interaction ("Объявление"), so a VoiceOver user on the
    /// card hears it too.
    func sayHello() -> Bool {
        greetings.append("hello")
        report("You said hello to Anna")
        return true
    }

    /// The "Say goodbye" action, told as "Say hello" is.
    func sayGoodbye() -> Bool {
        greetings.append("goodbye")
        report("You said goodbye to Anna")
        return true
    }

    private func report(_ text: String) {
        statusLabel.text = text
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
