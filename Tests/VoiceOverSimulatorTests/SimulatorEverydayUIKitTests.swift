import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// What VoiceOver perceives of the everyday UIKit surface apps write: layers, images, block
/// animations (docs/uikit.md).
@MainActor
@Suite("VoiceOver and UIKit's everyday surface")
struct SimulatorEverydayUIKitTests {
    private func label(_ text: String, row: Int) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 100 + CGFloat(row) * 44, width: 300, height: 40))
        label.text = text
        return label
    }

    /// docs/voiceover-behaviour.md §1 (Tree walk): a transparent or hidden view is not read; a
    /// view's layer's `opacity` and `isHidden` are the view's `alpha` and `isHidden` (Apple's
    /// documentation, "CALayer": a view is its layer's delegate and its properties are the
    /// layer's), so setting them on the layer hides the view from VoiceOver as well.
    @Test func aViewsLayerOpacityAndHiddenAreTheViewsOwn() {
        let faded = label("Faded", row: 0)
        let hidden = label("Hidden", row: 1)
        let shown = label("Shown", row: 2)
        faded.layer.opacity = 0
        hidden.layer.isHidden = true
        shown.layer.cornerRadius = 8
        shown.layer.borderWidth = 1
        shown.layer.shadowOpacity = 0.3
        let screen = SimulatorScreen(faded, hidden, shown)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Shown")
        #expect(voiceOver.swipeRight() == nil)
        #expect(faded.alpha == 0 && hidden.isHidden)
    }

    /// Apple's documentation, "CATextLayer", and docs/uikit.md, "Layers": VoiceOver reads the
    /// accessibility tree of views and elements, never layers, so a text layer's string is not
    /// spoken; the view holding it is read only if the app labels it.
    @Test func aTextLayersStringIsNotSpoken() {
        let badge = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
        let text = CATextLayer()
        text.string = "New messages"
        text.frame = badge.bounds
        badge.layer.addSublayer(text)
        let caption = label("Inbox", row: 2)
        let screen = SimulatorScreen(badge, caption)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Inbox")
        #expect(voiceOver.swipeRight() == nil)
        #expect(badge.layer.sublayers?.first === text && text.string as? String == "New messages")
    }

    /// docs/uikit.md, "Images" (device recordings): an unlabelled SF Symbol speaks its
    /// accessibility name ("star.fill" is "Favorite"), one without a recorded name speaks its own
    /// name, an asset image speaks its asset name; `checkmark.circle.fill` stands for the selected
    /// state.
    @Test(arguments: [
        ("star.fill", true, "Favorite, Image"),
        ("globe", true, "Globe, Image"),
        ("slider.vertical.3", true, "slider.vertical.3, Image"),
        ("checkmark.circle.fill", true, "Selected, Image"),
        ("ProfilePhoto", false, "ProfilePhoto, Image"),
    ])
    func anUnlabelledImageViewSpeaksItsImagesName(name: String, isSymbol: Bool, spoken: String) {
        let image = isSymbol ? UIImage(systemName: name) : UIImage(named: name)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        view.isAccessibilityElement = true
        let voiceOver = SimulatorScreen(view).voiceOver()
        #expect(voiceOver.lastSpoken == spoken)
    }

    /// docs/voiceover-behaviour.md §10 (Standard UIKit controls): an image-only button is labelled
    /// by its image; a symbol keeps its name through `withConfiguration` and `withTintColor`.
    @Test func anImageOnlyButtonSpeaksItsSymbolsName() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        let image = UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        button.setImage(image?.withTintColor(.systemYellow), for: .normal)
        let voiceOver = SimulatorScreen(button).voiceOver()
        #expect(voiceOver.lastSpoken == "Favorite, Button")
    }

    /// docs/uikit.md, "Animations": the animations block runs at once, so VoiceOver reads the end
    /// state (a view faded out is gone), and the completion handler runs with `true`.
    @Test func aFadeOutAnimationLeavesTheEndStateAtOnce() {
        let toast = label("Saved", row: 0)
        let title = label("Settings", row: 1)
        let screen = SimulatorScreen(toast, title)
        var events: [String] = []
        UIView.animate(withDuration: 0.3, animations: { toast.alpha = 0 }, completion: { events.append("completion \($0)") })
        events.append("returned")
        #expect(events == ["completion true", "returned"])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Settings")
        #expect(voiceOver.swipeLeft() == nil)
    }
}
