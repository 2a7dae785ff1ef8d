import EarshotUIKit

/// A choice list the iOS 14 way (UIKit's compositional list layout, list cells, a diffable data
/// source and cell registrations), as the Settings app's ringtone screen looks: the chosen tone
/// carries a checkmark, and choosing another moves it by reconfiguring the two rows.
///
/// What VoiceOver reads needs no accessibility code: the section header is a heading (Developing
/// Accessible iOS Apps, chapter 6, "Header"), each row reads its texts as one element, and the
/// checkmarked row is "Selected".
final class RingtoneListViewController: UIViewController, UICollectionViewDelegate {
    enum Section: String, Sendable {
        case ringtones = "Ringtones"
        case alertTones = "Alert Tones"
    }

    struct Tone: Hashable, Sendable {
        let name: String
        let length: String
    }

    private let tones: [Section: [Tone]] = [
        .ringtones: [Tone(name: "Radar", length: "0:30"), Tone(name: "Beacon", length: "0:28"), Tone(name: "Chimes", length: "0:25")],
        .alertTones: [Tone(name: "Chord", length: "0:02"), Tone(name: "Note", length: "0:01")],
    ]
    private var chosen = Tone(name: "Radar", length: "0:30")
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Tone>!

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init() {
        super.init()
        title = "Ringtone"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.delegate = self
        view.addSubview(collectionView)

        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Tone> { [unowned self] cell, _, tone in
            var content = UIListContentConfiguration.valueCell()
            content.text = tone.name
            content.secondaryText = tone.length
            cell.contentConfiguration = content
            cell.accessories = tone == chosen ? [.checkmark()] : []
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, tone in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: tone)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Tone>()
        for section in [Section.ringtones, .alertTones] {
            snapshot.appendSections([section])
            snapshot.appendItems(tones[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Choosing a tone moves the checkmark to it.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let tone = dataSource.itemIdentifier(for: indexPath), tone != chosen else { return }
        let previous = chosen
        chosen = tone
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([previous, tone])
        dataSource.apply(snapshot)
    }
}
