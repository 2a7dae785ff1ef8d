import AccessibilityTree

/// `language.valid`: a language tag VoiceOver cannot use.
///
/// `accessibilityLanguage` (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): "a BCP 47 string, e.g. es-419") picks the voice and the
/// language of VoiceOver's own words. A malformed tag ("en_US", "english") is ignored or
/// misread, so the text is spoken with the wrong voice (error); a well-formed tag for a language
/// VoiceOver has no voice for is worth a look (info, needs review). The device language of the
/// tree is checked too. Tools: axe (lang rules).
public struct LanguageValid: AuditRule {
    public let id = "language.valid"
    public let defaultSeverity = Severity.error
    public let summary = "An accessibilityLanguage is not a valid BCP 47 tag, or names a language VoiceOver has no voice for."
    public let help = """
        accessibilityLanguage must be a BCP 47 tag such as "en-US", "es-419" or "zh-Hans" (hyphens, \
        not underscores); VoiceOver uses it to choose the voice and its own words.
        """
    public let tags = ["wcag:3.1.1", "wcag:3.1.2", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        let device = context.tree.language
        if let problem = LanguageTag.problem(with: device) {
            findings.append(context.screenFinding(self, "The device language \"\(device)\" is not a valid BCP 47 tag: \(problem)."))
        }
        for node in context.tree.elements {
            guard let tag = node.language else { continue }
            if let problem = LanguageTag.problem(with: tag) {
                findings.append(context.finding(self, node, "The accessibilityLanguage \"\(tag)\" is not a valid BCP 47 tag: \(problem)."))
            } else if !LanguageTag.hasVoiceOverVoice(tag) {
                findings.append(
                    context.finding(
                        self, node,
                        "VoiceOver has no voice for the accessibilityLanguage \"\(tag)\"; check that the tag names the intended language.",
                        severity: .info, needsReview: true
                    ))
            }
        }
        return findings
    }
}
