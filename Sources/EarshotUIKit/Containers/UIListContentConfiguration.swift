import Foundation

/// The content of a list row or header in UIKit's standard look (UIKit's
/// `UIListContentConfiguration`): an image, a text and a secondary text.
///
/// Accessibility: the view it makes shows the texts in labels, so a cell holding it reads
/// "text, secondary text" like a table cell; a header configuration (`header()`,
/// `groupedHeader()`, `plainHeader()`) makes the cell or view showing it a heading, as UIKit's
/// list headers are (docs/collection-view.md).
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// Which standard look the configuration was made for.
    package enum Style: Sendable, Equatable {
        case cell, subtitleCell, valueCell, header, groupedHeader, plainHeader, footer, groupedFooter, plainFooter

        /// Whether the look is one of a section header's.
        var isHeader: Bool { self == .header || self == .groupedHeader || self == .plainHeader }
    }

    package let style: Style
    /// The image before the texts.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; it replaces `text` when set.
    public var attributedText: NSAttributedString?
    /// The secondary text: below the text (`subtitleCell`), trailing (`valueCell`), or after it.
    public var secondaryText: String?
    /// The secondary text with attributes; it replaces `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the text is shown (`UIListContentConfiguration+TextProperties`).
    public var textProperties = TextProperties()
    /// How the secondary text is shown.
    public var secondaryTextProperties = TextProperties()

    package init(style: Style) {
        self.style = style
    }

    /// A list cell's content: the text alone on its row.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A list cell's content with the secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A list cell's content with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A section header's content for the list's appearance (a heading).
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    /// A section header's content for a grouped list (a heading).
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    /// A section header's content for a plain list (a heading).
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A section footer's content.
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }
    /// A section footer's content for a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    /// A section footer's content for a plain list.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }

    /// A list content view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The default configuration for a view playing `role` in a list of `appearance`.
    static func standard(
        for role: UICollectionReusableView.ListRole, appearance: UICollectionLayoutListConfiguration.Appearance?
    ) -> UIListContentConfiguration {
        let grouped = appearance == .grouped || appearance == .insetGrouped
        switch role {
        case .cell: return .cell()
        case .header: return grouped ? .groupedHeader() : .header()
        case .footer: return grouped ? .groupedFooter() : .footer()
        }
    }
}
