import EarshotUIKit

/// A long directory of a building's floors, one row each, written for these tests: the iOS 14
/// list (a compositional list layout in the inset-grouped style, list cells filled through a cell
/// registration, a diffable data source) with no accessibility code at all, long enough that
/// VoiceOver must scroll to reach its lower rows. Its collection view follows its controller's
/// view by its autoresizing mask alone, and choosing a row only flashes it: the delegate takes the
/// selection back at once.
final class FloorListViewController: UIViewController, UICollectionViewDelegate {
    /// How many floors the directory lists.
    static let floorCount = 60

    enum Section: Sendable {
        case building
    }

    struct Floor: Hashable, Sendable {
        let number: Int
        var name: String { "Floor \(number)" }
    }

    private(set) var collectionView: UICollectionView!
    private var directory: UICollectionViewDiffableDataSource<Section, Floor>!

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init() {
        super.init()
        title = "Floors"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Floor> { cell, _, floor in
            var content = cell.defaultContentConfiguration()
            content.text = floor.name
            cell.contentConfiguration = content
        }
        directory = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, floor in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: floor)
        }
        var floors = NSDiffableDataSourceSnapshot<Section, Floor>()
        floors.appendSections([.building])
        floors.appendItems((1...Self.floorCount).map(Floor.init(number:)), toSection: .building)
        directory.apply(floors, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
