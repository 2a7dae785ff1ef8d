import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Buttons made from a `UIButton.Configuration` as VoiceOver reads them (docs/uikit.md
/// "Buttons"; docs/voiceover-behaviour.md §10 (Standard UIKit controls): a button's label is its
/// title, an image-only button's its image's name). The subtitle's place in the label is not
/// sourced [U]: Earshot reads it after the title.
@MainActor
@Suite("VoiceOver and UIButton.Configuration")
struct SimulatorButtonConfigurationTests {
    /// Every named style reads its title as the button's label.
    @Test(arguments: ["plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent"])
    func eachStyleReadsItsTitle(style: String) {
        let styles: [String: UIButton.Configuration] = [
            "plain": .plain(), "tinted": .tinted(), "gray": .gray(), "filled": .filled(),
            "borderless": .borderless(), "bordered": .bordered(), "borderedTinted": .borderedTinted(),
            "borderedProminent": .borderedProminent(),
        ]
        var configuration = styles[style] ?? .plain()
        configuration.title = "Send"
        configuration.cornerStyle = .capsule
        configuration.baseForegroundColor = .systemRed
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        let voiceOver = SimulatorScreen(button).voiceOver()
        #expect(voiceOver.lastSpoken == "Send, Button")
        #expect(button.configuration?.cornerStyle == .capsule)
    }

    /// [U] A title and a subtitle read as one label, the subtitle after the title.
    @Test func aSubtitleIsReadAfterTheTitle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.subtitle = "3 items"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        let voiceOver = SimulatorScreen(button).voiceOver()
        #expect(voiceOver.lastSpoken == "Checkout, 3 items, Button")
    }

    /// docs/uikit.md "Images": an image-only configuration speaks its symbol's accessibility name.
    @Test func anImageOnlyConfigurationSpeaksItsImagesName() {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "star.fill")
        configuration.imagePlacement = .trailing
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        let voiceOver = SimulatorScreen(button).voiceOver()
        #expect(voiceOver.lastSpoken == "Favorite, Button")
    }

    /// Apple's documentation of `UIButton.init(configuration:primaryAction:)`: the action runs
    /// when the button is tapped, here by VoiceOver's double tap.
    @Test func thePrimaryActionRunsOnDoubleTap() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Pay"
        var runs = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in runs += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        let voiceOver = SimulatorScreen(button).voiceOver()
        voiceOver.doubleTap()
        #expect(runs == 1)
    }

    /// Apple's documentation of `configurationUpdateHandler`: it runs when the state changes and
    /// on `setNeedsUpdateConfiguration()`; what it sets is what VoiceOver reads next.
    @Test func theUpdateHandlerFollowsTheStateAndVoiceOverHearsIt() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        var following = false
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        button.addAction(UIAction { _ in button.isSelected.toggle() }, for: .touchUpInside)
        let voiceOver = SimulatorScreen(button).voiceOver()
        #expect(voiceOver.lastSpoken == "Follow, Button")
        #expect(voiceOver.doubleTap() == "Selected, Following")
        following = button.configuration?.title == "Following"
        #expect(following)
        button.configurationUpdateHandler = { button in button.configuration?.subtitle = "2 friends" }
        button.setNeedsUpdateConfiguration()
        #expect(button.accessibilityLabel == "Following, 2 friends")
    }

    /// The configuration's content, with its insets, is the button's intrinsic size.
    @Test func theConfigurationSizesTheButton() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let button = UIButton(configuration: configuration)
        let plain = UIButton(type: .system)
        plain.setTitle("Go", for: .normal)
        #expect(button.intrinsicContentSize.width == plain.intrinsicContentSize.width + 40)
    }
}
