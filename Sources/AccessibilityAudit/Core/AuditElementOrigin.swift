/// Where an audited element came from, as whoever loaded the screen knows it: its line and column
/// in the screen file or dump (so SARIF regions and text findings point at the element's own
/// line), and whether iOS draws it rather than the app (the keyboard, the status bar), whose
/// findings the audit leaves out unless `AuditConfiguration.includesSystemUI`.
public struct AuditElementOrigin: Hashable, Sendable {
    /// The 1-based line and column of the element in its file; nil when unknown.
    public var line: Int?
    public var column: Int?
    /// Drawn by iOS, not the app: the app's team cannot change it.
    public var isSystemUI: Bool

    public init(line: Int? = nil, column: Int? = nil, isSystemUI: Bool = false) {
        self.line = line
        self.column = column
        self.isSystemUI = isSystemUI
    }
}
