/// What a collection view asks for its content (UIKit's `UICollectionViewDataSource`). The item
/// count and the cells are required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, dequeued with `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view (a section header or footer) the layout asks for, dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. UIKit raises when the
    /// layout asks and the data source does not answer; Earshot logs and shows none.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.MissingSupplementaryView()
    }
}
