import EarshotUIKit

/// The live views under a window, flattened once in painting order: what is drawn on top of what,
/// which views clip, where each view is on screen. The one painting order for everyone who needs
/// one: the auditor (what covers an element, text drawn outside elements, what stands behind a
/// text), the snapshot's wireframe and touch exploration (which element under the finger is in
/// front).
///
/// It is not a second walk: it decides nothing about elements, order or visibility for VoiceOver.
/// It only records each view's position in painting order (back to front, a parent before its
/// subviews), the range of its subtree, its screen frame, the product of its and its ancestors'
/// alpha, whether it or an ancestor is hidden, and the rectangle its clipping ancestors leave
/// visible. Each of these changes only with a structural change (a view added, moved, hidden or
/// made transparent), never with one object's attributes alone, which is why a tree can keep it
/// (`AccessibilityTree.paintingOrder(under:)`).
@MainActor
package final class PaintingOrder {
    package struct Record {
        /// Unretained, so that a record is copied as plain bytes: the auditor's rules copy one per
        /// element and rule. `views` keeps every view alive for as long as the painting order, and
        /// whoever holds a record holds the painting order too.
        package unowned(unsafe) let view: UIView
        /// Painting order: higher is drawn later, on top.
        package let order: Int
        /// The last `order` inside this view's subtree.
        package fileprivate(set) var subtreeEnd: Int
        package let parent: Int?
        package let screenFrame: CGRect
        /// Alpha multiplied down from the root.
        package let cumulativeAlpha: CGFloat
        /// Hidden itself or below a hidden view.
        package let isHiddenInHierarchy: Bool
        /// The part of the screen its clipping ancestors leave visible (nil: nothing clips it).
        package let clip: CGRect?
        /// Whether a scroll view is among the ancestors that clip it (content can scroll into view).
        package let clippedByScrollView: Bool
        /// Itself or below a view whose `accessibilityElementsHidden` is set.
        package let isInHiddenAccessibilitySubtree: Bool
    }

    /// The view it was built from: the first record's.
    package let root: UIView
    /// Every view under the root, in painting order.
    package let records: [Record]
    /// The views of `records`, in the same order: what keeps them alive.
    private let views: [UIView]
    private let orderByView: [ObjectIdentifier: Int]

    /// Flattens the hierarchy under `root`.
    /// - Complexity: O(n) in the number of views, without recursion.
    package init(root: UIView) {
        self.root = root
        // Built in locals: the class's own properties would be checked for exclusive access at
        // every use.
        var records: [Record] = []
        var views: [UIView] = []
        var orderByView: [ObjectIdentifier: Int] = [:]
        ScreenGeometryCache.run {
            // Views wait on the stack unretained: `subviewLists` holds the lists they came from
            // (a subclass's `subviews` may answer a new array), one reference count per parent
            // instead of two per view.
            var subviewLists: [[UIView]] = []
            var stack: [(view: Unmanaged<UIView>, parent: Int?)] = [(.passUnretained(root), nil)]
            while let (unmanaged, parent) = stack.popLast() {
                let view = unmanaged.takeUnretainedValue()
                guard orderByView[ObjectIdentifier(view)] == nil else { continue }
                let order = records.count
                var parentRecord: Record?
                if let parent { parentRecord = records[parent] }
                var clip = parentRecord?.clip
                var clippedByScroll = parentRecord?.clippedByScrollView ?? false
                if let parentRecord, parentRecord.view.clipsToBounds || parentRecord.view is UIScrollView {
                    clip = clip.map { $0.intersection(parentRecord.screenFrame) } ?? parentRecord.screenFrame
                    if parentRecord.view is UIScrollView { clippedByScroll = true }
                }
                let record = Record(
                    view: view, order: order, subtreeEnd: order, parent: parent,
                    screenFrame: view.frameInScreen.finiteOrZero,
                    cumulativeAlpha: (parentRecord?.cumulativeAlpha ?? 1) * view.alpha,
                    isHiddenInHierarchy: (parentRecord?.isHiddenInHierarchy ?? false) || view.isHidden,
                    clip: clip, clippedByScrollView: clippedByScroll,
                    isInHiddenAccessibilitySubtree: (parentRecord?.isInHiddenAccessibilitySubtree ?? false)
                        || view.accessibilityElementsHidden
                )
                records.append(record)
                views.append(view)
                orderByView[ObjectIdentifier(view)] = order
                let subviews = view.subviews
                subviewLists.append(subviews)
                for child in subviews.reversed() { stack.append((.passUnretained(child), order)) }
            }
        }
        for index in records.indices.reversed() {
            if let parent = records[index].parent {
                records[parent].subtreeEnd = max(records[parent].subtreeEnd, records[index].subtreeEnd)
            }
        }
        self.records = records
        self.views = views
        self.orderByView = orderByView
    }

    /// The record of `view`, when it is in this hierarchy.
    package func record(of view: UIView) -> Record? {
        order(of: view).map { records[$0] }
    }

    /// The painting order of `view` (its record's index), when it is in this hierarchy.
    package func order(of view: UIView) -> Int? {
        orderByView[ObjectIdentifier(view)]
    }

    /// Whether `inner` is `outer` or inside its subtree.
    package func isInside(_ inner: Record, _ outer: Record) -> Bool {
        inner.order >= outer.order && inner.order <= outer.subtreeEnd
    }

    /// Whether the view is drawn at all: not hidden and not (nearly) transparent.
    package func isDrawn(_ record: Record) -> Bool {
        !record.isHiddenInHierarchy && record.cumulativeAlpha > AccessibilityFilter.invisibleAlpha
    }
}
