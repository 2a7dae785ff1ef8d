import Testing

@testable import EarshotUIKitCore

/// `readableContentGuide` and `keyboardLayoutGuide`, checked through the frames VoiceOver reads.
/// Sources: UIKit's documentation of `readableContentGuide` (an area whose width is best for
/// reading), the 672-point readable width at the default text size measured on an iPad (Use Your
/// Loaf, "Readable Content Guides"), and WWDC21 "Your guide to keyboard layout" (with the keyboard
/// offscreen, the guide's top is at the bottom of the safe area).
@MainActor
@Suite("Readable content and keyboard layout guides")
struct ReadableAndKeyboardGuideTests {
    func label(_ text: String, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    /// On a phone in portrait the readable guide is the margins guide; on a wide window (1180 ×
    /// 820, an iPad in landscape, 21 points of safe area at the bottom) it is 672 points wide and
    /// centred, and at a larger text size it widens as body text does (23/17 of it at xxxLarge).
    @Test(arguments: [
        (390.0, UIContentSizeCategory.large.rawValue, CGRect(x: 8, y: 55, width: 374, height: 747)),
        (1180.0, UIContentSizeCategory.large.rawValue, CGRect(x: 254, y: 8, width: 672, height: 783)),
        (1180.0, UIContentSizeCategory.extraExtraExtraLarge.rawValue, CGRect(x: 135, y: 8, width: 909, height: 783)),
    ])
    func theReadableGuideIsNoWiderThanALineOfText(width: CGFloat, category: String, frame: CGRect) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: width > 1000 ? 820 : 844))
        window.device.preferredContentSizeCategory = UIContentSizeCategory(rawValue: category)
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let article = label(String(repeating: "Readable text. ", count: 60), in: root)
        NSLayoutConstraint.activate([
            article.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            article.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            article.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(root.readableContentGuide.layoutFrame == frame)
        #expect(article.accessibilityFrame.minX == frame.minX)
        #expect(article.accessibilityFrame.width == frame.width)
    }

    /// A toolbar pinned above the keyboard guide sits on the safe area's bottom while no
    /// keyboard shows (a notched phone keeps 34 points for the home indicator).
    @Test func contentAboveTheKeyboardGuideSitsOnTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let send = label("Send", in: root)
        NSLayoutConstraint.activate([
            send.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            send.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(send.accessibilityFrame.maxY == 810)
        #expect(root.keyboardLayoutGuide.followsUndockedKeyboard == false)
        #expect(root.keyboardLayoutGuide === root.keyboardLayoutGuide)
    }
}
