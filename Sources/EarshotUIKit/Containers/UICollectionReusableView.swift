/// A view a collection view reuses (UIKit's `UICollectionReusableView`): the base of cells and of
/// supplementary views such as section headers. It is a plain view to VoiceOver, which reads its
/// subviews (a header label is not a heading unless the app gives it the `header` trait, as in
/// UIKit; list headers made with `UIListContentConfiguration.header()` are).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued under, set by the collection view.
    package var storedReuseIdentifier: String? { didSet { UIKitChanges.note() } }
    /// Whether a collection view handed this view out for the load now under way (a data source
    /// returning a view it did not dequeue is a programming error in UIKit).
    package var dequeuedForCurrentLoad = false { didSet { UIKitChanges.note() } }
    /// The part of a list the view plays, set when a list layout dequeues it.
    package var listRole: ListRole = .cell { didSet { UIKitChanges.note() } }
    /// The appearance of the list layout that dequeued the view, if any.
    package var listAppearance: UICollectionLayoutListConfiguration.Appearance? { didSet { UIKitChanges.note() } }

    /// The part of a list a reusable view plays: it chooses `defaultContentConfiguration()`.
    package enum ListRole: Sendable {
        case cell, header, footer
    }

    /// The identifier the collection view reuses the view under.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame; collection views make registered classes with it, so a subclass
    /// that overrides `init(frame:)` is made through its own initializer.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}
}
