import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// docs/voiceover-behaviour.md §4 (What is spoken) items 1–3 and 5: "Selected", the label (or what takes its place), the value, and the
/// context words, with the exact English transcript VoiceOver produces.
@Suite("Description: label, value, selection and context")
@MainActor
struct DescriptionOrderTests {
    nonisolated static let labelAndValueCases: [SpeechCase] = [
        SpeechCase("label only", ElementSpec(label: "Coffee"), "Coffee"),
        SpeechCase("label then value", ElementSpec(label: "Floor", value: "3"), "Floor, 3"),
        SpeechCase("value takes an empty label's place", ElementSpec(label: "", value: "0%"), "0%"),
        SpeechCase("value takes a nil label's place", ElementSpec(value: "0%"), "0%"),
        SpeechCase("whitespace-only label counts as empty", ElementSpec(label: " \n\t ", value: "5"), "5"),
        SpeechCase("whitespace-only value is not spoken", ElementSpec(label: "Floor", value: "   "), "Floor"),
        SpeechCase("surrounding whitespace is not spoken", ElementSpec(label: "  Coffee \n", value: " On "), "Coffee, On"),
        SpeechCase(
            "hint promoted when label and value are empty",
            ElementSpec(label: "", value: "", hint: "Opens settings"), "Opens settings"
        ),
        SpeechCase(
            "hint promoted when label and value are nil",
            ElementSpec(hint: "Opens settings", traits: .button), "Opens settings, Button"
        ),
        SpeechCase(
            "hint not promoted when a value is present",
            ElementSpec(value: "3", hint: "Current floor"), "3", hint: "Current floor"
        ),
        SpeechCase("nothing at all", ElementSpec(), ""),
        SpeechCase("whitespace everywhere", ElementSpec(label: " ", value: " ", hint: " "), ""),
        SpeechCase("Selected comes first", ElementSpec(label: "Week", traits: [.selected, .button]), "Selected, Week, Button"),
        SpeechCase("Selected alone", ElementSpec(traits: .selected), "Selected"),
        SpeechCase(
            "Selected, then a promoted hint",
            ElementSpec(hint: "Shows the map", traits: .selected), "Selected, Shows the map"
        ),
        SpeechCase(
            "Selected, label, value, trait and hint",
            ElementSpec(label: "Coffee", value: "On", hint: "Show or hide coffee locations", traits: [.button, .selected]),
            "Selected, Coffee, On, Button", hint: "Show or hide coffee locations"
        ),
        SpeechCase("a label with commas stays one part", ElementSpec(label: "Apple, $432.39, up 1.3%"), "Apple, $432.39, up 1.3%"),
    ]

    @Test("label, value and promotion", arguments: labelAndValueCases)
    func labelAndValue(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }

    nonisolated static let contextCases: [SpeechCase] = [
        SpeechCase(
            "i of n",
            ElementSpec(label: "Day", traits: [.button, .selected], context: .init(position: .init(index: 1, count: 3))),
            "Selected, Day, Button, 1 of 3"
        ),
        SpeechCase(
            "i of n below 1 is not spoken",
            ElementSpec(label: "Day", context: .init(position: .init(index: 0, count: 3))), "Day"
        ),
        SpeechCase(
            "i of n beyond n is not spoken",
            ElementSpec(label: "Day", context: .init(position: .init(index: 4, count: 3))), "Day"
        ),
        SpeechCase("List Start", ElementSpec(label: "Inbox", context: .init(isListStart: true)), "Inbox, List Start"),
        SpeechCase("List End", ElementSpec(label: "Trash", context: .init(isListEnd: true)), "Trash, List End"),
        SpeechCase(
            "Landmark", ElementSpec(label: "Search", traits: .header, context: .init(isLandmarkStart: true)),
            "Search, Heading, Landmark"
        ),
        SpeechCase("Landmark End", ElementSpec(label: "Done", traits: .button, context: .init(isLandmarkEnd: true)), "Done, Button, End"),
        SpeechCase(
            "context words in order: i of n, list, landmark",
            ElementSpec(
                label: "Item",
                context: .init(position: .init(index: 1, count: 2), isListStart: true, isLandmarkStart: true)
            ),
            "Item, 1 of 2, List Start, Landmark"
        ),
        SpeechCase(
            "table cell, first in its row, with a header",
            ElementSpec(
                label: "John",
                context: .init(table: .init(headers: ["Name"], row: 2, column: 1, rowSpan: 1, columnSpan: 1, isFirstInRow: true))
            ),
            "John, Name, Row 2, Column 1"
        ),
        SpeechCase(
            "table cell later in its row: no Row word",
            ElementSpec(
                label: "42",
                context: .init(table: .init(headers: ["Age"], row: 2, column: 2, rowSpan: 1, columnSpan: 1, isFirstInRow: false))
            ),
            "42, Age, Column 2"
        ),
        SpeechCase(
            "table cell with spans and two headers; empty headers are skipped",
            ElementSpec(
                label: "Total", value: "12",
                context: .init(
                    table: .init(headers: ["Q1", " ", "Sales"], row: 1, column: 1, rowSpan: 2, columnSpan: 3, isFirstInRow: true))
            ),
            "Total, 12, Q1, Sales, Spans 2 rows, Spans 3 columns, Row 1, Column 1"
        ),
        SpeechCase(
            "table cell with an unknown row and column",
            ElementSpec(
                label: "Cell",
                context: .init(table: .init(headers: [], row: 0, column: 0, rowSpan: 1, columnSpan: 1, isFirstInRow: true))
            ),
            "Cell"
        ),
    ]

    @Test("context words", arguments: contextCases)
    func contextWords(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }

    @Test("every part is a separate, non-empty string")
    func partsAreSeparate() {
        let element = ElementSpec(
            label: "Week", value: "3 items", traits: [.selected, .button, .tabBarItem],
            context: .init(position: .init(index: 2, count: 3))
        )
        let speech = SpeechComposer().speech(for: element.node(), deviceLanguage: "en")
        #expect(speech.descriptionParts == ["Selected", "Week", "3 items", "Tab", "2 of 3"])
        #expect(!speech.descriptionParts.contains(""))
    }
}
