/// The look of a list layout (UIKit's `UICollectionLayoutListConfiguration`).
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look (UIKit's raw values).
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
        case sidebar = 3
        case sidebarPlain = 4
    }

    /// Where each section's header comes from (UIKit's raw values).
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item is its header.
        case firstItemInSection = 2
    }

    /// Where each section's footer comes from (UIKit's raw values).
    public enum FooterMode: Int, Sendable {
        case none = 0
        case supplementary = 1
    }

    /// The list's look.
    public var appearance: Appearance
    /// Where section headers come from (default none).
    public var headerMode: HeaderMode = .none
    /// Where section footers come from (default none).
    public var footerMode: FooterMode = .none
    /// Whether rows are divided by separators (kept; the wireframe draws none and no assistive
    /// technology perceives them).
    public var showsSeparators = true
    /// The list's background colour; nil is the appearance's own (kept, not drawn).
    public var backgroundColor: UIColor?

    /// A list with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
