import Earshot

/// Screens big enough to show how Earshot's costs grow, shared by the benchmarks and the swipe's
/// instruction counts: the wide screen (many elements in one container, the sort's worst case)
/// and a SwiftUI list of toggles.
@MainActor
public enum Screens {
    /// `count` labels in four columns, in reverse subview order so the walk must sort them; in a
    /// scroll view when `scrolling`, as a long screen has them (most below the fold).
    public static func wide(_ count: Int, scrolling: Bool = false) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = scrolling ? UIScrollView(frame: window.bounds) : UIView(frame: window.bounds)
        (container as? UIScrollView)?.contentSize = CGSize(width: 390, height: CGFloat(count / 4 + 1) * 20)
        window.addSubview(container)
        for index in (0..<count).reversed() {
            let label = UILabel(frame: CGRect(x: CGFloat(index % 4) * 90, y: CGFloat(index / 4) * 20, width: 80, height: 18))
            label.text = "Row \(index)"
            container.addSubview(label)
        }
        return window
    }
}

/// A SwiftUI settings list of `count` toggles: each row a `Toggle` bound to one entry of the
/// view's `@State`, so a double tap re-renders the list.
public struct ToggleList: View {
    let count: Int
    @State private var flags: [Bool]

    public init(count: Int) {
        self.count = count
        _flags = State(initialValue: Array(repeating: false, count: count))
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(0..<count, id: \.self) { row in
                    Toggle("Row \(row)", isOn: $flags[row])
                }
            }
            .navigationTitle("Toggles")
        }
    }
}

extension Screens {
    /// A window hosting `ToggleList(count:)`, not yet laid out or walked.
    public static func swiftUIList(_ count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIHostingController(rootView: ToggleList(count: count))
        return window
    }
}

extension Screens {
    /// A window showing `PhotoGridViewController(count:)`, not yet laid out or walked.
    public static func compositionalGrid(_ count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = PhotoGridViewController(count: count)
        return window
    }
}

/// A photo grid as apps write it: a compositional layout of three square items a row, each a
/// list cell whose content configuration says "Photo N", fed by a diffable data source that the
/// controller keeps (the collection view holds its data source weakly, as UIKit's does).
public final class PhotoGridViewController: UIViewController {
    private let count: Int
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

    public init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives do not hold this screen.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, photo in
            var content = cell.defaultContentConfiguration()
            content.text = "Photo \(photo)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}

/// VoiceOver on the first toggle of a `ToggleList`, kept on the main actor between iterations.
@MainActor
public final class ToggleTapper {
    public let voiceOver: VoiceOver

    public init(count: Int) {
        voiceOver = VoiceOver(window: Screens.swiftUIList(count))
        _ = voiceOver.swipeRight()  // from the title to the first toggle
    }

    public func doubleTap() -> String? { voiceOver.doubleTap() }
}

/// VoiceOver in a compositional grid, swiping right and starting again at the top at its end.
@MainActor
public final class GridSwiper {
    public let voiceOver: VoiceOver

    public init(count: Int) {
        voiceOver = VoiceOver(window: Screens.compositionalGrid(count))
    }

    public func swipe() -> String? {
        if let words = voiceOver.swipeRight() { return words }
        voiceOver.fourFingerTap(.top)
        return nil
    }
}
