/// The words VoiceOver says on a screen, one field (a label, a value) after another, indexed by
/// word so that finding a phrase does not rescan everything said: the rules that ask "does any
/// element say these words?" once per text would otherwise be quadratic on a screen of texts.
///
/// A phrase is found when its words occur one after another inside one field, as a substring
/// search of the fields' normalized text (`AuditText.normalized`) joined by separators would.
struct SpokenPhrases {
    /// Every field's words, each field followed by an empty word that no phrase contains.
    private var words: [String] = []
    /// Where each word occurs in `words`.
    private var positions: [String: [Int]] = [:]

    /// Adds one field's words (`AuditText.words`).
    /// - Complexity: O(k), k the field's words.
    mutating func append(_ field: [String]) {
        for word in field {
            positions[word, default: []].append(words.count)
            words.append(word)
        }
        words.append("")
    }

    /// Whether `phrase`'s words occur one after another in one field; false for no words.
    /// - Complexity: O(m · k), m the occurrences of the phrase's rarest word and k its words:
    ///   the search starts from that word, so words every element says ("the") cost nothing.
    func contains(_ phrase: [String]) -> Bool {
        guard !phrase.isEmpty else { return false }
        var rarest: (offset: Int, places: [Int])?
        for (offset, word) in phrase.enumerated() {
            guard let places = positions[word] else { return false }
            if let current = rarest, current.places.count <= places.count { continue }
            rarest = (offset, places)
        }
        guard let rarest else { return false }
        for place in rarest.places {
            let start = place - rarest.offset
            guard start >= 0, start + phrase.count <= words.count else { continue }
            var matches = true
            for offset in phrase.indices where words[start + offset] != phrase[offset] {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }
}
