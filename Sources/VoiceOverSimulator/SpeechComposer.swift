import AccessibilityTree
import EarshotUIKit

/// Composes what VoiceOver says when an element is focused (docs/voiceover-behaviour.md §4 (What is spoken)), from the
/// element's attributes as the walk read them.
///
/// Decisions where docs/voiceover-behaviour.md leaves room, each kept deterministic:
/// - Spoken strings are trimmed of surrounding whitespace; a label, value or hint that is empty
///   or only whitespace counts as absent.
/// - "Tab" is a trait phrase and "i of n" a context word, so a tab reads
///   "Selected, Week, Tab, 2 of 3", as VoiceOver does. "Tab" is spoken once when the element has
///   the tab trait, sits in a tab context, or both.
/// - A switch (the switch bit) never speaks its value in the label's place: the value is its
///   On / Off / Mixed word. So a switch with no label promotes its hint.
/// - The secure-text-field bit on its own also counts as text entry; "Is editing" is spoken only
///   for text entry.
/// - A back button's label is dropped when it equals the language's word for "Back", compared
///   without case; the label still counts as present (no hint is promoted in its place).
/// - Table header phrases open the table words, which come last among the context words
///   (docs/voiceover-behaviour.md §4 (What is spoken) item 5 and §3 (Context)). A row or column below 1, or an "i of n" outside 1…n, is unknown
///   and not spoken.
/// - The hint's pieces (the hint with its system hints as one sentence sequence, then
///   "Actions Available", then "More Content Available") are joined with ", ", like every other
///   pause.
/// - Custom content of high importance is spoken after the context words, each entry as
///   "label, value" (Apple: "High-importance information gets read out immediately"; the wording
///   is not device-verified, docs/voiceover-behaviour.md §4 (What is spoken)).
public struct SpeechComposer: Sendable {
    public var settings: VoiceOverSettings

    public init(settings: VoiceOverSettings = .init()) {
        self.settings = settings
    }

    /// What VoiceOver says when `node` is focused. `deviceLanguage` (BCP 47) gives the words for
    /// an element that names no language VoiceOver has words for; `settings.language`, when set,
    /// overrides it.
    @MainActor
    public func speech(for node: AccessibilityNode, deviceLanguage: String) -> ElementSpeech {
        speech(for: node, devicePhrases: devicePhrases(deviceLanguage))
    }

    /// Gives `body` each element of `tree` in reading order with what VoiceOver says on it. The
    /// device's phrase table is found once, and a loop rather than `map` goes through the
    /// elements (a closure made on the main actor and handed to the standard library is checked
    /// to run there at every call).
    /// - Complexity: O(n) in the number of elements.
    @MainActor
    public func speakEveryElement(of tree: AccessibilityTree, _ body: (AccessibilityNode, ElementSpeech) -> Void) {
        let devicePhrases = devicePhrases(tree.language)
        for node in tree.elements { body(node, speech(for: node, devicePhrases: devicePhrases)) }
    }

    /// The table for elements that name no language VoiceOver has words for.
    private func devicePhrases(_ deviceLanguage: String) -> VoiceOverPhrases {
        VoiceOverPhrases.deviceTable(for: settings.language ?? deviceLanguage)
    }

    /// What VoiceOver says when `node` is focused, with `devicePhrases` from `devicePhrases(_:)`.
    @MainActor
    private func speech(for node: AccessibilityNode, devicePhrases: VoiceOverPhrases) -> ElementSpeech {
        // A loop rather than `filter` and `map`: closures made on the main actor are checked to
        // run there at every call. Most elements offer no custom content or actions: asked
        // without copying their arrays.
        var importantContent: [String] = []
        if node.hasCustomContent {
            for entry in node.customContent where entry.importance == .high { importantContent.append(entry.spokenEntry) }
        }
        let element = SpokenElement(
            label: node.label, value: node.value, hint: node.hint, traits: node.traits,
            context: node.context, hasCustomActions: node.hasCustomActions,
            importantContent: importantContent, hasCustomContent: node.hasCustomContent
        )
        // Most elements name no language: the device's table is passed as it is, not copied.
        guard let language = node.language else { return compose(element, phrases: devicePhrases) }
        return compose(element, phrases: VoiceOverPhrases.resolve(elementLanguage: language, deviceTable: devicePhrases))
    }

