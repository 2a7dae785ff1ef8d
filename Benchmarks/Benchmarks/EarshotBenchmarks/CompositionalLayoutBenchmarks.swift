import Benchmark
import Earshot

/// A compositional layout of 10,000 items, for issue 39's goal beside the long chain's: built
/// (a diffable data source applying one snapshot), laid out and walked by VoiceOver, and then one
/// swipe on the screen it keeps. The grid is two columns of fixed-height cells, each cell a list
/// content configuration with its text, as apps write a catalogue.
@MainActor
final class CompositionalGrid {
    let window: UIWindow
    let voiceOver: VoiceOver
    /// Held: a collection view holds its data source weakly, as in UIKit.
    private let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    /// Builds the grid of `count` items in a phone-sized window and starts VoiceOver on it.
    init(count: Int) {
        (window, dataSource) = Self.build(count: count)
        voiceOver = VoiceOver(window: window)
        _ = voiceOver.swipeRight()
    }

    /// The window holding the grid, and its data source.
    static func build(count: Int) -> (UIWindow, UICollectionViewDiffableDataSource<Int, Int>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        controller.view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(number)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, number in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.makeKeyAndVisible()
        return (window, dataSource)
    }

    /// One swipe to the next item; the characters said.
    func swipe() -> Int {
        (voiceOver.swipeRight() ?? voiceOver.fourFingerTap(.top))?.utf8.count ?? 0
    }
}

func compositionalLayoutBenchmarks() {
    for count in [1_000, 10_000] {
        Benchmark(
            "compositional layout: build, lay out and walk \(count) items",
            configuration: .init(maxDuration: .seconds(30), maxIterations: 10)
        ) { _ in
            await MainActor.run {
                let (window, dataSource) = CompositionalGrid.build(count: count)
                blackHole(AccessibilityTree(window: window).elements.count)
                blackHole(dataSource)
            }
        }

        Benchmark(
            "compositional layout: one swipe among \(count) items",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 1_000)
        ) { benchmark in
            let grid = await CompositionalGrid(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await grid.swipe())
            }
            benchmark.stopMeasurement()
        }
    }
}
