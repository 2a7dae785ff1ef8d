/// A view controller whose view is a collection view it is the data source and delegate of
/// (UIKit's `UICollectionViewController`). Subclasses override the data source and delegate
/// methods they need, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// The layout of the collection view (the one given at creation until the view replaces it).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// The controller's view, a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Makes the collection view, the size of the screen, with the controller as data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.phone.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items unless a subclass says otherwise.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that reports items must make their cells; UIKit raises otherwise, Earshot logs
    /// and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionView.log(
            "\(type(of: self)) reports items but does not implement collectionView(_:cellForItemAt:); Earshot shows an empty cell for \(indexPath)"
        )
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.MissingSupplementaryView()
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