    /// What VoiceOver says when `node` of `tree` is focused, with the tree's device language.
    @MainActor
    public func speech(for node: AccessibilityNode, in tree: AccessibilityTree) -> ElementSpeech {
        speech(for: node, deviceLanguage: tree.language)
    }

    // MARK: Composition

    private func compose(_ element: SpokenElement, phrases: VoiceOverPhrases) -> ElementSpeech {
        var parts: [String] = []
        if element.traits.contains(.selected) {
            parts.append(phrases.selected)
        }
        let hintIsPromoted = appendLabelAndValue(of: element, to: &parts, phrases: phrases)
        appendTraitPhrases(of: element, to: &parts, phrases: phrases)
        appendContextWords(element.context, to: &parts, phrases: phrases)
        if !element.importantContent.isEmpty { parts += element.importantContent }
        let hint =
            settings.speaksHints
            ? hintPart(of: element, hintIsPromoted: hintIsPromoted, phrases: phrases) : nil
        return ElementSpeech(descriptionParts: parts, hint: hint, language: phrases.identifier)
    }

    /// Items 2 and 3: the label, or the value or the hint in its place, then the value.
    /// Returns whether the hint was promoted into the description.
    private func appendLabelAndValue(
        of element: SpokenElement, to parts: inout [String], phrases: VoiceOverPhrases
    ) -> Bool {
        // A switch's value becomes its On / Off word among the trait phrases (item 4).
        let value = element.isSwitch ? nil : element.value
        if let label = element.label {
            let isBackWord =
                element.traits.contains(.backButton)
                && label.lowercased() == phrases.backLabel.lowercased()
            if !isBackWord {
                parts.append(label)
            }
            if let value {
                parts.append(value)
            }
        } else if let value {
            parts.append(value)
        } else if let hint = element.hint {
            parts.append(hint)
            return true
        }
        return false
    }

    /// Item 4: trait phrases, always in the fixed order of docs/voiceover-behaviour.md §4 (What is spoken).
    private func appendTraitPhrases(of element: SpokenElement, to parts: inout [String], phrases: VoiceOverPhrases) {
        let traits = element.traits
        if traits.contains(.notEnabled) {
            parts.append(phrases.dimmed)
        }
        let buttonIsImplied =
            traits.contains(.keyboardKey) || element.isSwitch || element.isTab
            || traits.contains(.backButton)
        if traits.contains(.button) && !buttonIsImplied {
            parts.append(phrases.button)
        }
        if traits.contains(.backButton) {
            parts.append(phrases.backButton)
        }
        if element.isSwitch {
            if traits.contains(.button) {
                parts.append(phrases.switchButton)
            }
            switch element.value {
            case "1": parts.append(phrases.switchOn)
            case "0": parts.append(phrases.switchOff)
            case "2": parts.append(phrases.switchMixed)
            case let other?: parts.append(other)
            case nil: break
            }
        }
        if element.isTab {
            parts.append(phrases.tab)
        }
        if element.isTextEntry {
            parts.append(traits.contains(.secureTextField) ? phrases.secureTextField : phrases.textField)
            if traits.contains(.isEditing) {
                parts.append(phrases.isEditing)
            }
        }
        // One test each rather than a table of pairs: a table built for every element allocated
        // and copied its five phrases even when none applied.
        if traits.contains(.header) { parts.append(phrases.heading) }
        if traits.contains(.link) { parts.append(phrases.link) }
        if traits.contains(.adjustable) { parts.append(phrases.adjustable) }
        if traits.contains(.image) { parts.append(phrases.image) }
        if traits.contains(.searchField) { parts.append(phrases.searchField) }
    }

