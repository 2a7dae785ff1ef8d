/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// down the collection view until the section's items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next.
    open var interGroupSpacing: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider knows of the collection view when it builds a section (UIKit's
/// `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The size a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// Its size less the content insets.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment and container Earshot hands a section provider.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
