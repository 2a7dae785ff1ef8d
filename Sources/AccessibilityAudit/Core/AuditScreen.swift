/// Which screen an audit was about, for reports: a name (the screen file's base name, a test's
/// name) and, when it came from a file, that file's path as reports should cite it.
public struct AuditScreen: Hashable, Sendable {
    /// A short name, unique within one run ("login").
    public var name: String
    /// The screen file, relative to the repository root when possible ("Screens/login.json").
    /// SARIF uses it as the artifact location.
    public var source: String?

    public init(name: String = "screen", source: String? = nil) {
        self.name = name
        self.source = source
    }
}
