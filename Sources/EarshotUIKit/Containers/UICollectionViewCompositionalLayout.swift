/// UIKit's `UICollectionViewCompositionalLayout`: a list (`list(using:)`), or sections of groups of
/// items (`init(section:)`, `init(sectionProvider:)`), laid out down the collection view
/// (`UICollectionViewCompositionalLayout+Sections`). Orthogonally scrolling sections and boundary
/// supplementary items do not exist here.
///
/// The list stacks each section's items full width, 44 pt tall, in item order: under a
/// supplementary header (`headerMode = .supplementary`, 38 pt in grouped looks, 28 pt otherwise)
/// or with the first item as the header (`.firstItemInSection`), then a supplementary footer
/// (`footerMode`). Grouped looks put 35 pt before each section; `insetGrouped` insets rows 20 pt
/// from each side. (UIKit sizes rows to their content; heights change where the content scrolls,
/// not what VoiceOver reads: docs/collection-view.md.)
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list's configuration (the default one for a layout of sections, which never reads it).
    let listConfiguration: UICollectionLayoutListConfiguration
    /// The sections' provider; nil for a list.
    private let sectionProvider: ((Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?)?

    private init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        sectionProvider = nil
        super.init()
    }

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with the section's index and the
    /// collection view's size and traits, at every layout pass.
    public init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A list layout with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    /// The height of a list row.
    static let rowHeight: CGFloat = 44

    private var grouped: Bool {
        listConfiguration.appearance == .grouped || listConfiguration.appearance == .insetGrouped
    }

    override var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        sectionProvider == nil ? listConfiguration.appearance : nil
    }

    override var firstItemIsHeader: Bool { sectionProvider == nil && listConfiguration.headerMode == .firstItemInSection }

    override func wantsSupplementaryView(ofKind kind: String, inSection section: Int, of collectionView: UICollectionView) -> Bool {
        if sectionProvider != nil { return false }
        return switch kind {
        case UICollectionView.elementKindSectionHeader: listConfiguration.headerMode == .supplementary
        case UICollectionView.elementKindSectionFooter: listConfiguration.footerMode == .supplementary
        default: false
        }
    }

    /// - Complexity: O(items).
    override func computeFrames(in collectionView: UICollectionView, itemCounts: [Int]) -> CollectionLayoutFrames {
        if let sectionProvider { return sectionFrames(in: collectionView, itemCounts: itemCounts, provider: sectionProvider) }
        var frames = CollectionLayoutFrames(sectionCount: itemCounts.count)
        let width = collectionView.bounds.width
        let inset: CGFloat = listConfiguration.appearance == .insetGrouped ? 20 : 0
        let rowWidth = max(0, width - 2 * inset)
        let headerHeight: CGFloat = grouped ? 38 : 28
        var y: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            if grouped { y += 35 }
            if listConfiguration.headerMode == .supplementary {
                frames.supplementary[section][UICollectionView.elementKindSectionHeader] = CGRect(
                    x: inset, y: y, width: rowWidth, height: headerHeight)
                y += headerHeight
            }
            var items: [CGRect] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                items.append(CGRect(x: inset, y: y, width: rowWidth, height: Self.rowHeight))
                y += Self.rowHeight
            }
            frames.items[section] = items
            if listConfiguration.footerMode == .supplementary {
                frames.supplementary[section][UICollectionView.elementKindSectionFooter] = CGRect(
                    x: inset, y: y, width: rowWidth, height: headerHeight)
                y += headerHeight
            }
        }
        frames.contentSize = CGSize(width: width, height: y)
        return frames
    }
}
