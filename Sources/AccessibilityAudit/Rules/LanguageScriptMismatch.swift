import AccessibilityTree
import EarshotUIKit

/// `language.script-mismatch`: a label written in a script its declared language does not use
/// (catalogue idea 7).
///
/// VoiceOver reads an element with the voice of its language (its `accessibilityLanguage`, else the
/// device's). A Russian label on an element declared English is spelled out or mangled by the
/// English voice. Flagged when most letters of the label or value are in a script the language is
/// not written in. Latin letters are never flagged in other languages (brand names, codes), and
/// languages whose scripts are not listed are not checked. Fix: set `accessibilityLanguage` to
/// the text's language. Tools: none (new check).
public struct LanguageScriptMismatch: AuditRule {
    public let id = "language.script-mismatch"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A label is written in a script its declared language does not use."
    public let help = """
        VoiceOver speaks each element with the voice of its language. Text in another script (a \
        Russian label on an English element) is mangled or spelled out. Set accessibilityLanguage \
        on the element to the language of its text.
        """
    public let tags = ["wcag:3.1.2"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        // Most elements share a language: each tag is looked up once.
        var expectedByLanguage: [String: Set<WritingScript>?] = [:]
        return context.findings { node in
            let language = context.language(of: node)
            let expected =
                expectedByLanguage[language]
                ?? {
                    let scripts = WritingScript.expected(forLanguage: language)
                    expectedByLanguage[language] = scripts
                    return scripts
                }()
            guard let expected else { return nil }
            let facts = context.facts(of: node)
            for (name, text) in [("label", facts.label), ("value", facts.value)] {
                // ASCII writes only Latin letters, which this rule never reports.
                if text.isAllASCII { continue }
                let census = WritingScript.census(of: text)
                let letters = census.values.reduce(0, +)
                guard letters >= 2,
                    let (dominant, count) = census.max(by: { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) }),
                    dominant != .latin, !expected.contains(dominant), count * 2 > letters
                else { continue }
                return context.finding(
                    self, node,
                    "The \(name) \"\(text)\" is written in \(dominant.rawValue) script, but the element's language is \"\(language)\"; VoiceOver reads it with that language's voice. Set accessibilityLanguage to the text's language."
                )
            }
            return nil
        }
    }
}
