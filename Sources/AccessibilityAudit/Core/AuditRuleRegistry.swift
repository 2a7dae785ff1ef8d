/// Every rule of the auditor, in catalogue order (docs/audit-rules.md), then the checks the
/// catalogue lists as ideas no tool has yet.
public enum AuditRuleRegistry {
    public static let all: [any AuditRule] = [
        LabelMissing(), LabelImageMissing(), LabelFieldMissing(), LabelTrailingPeriod(), LabelNotCapitalized(),
        LabelContainsRole(), LabelContainsState(), LabelContainsGesture(), LabelNotHumanReadable(), LabelTooLong(),
        LabelDuplicate(), LabelVisibleTextMismatch(), LabelRepeatsValue(), LinkPurposeUnclear(), HintStyle(), HintRedundant(),
        TraitsConflict(), TraitsAdjustableIncomplete(), TraitsTabBarContainer(), TraitsMissingRole(),
        TraitsHeaderEmpty(), ValueMissing(), TargetSize(), TargetSpacing(), TargetOverlap(), TargetDuplicateBounds(),
        TargetActivationPoint(), TreeNestedActionable(), TreeParentChild(), TreeEmptyContainer(), OrderReading(),
        VisibilityInvisibleExposed(), VisibilityObscured(), ModalLeak(), ModalNoEscape(), TextUnexposed(),
        TextContrast(), NontextContrast(), TextDynamicType(), TextFixedSmall(), TextClipRisk(), ScreenTitle(),
        LanguageValid(), ActionsCustom(),
        // The guides' remaining checks: what the Accessibility Programming Guide for iOS and the
        // developer notes ask of custom views, several read from the app class's override table.
        TreeElementContainer(), TraitsAdjustableNoActions(), FrameSuperviewCoordinates(), TraitsImageOnButton(),
        TraitsPlainViewInteractive(), HintTooLong(), RotorCustomUnnamed(), ElementFrameMissing(), FramePathOutside(),
        TraitsSummaryMultiple(), TraitsPageTurnNoScroll(), TextUntranslated(),
        // Ideas no tool has yet (docs/audit-rules.md), possible because Earshot owns the model.
        SpeechVerbosity(), NavigationSwipeCost(), NavigationFragmentedCard(), RotorHeadings(),
        LanguageScriptMismatch(),
    ]

    /// The ids of every rule.
    public static var ids: Set<String> { Set(all.map(\.id)) }

    /// The catalogue as text for `earshot audit --list-rules`: each rule's id, default severity,
    /// whether its findings need review, what it checks, and its help, in registry order.
    public static func catalogueText(rules: [any AuditRule] = all) -> String {
        catalogueText(descriptors: rules.map(\.descriptor))
    }

    /// The catalogue text for rules described by `descriptors` (the interaction explorer's too).
    public static func catalogueText(descriptors: [AuditRuleDescriptor]) -> String {
        let width = (descriptors.map(\.id.count).max() ?? 0) + 2
        var lines: [String] = []
        for rule in descriptors {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let review = rule.needsReview ? " [needs review]" : ""
            lines.append("\(id)\(severity)\(rule.summary)\(review)")
            lines.append(String(repeating: " ", count: width + 8) + rule.help)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rule with `id`, or nil.
    public static func rule(_ id: String) -> (any AuditRule)? {
        all.first { $0.id == id }
    }
}
