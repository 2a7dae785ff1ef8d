import EarshotUIKit

/// One problem a rule found, on one element or on the screen as a whole.
///
/// A value with everything a report needs, so reports never touch the live objects: the element's
/// position in reading order, its identifier and label, its frame, and what VoiceOver says on it.
public struct Finding: Hashable, Sendable {
    /// The rule's id as the catalogue writes it (`label.missing`).
    public var ruleID: String
    public var severity: Severity
    /// One sentence for people, naming what is wrong and, where it helps, what to do.
    public var message: String
    /// The element the finding is about; nil for a screen-wide finding.
    public var element: FindingElement? {
        get { elementBox?.value }
        set { elementBox = newValue.map(FindingBox.init) }
    }
    /// Heuristic or language-dependent: worth a human look, and never fails a build by default.
    public var needsReview: Bool
    /// The gestures that show the finding on a fresh app, with the screen before and after the
    /// last one; nil for a static audit's findings.
    public var reproduction: FindingReproduction? {
        get { reproductionBox?.value }
        set { reproductionBox = newValue.map(FindingBox.init) }
    }

    /// The element, held by reference: a finding is then a few words, not two hundred bytes, and
    /// every rule that judges elements one at a time returns "no finding" for nearly every one,
    /// which would copy the whole empty value each time.
    private var elementBox: FindingBox<FindingElement>?
    /// The reproduction, held by reference for the same reason.
    private var reproductionBox: FindingBox<FindingReproduction>?

    /// The element's position in reading order, without copying the element out.
    var elementIndex: Int? { elementBox?.value.index }

    public init(
        ruleID: String, severity: Severity, message: String, element: FindingElement?, needsReview: Bool,
        reproduction: FindingReproduction? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.elementBox = element.map(FindingBox.init)
        self.needsReview = needsReview
        self.reproductionBox = reproduction.map(FindingBox.init)
    }
}

/// The element a finding points at, copied out of the tree.
public struct FindingElement: Hashable, Sendable {
    /// Position in reading order, from 0 (also the number of right swipes from the first element).
    public var index: Int
    public var identifier: String?
    public var label: String?
    /// `accessibilityFrame` in screen coordinates.
    public var frame: CGRect
    /// What VoiceOver says when the element is focused (description, without the hint).
    public var spokenDescription: String
    /// The identifiers of the containers above the element and its own, outermost first, joined
    /// with "/"; empty when none of them has one. Baselines key on it (never on frames).
    public var identifierPath: String
    /// The labels of the containers above the element and its own, outermost first, joined with
    /// " › ". Suppressions name an element by it when the element has no identifier.
    public var labelPath: String
    /// Where the element is written in the screen file or dump, and whether iOS draws it.
    public var origin: AuditElementOrigin?

    public init(
        index: Int, identifier: String?, label: String?, frame: CGRect, spokenDescription: String,
        identifierPath: String, labelPath: String, origin: AuditElementOrigin? = nil
    ) {
        self.origin = origin
        self.index = index
        self.identifier = identifier
        self.label = label
        self.frame = frame
        self.spokenDescription = spokenDescription
        self.identifierPath = identifierPath
        self.labelPath = labelPath
    }

    /// The key a suppression's `element` matches: the identifier when there is one, else the
    /// label path.
    public var suppressionKey: String {
        if let identifier, !identifier.isEmpty { return identifier }
        return labelPath
    }
}

/// A part of a finding held by reference (`Finding.element`, `Finding.reproduction`); equal when
/// the values are.
private final class FindingBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: FindingBox, rhs: FindingBox) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
