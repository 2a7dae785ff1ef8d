/// A cell's background (UIKit's `UIBackgroundConfiguration`): colour, corners, stroke and insets.
/// A cell shows its configuration as a background view behind its content, so the auditor's colour
/// checks see the colour; VoiceOver perceives nothing of a background. Corners, stroke and insets
/// are kept for readers and not drawn.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The fill colour; nil shows none.
    public var backgroundColor: UIColor?
    /// A view shown as the background, behind the colour's view.
    public var customView: UIView?
    /// The corner radius (kept, not drawn).
    public var cornerRadius: CGFloat = 0
    /// The stroke colour (kept, not drawn).
    public var strokeColor: UIColor?
    /// The stroke width (kept, not drawn).
    public var strokeWidth: CGFloat = 0
    /// The stroke's outset from the background's edge (kept, not drawn).
    public var strokeOutset: CGFloat = 0
    /// How far the background sits inside the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// An image drawn in the background (kept, not drawn).
    public var image: UIImage?

    private init(backgroundColor: UIColor?) {
        self.backgroundColor = backgroundColor
    }

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A grouped or inset-grouped list's cell: the secondary grouped background, as UIKit's.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(backgroundColor: .secondarySystemGroupedBackground) }
    /// A sidebar's cell: no fill.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A grouped list's header or footer: no fill.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// No fill at all.
    public static func clear() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
}
