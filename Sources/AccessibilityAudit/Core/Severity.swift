/// How bad a finding is (docs/audit-rules.md "Severity"): `error` breaks use with VoiceOver,
/// `warning` is likely a problem, `info` is worth a look. Ordered info < warning < error.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
