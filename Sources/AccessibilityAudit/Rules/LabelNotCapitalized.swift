/// `label.not-capitalized`: a label whose first letter is lowercase.
///
/// Apple asks for capitalized labels so VoiceOver reads them with the right inflection. Only
/// scripts with case are checked; labels that start with a number ("3 items"), names capitalized
/// later ("iPhone", "eBay") and static text (shown as written) are exempt. Fix: capitalize the first letter. Tools: Apple's guidance (new check).
public struct LabelNotCapitalized: AuditRule {
    public let id = "label.not-capitalized"
    public let defaultSeverity = Severity.info
    public let summary = "A label starts with a lowercase letter."
    public let help = """
        Apple: begin labels with a capital letter, which helps VoiceOver read them with the proper \
        inflection. Brand names that are capitalized inside ("iPhone") are not flagged.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            if node.traits.contains(.staticText) || node.isTextField { return nil }
            let label = context.facts(of: node).label
            guard let first = label.first(where: { $0.isLetter || $0.isNumber }), first.isLetter, first.isCased,
                first.isLowercase
            else { return nil }
            let firstWord = label.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? ""
            if firstWord.contains(where: { $0.isUppercase }) { return nil }
            return context.finding(self, node, "The label \"\(label)\" starts with a lowercase letter; capitalize it.")
        }
    }
}
