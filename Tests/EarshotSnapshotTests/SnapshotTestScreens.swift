import EarshotUIKit
import Foundation

/// Hand-built screens for the snapshot tests: every feature the legend and overlays show, and
/// the hostile text a label can carry.
@MainActor
enum SnapshotTestScreens {
    /// Windows hold their application weakly; the tests' applications live as long as the process.
    private static var applications: [UIApplication] = []

    /// A window in its own application, so its layout direction and language are the app's.
    static func window(language: String = "en-US") -> UIWindow {
        let application = UIApplication()
        applications.append(application)
        application.preferredLanguage = language
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        application.addWindow(window)
        window.backgroundColor = .white
        return window
    }

    /// A heading, a button with a hint and custom actions, an element with a path, an element
    /// whose activation point is off its centre, a CJK and emoji label, an image.
    static func features() -> UIWindow {
        let window = window()
        let title = UILabel(frame: CGRect(x: 16, y: 20, width: 358, height: 30))
        title.text = "Now Playing"
        title.accessibilityTraits = .header
        window.addSubview(title)

        let play = UIButton(frame: CGRect(x: 16, y: 70, width: 120, height: 44))
        play.accessibilityLabel = "Play"
        play.accessibilityHint = "Plays the song."
        play.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Add to Queue"), UIAccessibilityCustomAction(name: "Share")]
        window.addSubview(play)

        let room = UIView(frame: CGRect(x: 16, y: 130, width: 200, height: 120))
        room.isAccessibilityElement = true
        room.accessibilityLabel = "Kitchen"
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 16, y: 130))
        path.addLine(to: CGPoint(x: 216, y: 130))
        path.addLine(to: CGPoint(x: 16, y: 250))
        path.close()
        room.accessibilityPath = path
        window.addSubview(room)

        let slider = UIView(frame: CGRect(x: 230, y: 130, width: 140, height: 44))
        slider.isAccessibilityElement = true
        slider.accessibilityLabel = "Volume"
        slider.accessibilityActivationPoint = CGPoint(x: 250, y: 152)
        window.addSubview(slider)

        let greeting = UILabel(frame: CGRect(x: 16, y: 270, width: 358, height: 30))
        greeting.text = "你好，世界 👋🏽"
        window.addSubview(greeting)

        let artwork = UIImageView(frame: CGRect(x: 16, y: 310, width: 80, height: 80))
        artwork.image = UIImage()
        artwork.isAccessibilityElement = true
        artwork.accessibilityLabel = "Album art"
        window.addSubview(artwork)
        return window
    }

    /// Labels that try to inject markup, hide control characters, reverse text, or run long.
    static let hostileLabels: [String] = [
        "<script>alert(\"x\")</script> & 'co'",
        "</text></svg><svg onload=alert(1)>",
        "bell\u{07}tab\tnull\u{0}",
        "evil \u{202E}gnp.exe",
        "isolate \u{2067}x\u{2069} mark \u{200F}",
        String(repeating: "very long text ", count: 80),
    ]

    static func hostile() -> UIWindow {
        let window = window()
        for (index, label) in hostileLabels.enumerated() {
            let view = UILabel(frame: CGRect(x: 16, y: 20 + CGFloat(index) * 50, width: 358, height: 44))
            view.text = label
            window.addSubview(view)
        }
        return window
    }
}