    /// Item 5: position, list, landmark and table words.
    private func appendContextWords(
        _ context: AccessibilityContext, to parts: inout [String], phrases: VoiceOverPhrases
    ) {
        if let position = context.position, position.index >= 1, position.index <= position.count {
            parts.append(phrases.position(index: position.index, count: position.count))
        }
        if context.isListStart { parts.append(phrases.listStart) }
        if context.isListEnd { parts.append(phrases.listEnd) }
        if context.isLandmarkStart { parts.append(phrases.landmarkStart) }
        if context.isLandmarkEnd { parts.append(phrases.landmarkEnd) }
        if let table = context.table {
            parts.append(contentsOf: table.headers.compactMap(SpokenElement.spoken))
            if table.rowSpan > 1 { parts.append(phrases.rowSpan(table.rowSpan)) }
            if table.columnSpan > 1 { parts.append(phrases.columnSpan(table.columnSpan)) }
            if table.isFirstInRow && table.row >= 1 { parts.append(phrases.row(table.row)) }
            if table.column >= 1 { parts.append(phrases.column(table.column)) }
        }
    }

    /// The hint part: the element's hint joined with the system hints, then "Actions Available".
    /// Nil when nothing is left to say.
    private func hintPart(of element: SpokenElement, hintIsPromoted: Bool, phrases: VoiceOverPhrases) -> String? {
        let traits = element.traits
        var sentences = hintIsPromoted ? nil : element.hint
        func add(_ systemHint: String) {
            sentences = sentences.map { phrases.joiningSentences($0, systemHint) } ?? systemHint
        }
        if !traits.contains(.notEnabled) {
            if element.isSwitch {
                add(phrases.switchHint)
            }
            if element.isTextEntry {
                // Text entry replaces whatever came before.
                if traits.contains(.isEditing) {
                    sentences = phrases.misspelledWordsHint
                } else if traits.contains(.textArea) {
                    sentences = phrases.editHint + ElementSpeech.partSeparator + phrases.misspelledWordsHint
                } else {
                    sentences = phrases.editHint
                }
            }
            // The adjust hint is left out only when the element's own hint was promoted into the
            // description; an adjustable element with nothing else set still gets it
            // (AccessibilitySnapshot's DescriptionEdgeCases reference, row 04).
            if traits.contains(.adjustable) && !element.isSwitch && !hintIsPromoted {
                add(phrases.adjustHint)
            }
        }
        var pieces = sentences.map { [$0] } ?? []
        if element.hasCustomActions && settings.actionsVerbosity == .speak {
            pieces.append(phrases.actionsAvailable)
        }
        if element.hasCustomContent {
            pieces.append(phrases.moreContentAvailable)
        }
        return pieces.isEmpty ? nil : pieces.joined(separator: ElementSpeech.partSeparator)
    }
}

/// The attributes speech is composed from, cleaned once: trimmed, with empty strings as nil.
private struct SpokenElement {
    let label: String?
    let value: String?
    let hint: String?
    let traits: UIAccessibilityTraits
    let context: AccessibilityContext
    let hasCustomActions: Bool
    /// High-importance custom content, spoken with the description.
    let importantContent: [String]
    let hasCustomContent: Bool

    init(
        label: String?, value: String?, hint: String?, traits: UIAccessibilityTraits,
        context: AccessibilityContext, hasCustomActions: Bool, importantContent: [String] = [], hasCustomContent: Bool = false
    ) {
        self.importantContent = importantContent.compactMap(Self.spoken)
        self.hasCustomContent = hasCustomContent
        self.label = Self.spoken(label)
        self.value = Self.spoken(value)
        self.hint = Self.spoken(hint)
        self.traits = traits
        self.context = context
        self.hasCustomActions = hasCustomActions
    }

    /// The switch bit (`switchButton`, the same bit as `toggleButton`).
    var isSwitch: Bool { traits.contains(.switchButton) }
    /// A tab: the tab trait, or a place in a tab context.
    var isTab: Bool { traits.contains(.tabBarItem) || context.isTab }
    /// A text field or text view.
    var isTextEntry: Bool { traits.contains(.textEntry) || traits.contains(.secureTextField) }

    /// The text as spoken: without surrounding whitespace, nil when nothing is left.
    static func spoken(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingWhitespace, !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}

extension AXCustomContent {
    /// The entry as VoiceOver reads it: "label, value", either part left out when empty.
    var spokenEntry: String {
        [label, value].map(\.trimmingWhitespace).filter { !$0.isEmpty }
            .joined(separator: ElementSpeech.partSeparator)
    }
}
