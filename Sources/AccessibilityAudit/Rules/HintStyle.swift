import AccessibilityTree

/// `hint.style`: a hint not written the way Apple asks.
///
/// Apple (the Accessibility Programming Guide for iOS, "如何创建提示"): a hint briefly describes the result, starts with a capital
/// letter and a third-person verb ("Plays the song." — not the command "Play the song"), ends with a
/// period, and names neither the gesture ("Tap to…"), nor the control ("The Save button…"), nor
/// its type ("…button"). Each problem is listed in one finding. The verb-form check is English
/// only; the rest use the element's language and English. Tools: Apple's guidance (new check).
public struct HintStyle: AuditRule {
    public let id = "hint.style"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A hint is not a short third-person description of the result ending with a period."
    public let help = """
        Apple: a hint describes the result of the action, begins with a capitalized third-person \
        verb ("Plays the song.", not "Play the song"), ends with a period, and names neither the \
        gesture ("Tap to…"), the element, nor its type. VoiceOver already says how to activate. \
        Heuristic (the verb check is English only), so findings ask for review.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let hint = context.facts(of: node).hint
            guard !hint.isEmpty else { return nil }
            let problems = Self.problems(in: hint, node: node, context: context)
            guard !problems.isEmpty else { return nil }
            return context.finding(self, node, "The hint \"\(hint)\" \(problems.joined(separator: "; ")).")
        }
    }

    @MainActor
    static func problems(in hint: String, node: AccessibilityNode, context: AuditContext) -> [String] {
        var problems: [String] = []
        let language = context.language(of: node)
        let vocabularies = AuditVocabulary.lists(for: language)
        let gesture = vocabularies.lazy.compactMap { $0.firstPhrase(of: $0.gestureWords, in: hint) }.first
        if let gesture {
            problems.append("names the gesture \"\(gesture)\" (VoiceOver already says how to act)")
        }
        if let first = hint.first(where: \.isLetter), first.isCased, first.isLowercase {
            problems.append("starts with a lowercase letter")
        }
        if gesture == nil, LanguageTag.primaryLanguage(of: language) == "en", let firstWord = AuditText.words(hint).first {
            let thirdPerson = firstWord.count > 2 && firstWord.hasSuffix("s") && !firstWord.hasSuffix("ss")
            if !thirdPerson {
                problems.append("starts with \"\(firstWord)\"; begin with a third-person verb (\"Plays…\"), not a command (\"Play…\")")
            }
        }
        if let last = hint.last, !".。!?！？…".contains(last) {
            problems.append("does not end with a period")
        }
        for role in AuditRole.allCases where role.isAnnounced(by: node.traits, isTab: node.isTab) {
            let word = vocabularies.lazy.compactMap { vocabulary in
                vocabulary.roleWords[role].flatMap { vocabulary.firstPhrase(of: $0, in: hint) }
            }.first
            if let word {
                problems.append("names the control type \"\(word)\"")
                break
            }
        }
        // Naming the element: the hint opens with its name ("Save saves…", "The Save button…").
        let label = context.facts(of: node).label
        let labelWords = context.facts(of: node).labelWords
        let hintWords = AuditText.words(hint)
        if !labelWords.isEmpty,
            hintWords.starts(with: labelWords) || (hintWords.first == "the" && hintWords.dropFirst().starts(with: labelWords))
        {
            problems.append("names the element (\"\(label)\") instead of the result")
        }
        return problems
    }
}
