import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// docs/voiceover-behaviour.md §4 (What is spoken), the hint: the element's own hint, the system hints for text entry and adjustable
/// elements, and "Actions Available".
@Suite("Hint: text entry, adjustable, actions")
@MainActor
struct HintTests {
    nonisolated static let adjust = "Swipe up or down with one finger to adjust the value."
    nonisolated static let edit = "Double tap to edit."
    nonisolated static let misspelled = "Use the rotor to access Misspelled Words"

    nonisolated static let textEntryCases: [SpeechCase] = [
        SpeechCase(
            "text field, not editing", ElementSpec(label: "Name", value: "Ann", traits: .textEntry),
            "Name, Ann, Text Field", hint: edit
        ),
        SpeechCase(
            "the edit hint replaces the field's own hint",
            ElementSpec(label: "Name", hint: "Your full name", traits: .textEntry), "Name, Text Field", hint: edit
        ),
        SpeechCase(
            "secure text field", ElementSpec(label: "Password", traits: [.textEntry, .secureTextField]),
            "Password, Secure Text Field", hint: edit
        ),
        SpeechCase(
            "secure bit alone is a secure text field", ElementSpec(label: "PIN", traits: .secureTextField),
            "PIN, Secure Text Field", hint: edit
        ),
        SpeechCase(
            "text field while editing", ElementSpec(label: "Name", value: "Ann", hint: "Your full name", traits: [.textEntry, .isEditing]),
            "Name, Ann, Text Field, Is editing", hint: misspelled
        ),
        SpeechCase(
            "secure text field while editing",
            ElementSpec(label: "Password", traits: [.textEntry, .secureTextField, .isEditing]),
            "Password, Secure Text Field, Is editing", hint: misspelled
        ),
        SpeechCase(
            "is-editing bit without text entry says nothing", ElementSpec(label: "Name", traits: .isEditing), "Name"
        ),
        SpeechCase(
            "text area, not editing", ElementSpec(label: "Notes", traits: [.textEntry, .textArea]),
            "Notes, Text Field", hint: "Double tap to edit., Use the rotor to access Misspelled Words"
        ),
        SpeechCase(
            "text area while editing", ElementSpec(label: "Notes", traits: [.textEntry, .textArea, .isEditing]),
            "Notes, Text Field, Is editing", hint: misspelled
        ),
        SpeechCase(
            "dimmed text field keeps only its own hint",
            ElementSpec(label: "Name", hint: "Your full name", traits: [.textEntry, .notEnabled]),
            "Name, Dimmed, Text Field", hint: "Your full name"
        ),
        SpeechCase(
            "dimmed text field without a hint", ElementSpec(label: "Name", traits: [.textEntry, .notEnabled]),
            "Name, Dimmed, Text Field"
        ),
        // What an iPhone says for a search bar's field, decided from the
        // device-verified reference: AccessibilitySnapshot (checked against iOS 17.5, 18.5 and 26.2
        // simulators) speaks the text-entry phrase, then "Is editing", then "Search Field", in
        // that fixed order, for an element with both traits, as a UISearchTextField has.
        SpeechCase(
            "search field", ElementSpec(label: "Search", traits: [.textEntry, .searchField]),
            "Search, Text Field, Search Field", hint: edit
        ),
        SpeechCase(
            "text field named only by its hint: promoted, then the edit hint",
            ElementSpec(hint: "Your name", traits: .textEntry), "Your name, Text Field", hint: edit
        ),
    ]

    @Test("text entry", arguments: textEntryCases)
    func textEntry(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }

    nonisolated static let adjustableCases: [SpeechCase] = [
        SpeechCase(
            "label and value", ElementSpec(label: "Floor", value: "3", traits: .adjustable), "Floor, 3, Adjustable", hint: adjust
        ),
        SpeechCase("value only", ElementSpec(value: "0%", traits: .adjustable), "0%, Adjustable", hint: adjust),
        SpeechCase("label only", ElementSpec(label: "Volume", traits: .adjustable), "Volume, Adjustable", hint: adjust),
        SpeechCase(
            "neither label nor value: the promoted hint, no adjust hint",
            ElementSpec(hint: "Changes the volume", traits: .adjustable), "Changes the volume, Adjustable"
        ),
        // AccessibilitySnapshot's DescriptionEdgeCases reference, row 04 (iOS 17.5, 18.5): "Adjustable",
        // then the adjust hint.
        SpeechCase("nothing but the trait", ElementSpec(traits: .adjustable), "Adjustable", hint: adjust),
        SpeechCase(
            "whitespace label and value count as none", ElementSpec(label: " ", value: " ", traits: .adjustable), "Adjustable", hint: adjust
        ),
        SpeechCase(
            "own hint joined to the adjust hint",
            ElementSpec(label: "Floor", value: "3", hint: "Moves the elevator", traits: .adjustable),
            "Floor, 3, Adjustable", hint: "Moves the elevator. " + adjust
        ),
        SpeechCase(
            "own hint ending with an ellipsis",
            ElementSpec(label: "Floor", value: "3", hint: "Moves the elevator…", traits: .adjustable),
            "Floor, 3, Adjustable", hint: "Moves the elevator… " + adjust
        ),
        SpeechCase(
            "dimmed adjustable: no adjust hint", ElementSpec(label: "Floor", value: "3", traits: [.adjustable, .notEnabled]),
            "Floor, 3, Dimmed, Adjustable"
        ),
        SpeechCase(
            "page control", ElementSpec(value: "page 2 of 3", traits: .adjustable), "page 2 of 3, Adjustable", hint: adjust
        ),
    ]

    @Test("adjustable", arguments: adjustableCases)
    func adjustable(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }

    nonisolated static let actionCases: [SpeechCase] = [
        SpeechCase(
            "custom actions", ElementSpec(label: "Message", customActionNames: ["Delete"]), "Message", hint: "Actions Available"
        ),
        SpeechCase(
            "own hint, then Actions Available",
            ElementSpec(label: "Message", hint: "Opens the message", traits: .button, customActionNames: ["Delete", "Flag"]),
            "Message, Button", hint: "Opens the message, Actions Available"
        ),
        SpeechCase(
            "system hint, then Actions Available",
            ElementSpec(label: "Floor", value: "3", traits: .adjustable, customActionNames: ["Lobby"]),
            "Floor, 3, Adjustable", hint: adjust + ", Actions Available"
        ),
        SpeechCase(
            "dimmed element still has its actions",
            ElementSpec(label: "Message", traits: [.button, .notEnabled], customActionNames: ["Delete"]),
            "Message, Dimmed, Button", hint: "Actions Available"
        ),
        SpeechCase(
            "promoted hint is not repeated before Actions Available",
            ElementSpec(hint: "Opens the message", customActionNames: ["Delete"]), "Opens the message", hint: "Actions Available"
        ),
        SpeechCase("no actions, no hint", ElementSpec(label: "Message"), "Message"),
    ]

    @Test("custom actions", arguments: actionCases)
    func customActions(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }
}
