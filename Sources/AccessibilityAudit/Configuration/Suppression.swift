/// A finding the team has looked at and accepted, with the reason written down.
///
/// It names a rule and an element: the element's accessibility identifier, else its path of
/// labels ("Settings › Wi-Fi"), or `*` for every element (and screen-wide findings) on the screens
/// it applies to. It may be limited to one screen and may expire; an expired suppression no longer
/// hides anything, and both expired and unused ones are reported so the list stays honest.
public struct Suppression: Hashable, Sendable {
    public var ruleID: String
    /// An identifier, a label path, or `*`.
    public var element: String
    /// Why the finding is acceptable (required).
    public var reason: String
    /// The last day the suppression holds, or nil for no expiry.
    public var expires: AuditDay?
    /// The screen it applies to (`AuditScreen.name`), or nil for every screen.
    public var screen: String?
    /// Where it was written ("audit.yml:12:5"), for messages.
    public var location: String?

    public init(
        ruleID: String, element: String, reason: String, expires: AuditDay? = nil, screen: String? = nil,
        location: String? = nil
    ) {
        self.ruleID = ruleID
        self.element = element
        self.reason = reason
        self.expires = expires
        self.screen = screen
        self.location = location
    }

    /// Whether the suppression no longer holds on `day`.
    public func isExpired(on day: AuditDay) -> Bool {
        guard let expires else { return false }
        return expires < day
    }

    /// Whether it applies to findings on `screen`.
    public func applies(toScreen screen: AuditScreen) -> Bool {
        guard let name = self.screen else { return true }
        return name == screen.name
    }

    /// Whether it names `finding`: same rule, and the element's identifier, identifier path or
    /// label path (or `*`).
    public func matches(_ finding: Finding) -> Bool {
        guard finding.ruleID == ruleID else { return false }
        if element == "*" { return true }
        guard let target = finding.element else { return false }
        if let identifier = target.identifier, !identifier.isEmpty, identifier == element { return true }
        if !target.identifierPath.isEmpty, target.identifierPath == element { return true }
        return !target.labelPath.isEmpty && target.labelPath == element
    }
}

/// A suppression that needs attention: it expired, or matched nothing.
public struct SuppressionIssue: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Past its expiry day: the findings it named are reported again.
        case expired
        /// Matched no finding: the problem is fixed or the entry names the wrong element.
        case unused
    }

    public var kind: Kind
    public var suppression: Suppression

    public init(kind: Kind, suppression: Suppression) {
        self.kind = kind
        self.suppression = suppression
    }

    /// A sentence for people.
    public var message: String {
        let place = suppression.location.map { " (\($0))" } ?? ""
        switch kind {
        case .expired:
            let day = suppression.expires?.description ?? ""
            return
                "Suppression of \(suppression.ruleID) for \"\(suppression.element)\"\(place) expired on \(day); its findings are reported again."
        case .unused:
            return "Suppression of \(suppression.ruleID) for \"\(suppression.element)\"\(place) matched no finding; remove it."
        }
    }
}
