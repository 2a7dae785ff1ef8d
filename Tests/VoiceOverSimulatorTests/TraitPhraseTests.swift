import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// docs/voiceover-behaviour.md §4 (What is spoken) item 4: trait phrases in their fixed order, with the rules that silence "Button",
/// the switch's On / Off / Mixed, tabs and back buttons.
@Suite("Description: trait phrases")
@MainActor
struct TraitPhraseTests {
    nonisolated static let cases: [SpeechCase] = [
        SpeechCase("plain button gets no activate hint", ElementSpec(label: "Play", traits: .button), "Play, Button"),
        SpeechCase("dimmed button", ElementSpec(label: "Save", traits: [.button, .notEnabled]), "Save, Dimmed, Button"),
        SpeechCase(
            "fixed order regardless of bit order",
            ElementSpec(label: "X", traits: [.searchField, .image, .adjustable, .link, .header, .notEnabled]),
            "X, Dimmed, Heading, Link, Adjustable, Image, Search Field"
        ),
        SpeechCase("button then link", ElementSpec(label: "Help", traits: [.link, .button]), "Help, Button, Link"),
        SpeechCase("heading", ElementSpec(label: "Settings", traits: .header), "Settings, Heading"),
        SpeechCase("image", ElementSpec(label: "Sunset", traits: .image), "Sunset, Image"),
        SpeechCase("image button", ElementSpec(label: "Share", traits: [.button, .image]), "Share, Button, Image"),
        SpeechCase(
            "traits without a phrase",
            ElementSpec(
                label: "Label",
                traits: [
                    .staticText, .playsSound, .summaryElement, .updatesFrequently, .startsMediaSession,
                    .allowsDirectInteraction, .causesPageTurn, .tabBar, .supportsZoom,
                ]
            ),
            "Label"
        ),
        SpeechCase("keyboard key silences Button", ElementSpec(label: "Q", traits: [.button, .keyboardKey]), "Q"),
        SpeechCase(
            "back button", ElementSpec(label: "Settings", traits: [.button, .backButton]), "Settings, Back Button"
        ),
        SpeechCase("back button labelled Back", ElementSpec(label: "Back", traits: [.button, .backButton]), "Back Button"),
        SpeechCase(
            "back button labelled back, any case, with spaces",
            ElementSpec(label: " back ", traits: [.button, .backButton]), "Back Button"
        ),
        SpeechCase(
            "Back label on a plain button is spoken", ElementSpec(label: "Back", traits: .button), "Back, Button"
        ),
        SpeechCase(
            "back button labelled Back keeps its hint as a hint",
            ElementSpec(label: "Back", hint: "Returns to Settings", traits: [.button, .backButton]),
            "Back Button", hint: "Returns to Settings"
        ),
        SpeechCase(
            "tab trait: Tab instead of Button, before i of n",
            ElementSpec(
                label: "Week", traits: [.selected, .button, .tabBarItem],
                context: .init(position: .init(index: 2, count: 3))
            ),
            "Selected, Week, Tab, 2 of 3"
        ),
        SpeechCase(
            "tab context: Tab instead of Button",
            ElementSpec(label: "Month", traits: .button, context: .init(position: .init(index: 3, count: 3), isTab: true)),
            "Month, Tab, 3 of 3"
        ),
        SpeechCase(
            "tab trait and tab context: Tab once",
            ElementSpec(
                label: "Day", traits: [.button, .tabBarItem], context: .init(position: .init(index: 1, count: 3), isTab: true)
            ),
            "Day, Tab, 1 of 3"
        ),
        SpeechCase(
            "tab with a badge value",
            ElementSpec(
                label: "Inbox", value: "3 items", traits: [.button, .tabBarItem], context: .init(position: .init(index: 1, count: 4))),
            "Inbox, 3 items, Tab, 1 of 4"
        ),
        SpeechCase(
            "dimmed tab", ElementSpec(label: "Year", traits: [.button, .tabBarItem, .notEnabled]), "Year, Dimmed, Tab"
        ),
    ]

    @Test("trait phrases", arguments: cases)
    func traitPhrases(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }

    nonisolated static let switchCases: [SpeechCase] = [
        SpeechCase(
            "UISwitch on", ElementSpec(label: "Wi-Fi", value: "1", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, On", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "UISwitch off", ElementSpec(label: "Wi-Fi", value: "0", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, Off", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "mixed", ElementSpec(label: "All", value: "2", traits: [.button, .switchButton]),
            "All, Switch Button, Mixed", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "another value is spoken as it is, in the switch's place",
            ElementSpec(label: "Mode", value: "Automatic", traits: [.button, .switchButton]),
            "Mode, Switch Button, Automatic", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "value with spaces around 1 is still On",
            ElementSpec(label: "Wi-Fi", value: " 1 ", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, On", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "switch without a value", ElementSpec(label: "Wi-Fi", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "switch bit without button: no Switch Button, still On and no Button",
            ElementSpec(label: "Wi-Fi", value: "1", traits: .switchButton),
            "Wi-Fi, On", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "iOS 17 toggleButton is the same bit",
            ElementSpec(label: "Bold", value: "0", traits: [.button, .toggleButton]),
            "Bold, Switch Button, Off", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "own hint joined to the switch hint",
            ElementSpec(label: "Wi-Fi", value: "1", hint: "Turns Wi-Fi on or off", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, On", hint: "Turns Wi-Fi on or off. Double tap to toggle setting."
        ),
        SpeechCase(
            "own hint ending with a period: no doubled period",
            ElementSpec(label: "Wi-Fi", value: "1", hint: "Turns Wi-Fi on or off.", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, On", hint: "Turns Wi-Fi on or off. Double tap to toggle setting."
        ),
        SpeechCase(
            "own hint ending with a question mark keeps it",
            ElementSpec(label: "Wi-Fi", value: "0", hint: "Join networks?", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, Off", hint: "Join networks? Double tap to toggle setting."
        ),
        SpeechCase(
            "own hint with trailing spaces",
            ElementSpec(label: "Wi-Fi", value: "0", hint: "Turns Wi-Fi on or off.  ", traits: [.button, .switchButton]),
            "Wi-Fi, Switch Button, Off", hint: "Turns Wi-Fi on or off. Double tap to toggle setting."
        ),
        SpeechCase(
            "dimmed switch: no system hint",
            ElementSpec(label: "Wi-Fi", value: "1", traits: [.button, .switchButton, .notEnabled]),
            "Wi-Fi, Dimmed, Switch Button, On"
        ),
        SpeechCase(
            "dimmed switch keeps its own hint",
            ElementSpec(label: "Wi-Fi", value: "1", hint: "Managed by your company", traits: [.button, .switchButton, .notEnabled]),
            "Wi-Fi, Dimmed, Switch Button, On", hint: "Managed by your company"
        ),
        SpeechCase(
            "switch without a label promotes its hint; its value stays On",
            ElementSpec(value: "1", hint: "Airplane mode", traits: [.button, .switchButton]),
            "Airplane mode, Switch Button, On", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "adjustable switch: only the switch hint",
            ElementSpec(label: "Level", value: "1", traits: [.button, .switchButton, .adjustable]),
            "Level, Switch Button, On, Adjustable", hint: "Double tap to toggle setting."
        ),
        SpeechCase(
            "selected switch in a table cell",
            ElementSpec(label: "Sounds", value: "0", traits: [.button, .switchButton, .selected]),
            "Selected, Sounds, Switch Button, Off", hint: "Double tap to toggle setting."
        ),
    ]

    @Test("switches", arguments: switchCases)
    func switches(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }
}
