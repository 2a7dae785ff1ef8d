/// Where a collection view's items and supplementary views go (UIKit's `UICollectionViewLayout`).
/// Earshot has the two layouts apps use: `UICollectionViewFlowLayout` and the compositional list
/// layout (`UICollectionViewCompositionalLayout.list(using:)`). Custom subclasses are not
/// supported, so the base class cannot be made by the app.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView? { didSet { UIKitChanges.note() } }
    private var lastContentSize: CGSize = .zero { didSet { UIKitChanges.note() } }

    package init() {}

    /// The size of all the content, as of the last layout pass.
    open var collectionViewContentSize: CGSize { lastContentSize }

    /// Asks the collection view to lay its content out again (after the layout's properties changed).
    open func invalidateLayout() {
        collectionView?.applyLayout()
    }

    /// Lays out `itemCounts` (items per section) for `collectionView`, as the collection view asks.
    /// - Complexity: O(items).
    func frames(in collectionView: UICollectionView, itemCounts: [Int]) -> CollectionLayoutFrames {
        let frames = computeFrames(in: collectionView, itemCounts: itemCounts)
        lastContentSize = frames.contentSize
        return frames
    }

    /// The layout's own placement; the base class places nothing.
    func computeFrames(in collectionView: UICollectionView, itemCounts: [Int]) -> CollectionLayoutFrames {
        CollectionLayoutFrames(sectionCount: itemCounts.count)
    }

    /// Whether the layout asks for a supplementary view of `kind` in `section`.
    func wantsSupplementaryView(ofKind kind: String, inSection section: Int, of collectionView: UICollectionView) -> Bool {
        false
    }

    /// The list appearance when this is a list layout (list cells take their look from it).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance? { nil }

    /// Whether the first item of each section is its header (a list's `.firstItemInSection`).
    var firstItemIsHeader: Bool { false }
}

/// The frames a layout pass gives, in the collection view's content coordinates.
struct CollectionLayoutFrames {
    /// Each section's item frames, in item order.
    var items: [[CGRect]]
    /// Each section's supplementary view frames by kind.
    var supplementary: [[String: CGRect]]
    /// The size of all the content.
    var contentSize: CGSize = .zero

    init(sectionCount: Int) {
        items = Array(repeating: [], count: sectionCount)
        supplementary = Array(repeating: [:], count: sectionCount)
    }
}
