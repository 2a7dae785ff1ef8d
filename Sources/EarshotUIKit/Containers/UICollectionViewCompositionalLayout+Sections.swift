/// Laying out the sections of a compositional layout made from `NSCollectionLayoutSection`s: each
/// section repeats its group down the collection view, under the section's top inset, with
/// `interGroupSpacing` between groups, until its items are placed. Fractional sizes of a group are
/// of the section's width (the collection view's less the section's insets) and the collection
/// view's height; those of an item, of its group's size (Apple's documentation of
/// `NSCollectionLayoutDimension`).
extension UICollectionViewCompositionalLayout {
    /// The deepest nesting of groups laid out; deeper groups place nothing and are logged.
    static let maximumGroupNesting = 16

    /// - Complexity: O(items), plus O(g) per group for the g subitems it tries.
    func sectionFrames(
        in collectionView: UICollectionView, itemCounts: [Int],
        provider: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    ) -> CollectionLayoutFrames {
        var frames = CollectionLayoutFrames(sectionCount: itemCounts.count)
        let size = collectionView.bounds.size
        let environment = CompositionalLayoutEnvironment(contentSize: size, traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for (index, count) in itemCounts.enumerated() {
            guard let section = provider(index, environment) else {
                UICollectionView.log("UICollectionViewCompositionalLayout: no section for section \(index); its items are not placed")
                continue
            }
            let insets = section.contentInsets
            let width = max(0, size.width - insets.leading - insets.trailing)
            let groupSize = section.group.layoutSize.resolved(in: CGSize(width: width, height: size.height))
            y += insets.top
            var placed: [CGRect] = []
            placed.reserveCapacity(count)
            var firstGroup = true
            while placed.count < count {
                if !firstGroup { y += section.interGroupSpacing }
                let frame = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
                let filled = fill(section.group, in: frame, limit: count - placed.count, depth: 0)
                guard !filled.isEmpty else {
                    UICollectionView.log(
                        "UICollectionViewCompositionalLayout: the group of section \(index) holds no item at its size; \(count - placed.count) items are not placed"
                    )
                    break
                }
                placed.append(contentsOf: filled)
                y += groupSize.height
                firstGroup = false
            }
            y += insets.bottom
            frames.items[index] = placed
        }
        frames.contentSize = CGSize(width: size.width, height: y)
        return frames
    }

    /// The frames of the cells `group` holds when it fills `frame`, at most `limit` of them.
    private func fill(_ group: NSCollectionLayoutGroup, in frame: CGRect, limit: Int, depth: Int) -> [CGRect] {
        guard depth < Self.maximumGroupNesting else {
            UICollectionView.log(
                "UICollectionViewCompositionalLayout: groups nest deeper than \(Self.maximumGroupNesting); the deeper ones place nothing")
            return []
        }
        guard !group.subitems.isEmpty, limit > 0 else { return [] }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? frame.width : frame.height
        let minimumSpacing = group.interItemSpacing?.spacing ?? 0
        // The slots along the group's axis: each subitem's size, in order.
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.count {
            let share = max(0, (length - minimumSpacing * CGFloat(count - 1)) / CGFloat(count))
            let item = group.subitems[0]
            let resolved = item.layoutSize.resolved(in: frame.size)
            let size = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            slots = Array(repeating: (item, size), count: count)
        } else {
            var used: CGFloat = 0
            var index = 0
            while true {
                let item = group.subitems[index % group.subitems.count]
                let size = item.layoutSize.resolved(in: frame.size)
                let along = horizontal ? size.width : size.height
                let needed = slots.isEmpty ? along : used + minimumSpacing + along
                // A slot of no length would repeat for ever; one past the group's end does not fit.
                guard along > 0, needed <= length + 0.001 else { break }
                slots.append((item, size))
                used = needed
                index += 1
            }
        }
        var spacing = minimumSpacing
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let taken = slots.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            spacing = max(minimumSpacing, (length - taken) / CGFloat(slots.count - 1))
        }
        var cells: [CGRect] = []
        var offset: CGFloat = 0
        for (item, size) in slots {
            guard cells.count < limit else { break }
            let origin = horizontal ? CGPoint(x: frame.minX + offset, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + offset)
            let slot = CGRect(origin: origin, size: size)
            if let nested = item as? NSCollectionLayoutGroup {
                cells.append(contentsOf: fill(nested, in: slot, limit: limit - cells.count, depth: depth + 1))
            } else {
                let insets = item.contentInsets
                cells.append(
                    CGRect(
                        x: slot.minX + insets.leading, y: slot.minY + insets.top,
                        width: max(0, slot.width - insets.leading - insets.trailing),
                        height: max(0, slot.height - insets.top - insets.bottom)))
            }
            offset += (horizontal ? size.width : size.height) + spacing
        }
        return cells
    }
}
