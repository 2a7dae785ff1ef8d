import EarshotUIKit

/// A classic data source and delegate for collection view tests: sections of titles, cells of a
/// registered class, optional section headers, and a record of what the delegate heard.
@MainActor
final class TitledItems: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var titles: [[String]]
    var headers: [String] = []
    var sizes: [IndexPath: CGSize] = [:]
    var refused: Set<IndexPath> = []
    var heard: [String] = []
    /// When set, the data source makes cells itself instead of dequeuing them (a programming error).
    var makesCellsItself = false

    init(_ titles: [[String]]) { self.titles = titles }

    func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell =
            makesCellsItself ? TitleCell(frame: .zero) : collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as? TitleCell)?.title.text = titles[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? HeaderView)?.title.text = headers.indices.contains(indexPath.section) ? headers[indexPath.section] : nil
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        heard.append("should select \(indexPath.section).\(indexPath.item)")
        return !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        heard.append("did select \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        heard.append("did deselect \(indexPath.section).\(indexPath.item)")
    }
}

/// A cell with one label, made through `init(frame:)` as app cell classes are.
@MainActor
final class TitleCell: UICollectionViewCell {
    let title = UILabel(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.frame = CGRect(x: 8, y: 8, width: 80, height: 20)
        contentView.addSubview(title)
    }
}

/// A section header with one label, as apps write them (no `header` trait of its own).
@MainActor
final class HeaderView: UICollectionReusableView {
    let title = UILabel(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.frame = CGRect(x: 16, y: 0, width: 200, height: 28)
        addSubview(title)
    }
}

/// A collection view of `layout` filling a phone-sized window, with `items` as data source and
/// delegate and the test classes registered.
@MainActor
func collectionScreen(_ items: TitledItems, layout: UICollectionViewLayout, height: CGFloat = 844) -> (UICollectionView, SimulatorScreen) {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
    collection.register(TitleCell.self, forCellWithReuseIdentifier: "title")
    collection.register(
        HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    collection.dataSource = items
    collection.delegate = items
    return (collection, SimulatorScreen(collection))
}
