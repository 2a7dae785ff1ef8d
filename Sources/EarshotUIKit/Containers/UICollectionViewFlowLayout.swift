/// Items in lines that wrap, section by section (UIKit's `UICollectionViewFlowLayout`).
///
/// Vertically, each section is its header (`headerReferenceSize.height` tall, full width), the
/// section inset, lines of items left to right separated by `minimumInteritemSpacing`, lines
/// separated by `minimumLineSpacing`, then the footer. Horizontally the same with the axes
/// swapped: columns top to bottom, headers `headerReferenceSize.width` wide. Items in a line start
/// at the leading inset (UIKit spreads a full line's spare space between its items; positions
/// within a line do not change what VoiceOver reads, see docs/collection-view.md).
/// A `UICollectionViewDelegateFlowLayout` delegate's answers replace the properties per item or
/// section. A negative or non-finite size logs and falls back to `itemSize` (or zero), never a crash.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item unless the delegate says otherwise (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }
    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }
    /// The least space between items in a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }
    /// The margins around each section's items.
    open var sectionInset = UIEdgeInsets.zero {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }
    /// The size of each section's header; zero (the default) shows none.
    open var headerReferenceSize = CGSize.zero {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }
    /// The size of each section's footer; zero (the default) shows none.
    open var footerReferenceSize = CGSize.zero {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }
    /// Whether lines run across (vertical scrolling, the default) or down (horizontal).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet {
            UIKitChanges.note()
            invalidateLayout()
        }
    }

    public override init() {
        super.init()
    }

    private func sizing(_ collectionView: UICollectionView) -> (any UICollectionViewDelegateFlowLayout)? {
        collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    }

    override func wantsSupplementaryView(ofKind kind: String, inSection section: Int, of collectionView: UICollectionView) -> Bool {
        let vertical = scrollDirection == .vertical
        let size: CGSize
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            size =
                sizing(collectionView)?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
        case UICollectionView.elementKindSectionFooter:
            size =
                sizing(collectionView)?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
        default:
            return false
        }
        let extent = vertical ? size.height : size.width
        return extent.isFinite && extent > 0
    }

    /// - Complexity: O(items).
    override func computeFrames(in collectionView: UICollectionView, itemCounts: [Int]) -> CollectionLayoutFrames {
        var frames = CollectionLayoutFrames(sectionCount: itemCounts.count)
        let vertical = scrollDirection == .vertical
        let delegate = sizing(collectionView)
        // Work in (main, cross) coordinates: main is the scrolling axis, cross the line's.
        let crossExtent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        func place(_ main: CGFloat, _ cross: CGFloat, _ mainSize: CGFloat, _ crossSize: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
                : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
        }
        var reportedBadSize = false
        var reportedTooWide = false
        var main: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            let inset = Self.finite(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset)
            let lineSpacing = Self.nonNegative(
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = Self.nonNegative(
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing)
            let (mainStart, mainEnd, crossStart, crossEnd) =
                vertical
                ? (inset.top, inset.bottom, inset.left, inset.right)
                : (inset.left, inset.right, inset.top, inset.bottom)
            if wantsSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, inSection: section, of: collectionView) {
                let size =
                    delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
                let extent = vertical ? size.height : size.width
                frames.supplementary[section][UICollectionView.elementKindSectionHeader] = place(main, 0, extent, crossExtent)
                main += extent
            }
            main += mainStart
            let available = max(0, crossExtent - crossStart - crossEnd)
            var cross = crossStart
            var lineExtent: CGFloat = 0
            var lineIsEmpty = true
            var itemFrames: [CGRect] = []
            itemFrames.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                var size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                if !Self.isValid(size) {
                    let fallback = Self.isValid(itemSize) ? itemSize : .zero
                    if !reportedBadSize {
                        UICollectionView.log(
                            "UICollectionViewFlowLayout: negative or non-finite item sizes are not supported (item \(item) of section \(section): \(size.width) × \(size.height)); Earshot uses \(fallback.width) × \(fallback.height)"
                        )
                        reportedBadSize = true
                    }
                    size = fallback
                }
                let (itemMain, itemCross) = vertical ? (size.height, size.width) : (size.width, size.height)
                if itemCross > available, !reportedTooWide {
                    UICollectionView.log(
                        "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(vertical ? "width" : "height") must be less than the \(vertical ? "width" : "height") of the UICollectionView minus the section insets (item \(item) of section \(section))"
                    )
                    reportedTooWide = true
                }
                if !lineIsEmpty, cross + itemSpacing + itemCross > crossStart + available {
                    main += lineExtent + lineSpacing
                    cross = crossStart
                    lineExtent = 0
                    lineIsEmpty = true
                }
                if !lineIsEmpty { cross += itemSpacing }
                itemFrames.append(place(main, cross, itemMain, itemCross))
                cross += itemCross
                lineExtent = max(lineExtent, itemMain)
                lineIsEmpty = false
            }
            frames.items[section] = itemFrames
            main += lineExtent + mainEnd
            if wantsSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, inSection: section, of: collectionView) {
                let size =
                    delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
                let extent = vertical ? size.height : size.width
                frames.supplementary[section][UICollectionView.elementKindSectionFooter] = place(main, 0, extent, crossExtent)
                main += extent
            }
        }
        frames.contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
        return frames
    }

    private static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    private static func nonNegative(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }

    private static func finite(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: nonNegative(inset.top), left: nonNegative(inset.left),
            bottom: nonNegative(inset.bottom), right: nonNegative(inset.right))
    }
}
