extension UICellAccessory {
    /// How an outline disclosure behaves (UIKit's `UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// What a tap toggles (UIKit's `OutlineDisclosureOptions.Style`, with its raw values).
        public enum Style: Int, Hashable, Sendable {
            /// The system's choice: here the header style, as a parent row in a sidebar.
            case automatic = 0
            /// A tap anywhere in the cell expands or collapses it (Apple's documentation of the style).
            case header = 1
            /// A tap on the cell selects it; only the disclosure itself expands or collapses.
            case cell = 2
        }

        /// What a tap toggles.
        public var style: Style
        /// Whether the disclosure is hidden (nil: shown).
        public var isHidden: Bool?
        /// The disclosure's colour (kept, not drawn).
        public var tintColor: UIColor?

        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }

        /// Whether a tap on the cell toggles it (the header styles).
        var togglesOnCellTap: Bool { style != .cell }
    }

    /// A chevron saying the row has children, which it shows when expanded: applied through a
    /// diffable data source's section snapshot (`NSDiffableDataSourceSectionSnapshot`), a tap
    /// expands or collapses the row there.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init()
    )
        -> UICellAccessory
    {
        UICellAccessory(kind: .outlineDisclosure(options), displayed: displayed)
    }

    /// The outline options of this accessory when it is an outline disclosure.
    var outlineOptions: OutlineDisclosureOptions? {
        if case .outlineDisclosure(let options) = kind { return options }
        return nil
    }
}

/// A data source that shows sections as outlines and expands or collapses their rows when the
/// rows' outline disclosures are tapped (`UICollectionViewDiffableDataSource`'s section snapshots).
@MainActor
package protocol OutlineExpanding: AnyObject {
    /// Whether the item at `indexPath` is expanded; nil when it is in no outline or has no children.
    func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool?
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded, and shows the result.
    func toggleOutlineItem(at indexPath: IndexPath)
}
