import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// VoiceOverSettings: Speak Hints, Verbosity › Actions and the device-language override; and
/// how ElementSpeech writes a transcript.
@Suite("Settings and transcripts")
@MainActor
struct SpeechSettingsTests {
    nonisolated static let coffee = ElementSpec(
        label: "Coffee", value: "On", hint: "Show or hide coffee locations", traits: [.button, .selected]
    )

    @Test("defaults")
    func defaults() {
        let settings = VoiceOverSettings()
        #expect(settings.speaksHints)
        #expect(settings.actionsVerbosity == .speak)
        #expect(settings.language == nil)
        #expect(settings.speakingRate == 0.5)
    }

    @Test("a transcript joins the description and the hint with commas")
    func transcript() {
        let speech = SpeechComposer().speech(for: Self.coffee.node(), deviceLanguage: "en")
        #expect(speech.text() == "Selected, Coffee, On, Button, Show or hide coffee locations")
        #expect(speech.text(includingHint: false) == "Selected, Coffee, On, Button")
        #expect(speech.description == "Selected, Coffee, On, Button")
        #expect(speech.language == "en")
    }

    @Test("a transcript leaves out empty pieces")
    func transcriptWithoutDescription() {
        #expect(ElementSpeech(descriptionParts: [], hint: "Actions Available", language: "en").text() == "Actions Available")
        #expect(ElementSpeech(descriptionParts: [], hint: nil, language: "en").text() == "")
        #expect(ElementSpeech(descriptionParts: ["Play", "Button"], hint: "", language: "en").text() == "Play, Button")
    }

    @Test("Speak Hints off: no hint part")
    func hintsOff() {
        let composer = SpeechComposer(settings: VoiceOverSettings(speaksHints: false))
        let speech = composer.speech(for: Self.coffee.node(), deviceLanguage: "en")
        #expect(speech.hint == nil)
        #expect(speech.text() == "Selected, Coffee, On, Button")
    }

    nonisolated static let hintsOffCases: [SpeechCase] = [
        SpeechCase("switch", ElementSpec(label: "Wi-Fi", value: "1", traits: [.button, .switchButton]), "Wi-Fi, Switch Button, On"),
        SpeechCase("text field", ElementSpec(label: "Name", traits: .textEntry), "Name, Text Field"),
        SpeechCase("adjustable", ElementSpec(label: "Floor", value: "3", traits: .adjustable), "Floor, 3, Adjustable"),
        SpeechCase("custom actions", ElementSpec(label: "Message", customActionNames: ["Delete"]), "Message"),
        SpeechCase(
            "a promoted hint stays in the description",
            ElementSpec(hint: "Opens settings", traits: .button), "Opens settings, Button"
        ),
    ]

    @Test("Speak Hints off silences every hint but a promoted one", arguments: hintsOffCases)
    func hintsOffTable(_ row: SpeechCase) {
        let composer = SpeechComposer(settings: VoiceOverSettings(speaksHints: false))
        let speech = composer.speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == nil)
    }

    nonisolated static let verbosityCases: [(VoiceOverSettings.ActionsVerbosity, String?, String?)] = [
        (.speak, nil, "Actions Available"),
        (.playSound, nil, nil),
        (.silent, nil, nil),
        (.speak, "Opens the message", "Opens the message, Actions Available"),
        (.playSound, "Opens the message", "Opens the message"),
        (.silent, "Opens the message", "Opens the message"),
    ]

    @Test("Verbosity › Actions", arguments: verbosityCases)
    func actionsVerbosity(_ verbosity: VoiceOverSettings.ActionsVerbosity, hint: String?, expected: String?) {
        let composer = SpeechComposer(settings: VoiceOverSettings(actionsVerbosity: verbosity))
        let element = ElementSpec(label: "Message", hint: hint, customActionNames: ["Delete"])
        let speech = composer.speech(for: element.node(), deviceLanguage: "en")
        #expect(speech.description == "Message")
        #expect(speech.hint == expected)
    }

    @Test("the settings' language overrides the device language")
    func languageOverride() {
        let composer = SpeechComposer(settings: VoiceOverSettings(language: "de-DE"))
        let speech = composer.speech(for: ElementSpec(label: "Spielen", traits: .button).node(), deviceLanguage: "en-US")
        #expect(speech.description == "Spielen, Taste")
        #expect(speech.language == "de")
    }

    @Test("an element's own language beats the settings' language")
    func elementLanguageWins() {
        let composer = SpeechComposer(settings: VoiceOverSettings(language: "de"))
        let element = ElementSpec(label: "Играть", traits: .button, language: "ru-RU")
        let speech = composer.speech(for: element.node(), deviceLanguage: "en")
        #expect(speech.description == "Играть, Кнопка")
        #expect(speech.language == "ru")
    }

    @Test("the tree convenience uses the tree's language")
    func treeLanguage() {
        let node = ElementSpec(label: "Играть", traits: .button).node()
        let tree = AccessibilityTree(
            elements: [node], containers: [], problems: [], idiom: .phone, layoutDirection: .leftToRight, language: "ru"
        )
        let speech = SpeechComposer().speech(for: node, in: tree)
        #expect(speech.text() == "Играть, Кнопка")
        #expect(speech.language == "ru")
    }
}
