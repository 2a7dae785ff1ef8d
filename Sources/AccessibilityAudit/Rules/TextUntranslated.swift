import AccessibilityTree

/// `text.untranslated`: a label, value or hint the app has not translated into all of its
/// languages.
///
/// The Accessibility Programming Guide for iOS, "Crafting Useful Labels and Hints" (如何创建标签,
/// 如何创建提示): localize every string, those of the accessibility attributes included, since
/// VoiceOver speaks in the language the user set. Given the app's string tables
/// (`AppLocalizations`: `earshot audit --strings`, `Auditor(localizations:)`), an element's text
/// that is the development-language text of a key some of the app's languages lack is a finding:
/// on a device set to one of those, VoiceOver reads it in the development language with that
/// language's voice. A text several keys share is untranslated only where none of them is
/// translated; texts that are no key's (user data, names) say nothing. Skipped without the tables.
/// Tools: none of the four reads an app's tables with its screens (new check).
public struct TextUntranslated: AuditRule {
    public let id = "text.untranslated"
    public let defaultSeverity = Severity.warning
    public let summary = "A label, value or hint is missing from some of the app's localizations."
    public let help = """
        Translate the string in every language the app offers (its .strings tables or .xcstrings \
        catalog), accessibility labels and hints included: VoiceOver speaks in the user's language.
        """
    public let tags = ["Apple", "wcag:3.1.2"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        context.localizations == nil ? "no string tables given (earshot audit --strings PATH, Auditor(localizations:))" : nil
    }

    public func check(_ context: AuditContext) -> [Finding] {
        guard let localizations = context.localizations, localizations.languages.count > 1 else { return [] }
        return context.findings { node in
            let facts = context.facts(of: node)
            for (attribute, text) in [("label", facts.label), ("value", facts.value), ("hint", facts.hint)] where !text.isEmpty {
                guard let (languages, entry) = localizations.untranslatedLanguages(of: text) else { continue }
                let message =
                    "The \(attribute) \"\(text)\" (key \"\(entry.key)\" of \(entry.table)) has no translation in "
                    + "\(languages.joined(separator: ", ")): VoiceOver reads it in \(localizations.sourceLanguage) there."
                return context.finding(self, node, message)
            }
            return nil
        }
    }
}
