import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Compositional layouts of sections, groups and items, as VoiceOver reads them. Sources: Apple's
/// documentation of `NSCollectionLayoutDimension` (fractional sizes are of the container: the
/// section's width for a group, the group's size for an item), `NSCollectionLayoutGroup`
/// (`horizontal(layoutSize:subitems:)` repeats its subitems while they fit;
/// `horizontal(layoutSize:repeatingSubitem:count:)` holds exactly `count`), `NSCollectionLayoutItem`
/// (`contentInsets` shrink the item inside its size); docs/voiceover-behaviour.md §2 (items read
/// in index-path order) and §5 (a touch focuses the element under the finger);
/// docs/collection-view.md, "Geometry".
@MainActor
@Suite("VoiceOver: compositional layouts of sections, groups and items")
struct CompositionalLayoutTests {
    /// A grid of five items a row, each a fifth of the width and as tall as wide, inset by 5 pt.
    private func grid(items: Int) -> (SimulatorScreen, UICollectionView, TitledItems) {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 390, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let items = TitledItems([(1...items).map { "Item \($0)" }])
        collectionView.dataSource = items
        return (SimulatorScreen(collectionView), collectionView, items)
    }

    @Test func aGridPlacesFiveItemsARowAndReadsThemInOrder() {
        let (screen, collectionView, items) = grid(items: 7)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Item 1")
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 83, y: 5, width: 68, height: 68))
        // The sixth item starts the second row, a group's height and the spacing below.
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 5, y: 93, width: 68, height: 68))
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 166))
        for index in 2...7 { #expect(voiceOver.swipeRight() == "Item \(index)") }
        #expect(voiceOver.touch(at: CGPoint(x: 117, y: 140)) == "Item 2")
        #expect(items.titles[0].count == 7)
    }

    /// A group of `count` shares its width; a vertical group nested in a horizontal one stacks its
    /// items; a section provider is asked for each section, and the section's insets frame it.
    @Test func countedAndNestedGroupsFromASectionProvider() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: full)
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(environment.container.contentSize.width / 3))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
                group.interItemSpacing = .fixed(15)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 20, trailing: 15)
                return section
            }
            let half = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                subitems: [NSCollectionLayoutItem(layoutSize: half)])
            let big = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                subitems: [big, column])
            return NSCollectionLayoutSection(group: row)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let items = TitledItems([["A", "B", "C", "D"], ["Big", "Top", "Bottom"]])
        collectionView.dataSource = items
        let screen = SimulatorScreen(collectionView)
        let voiceOver = screen.voiceOver()
        let frame = { (item: Int, section: Int) in collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame }
        // (390 − 30 − 2 × 15) / 3 = 110 wide; the fourth item starts a second row.
        #expect(frame(0, 0) == CGRect(x: 15, y: 0, width: 110, height: 130))
        #expect(frame(2, 0) == CGRect(x: 265, y: 0, width: 110, height: 130))
        #expect(frame(3, 0) == CGRect(x: 15, y: 130, width: 110, height: 130))
        // The second section starts after the first's bottom inset.
        #expect(frame(0, 1) == CGRect(x: 0, y: 280, width: 195, height: 200))
        #expect(frame(1, 1) == CGRect(x: 195, y: 280, width: 195, height: 100))
        #expect(frame(2, 1) == CGRect(x: 195, y: 380, width: 195, height: 100))
        let order = ["B", "C", "D", "Big", "Top", "Bottom"].map { _ in voiceOver.swipeRight() }
        #expect(voiceOver.touch(at: CGPoint(x: 300, y: 430)) == "Bottom")
        #expect(order == ["B", "C", "D", "Big", "Top", "Bottom"])
    }
}
