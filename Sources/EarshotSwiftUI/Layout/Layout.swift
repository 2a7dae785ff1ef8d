import EarshotUIKit

/// SwiftUI's proposal-based layout, simplified (docs/layout.md): a parent proposes a size, the
/// child chooses its own, the parent places it. Exact points may differ from an iPhone; rows,
/// columns and so reading order do not.
@MainActor
enum Layout {
    /// The part of the hosting view's coordinates shown while placing: the screen, or inside a
    /// scroll view its viewport over the content. Lazy stacks build the rows it shows.
    static var viewport: CGRect?
    /// The scroll view being placed, which a lazy stack inside asks to render again on scrolling.
    static var scrollPosition: ScrollPosition?
    /// How far the scroll views around the node being placed are scrolled, in total: a frame in
    /// the window is its placed frame less this.
    static var scrollShift = CGPoint.zero
    /// The hosting view's safe area and bounds while placing, for `GeometryProxy.safeAreaInsets`.
    static var safeArea: (safe: CGRect, full: CGRect)?
    /// The size of the nearest container (`containerRelativeFrame`): the root's safe area, else
    /// the scroll view being measured or placed.
    static var container = CGSize.zero

    /// The size `node` chooses for `proposal`. Always finite and non-negative.
    ///
    /// A node answers each proposal once per render and remembers the answer (`ViewNode`'s
    /// measurements, as SwiftUI caches a layout's sizes): a stack measures its children twice,
    /// and placing measures them again, so without it a view nested d stacks deep would be measured
    /// at least 2^d times.
    /// - Complexity: O(n) amortized for a subtree of n nodes, each measured for a few proposals.
    static func size(of node: ViewNode, for proposal: ProposedSize) -> CGSize {
        if let size = node.measuredSize(for: proposal) { return size }
        let size = measure(node, for: proposal)
        node.remember(size, for: proposal)
        return size
    }

    /// The size `node` chooses for `proposal`, worked out from its children's.
    private static func measure(_ node: ViewNode, for proposal: ProposedSize) -> CGSize {
        let size: CGSize
        switch node.layout {
        case .leaf(let measure):
            size = measure(proposal)
        case .spacer(let minLength):
            size = CGSize(width: minLength, height: minLength)
        case .overlay:
            var result = CGSize.zero
            for child in node.children {
                let childSize = Layout.size(of: child, for: proposal)
                result.width = max(result.width, childSize.width)
                result.height = max(result.height, childSize.height)
            }
            size = result
        case .scroll(let axis):
            let outer = container
            container = CGSize(width: proposal.width ?? outer.width, height: proposal.height ?? outer.height)
            defer { container = outer }
            let content = node.children.first.map { Layout.size(of: $0, for: scrollProposal(axis, proposal)) } ?? .zero
            size = CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        case .containerRelative(let axes, _, let length):
            let width = axes.contains(.horizontal) ? clean(length(container.width, .horizontal)) : nil
            let height = axes.contains(.vertical) ? clean(length(container.height, .vertical)) : nil
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let content = node.children.first.map { Layout.size(of: $0, for: inner) } ?? .zero
            size = CGSize(width: width ?? content.width, height: height ?? content.height)
        case .decorated, .represented, .transform, .visualEffect:
            size = node.children.first.map { Layout.size(of: $0, for: proposal) } ?? .zero
        case .lazyStack(let stack):
            size = stack.size(for: proposal)
        case .gridLine(let axis, let tracks):
            size = gridLineSize(node.children, axis: axis, tracks: tracks)
        case .grid(let horizontal, let vertical, _):
            let metrics = gridMetrics(node, spacing: horizontal, proposal: proposal)
            size = CGSize(
                width: metrics.width, height: metrics.heights.reduce(0, +) + vertical * CGFloat(max(metrics.heights.count - 1, 0)))
        case .geometry:
            size = CGSize(
                width: proposal.width ?? GeometryReaderBuilder.idealLength, height: proposal.height ?? GeometryReaderBuilder.idealLength)
        case .firstFitting(let axes):
            size = fittingChild(of: node, axes: axes, proposal: proposal).map { Layout.size(of: $0, for: proposal) } ?? .zero
        case .padding(let insets):
            let inner = ProposedSize(
                width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) }
            )
            let content = node.children.first.map { Layout.size(of: $0, for: inner) } ?? .zero
            size = CGSize(
                width: content.width + insets.leading + insets.trailing,
                height: content.height + insets.top + insets.bottom)
        case .frame(let width, let height, _):
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let content = node.children.first.map { Layout.size(of: $0, for: inner) } ?? .zero
            size = CGSize(width: width ?? content.width, height: height ?? content.height)
        case .flexibleFrame(let width, let height, _):
            let inner = ProposedSize(width: width.proposal(for: proposal.width), height: height.proposal(for: proposal.height))
            let content = node.children.first.map { Layout.size(of: $0, for: inner) } ?? .zero
            size = CGSize(
                width: width.length(proposed: proposal.width, child: content.width),
                height: height.length(proposed: proposal.height, child: content.height))
        case .aspectRatio(let ratio, let mode):
            size =
                node.children.first.map {
                    Layout.size(of: $0, for: aspectProposal(for: $0, ratio: ratio, mode: mode, proposal: proposal))
                } ?? .zero
        case .fixedSize(let horizontal, let vertical):
            size =
                node.children.first.map {
                    Layout.size(
                        of: $0, for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
                } ?? .zero
        case .stack(let axis, let spacing, _):
            size = stackSizes(node.children, axis: axis, spacing: spacing, proposal: proposal).total
        case .row(let minHeight, let insets):
            let width = proposal.width.map(clean) ?? 0
            let inner = ProposedSize(width: max(width - insets.leading - insets.trailing, 0), height: nil)
            let content = node.children.map { Layout.size(of: $0, for: inner) }
            let contentHeight = content.map(\.height).max() ?? 0
            size = CGSize(width: width, height: max(minHeight, contentHeight + insets.top + insets.bottom))
        }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    /// Gives `node` the frame `rect` (host coordinates) and places its children inside.
    static func place(_ node: ViewNode, in rect: CGRect) {
        node.frame = rect
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        switch node.layout {
        case .leaf, .spacer:
            break
        case .decorated(let alignment):
            guard let primary = node.children.first else { break }
            place(primary, in: rect)
            for child in node.children.dropFirst() {
                let childSize = Layout.size(of: child, for: proposal)
                let offset = alignment.offset(of: childSize, in: rect.size)
                place(child, in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: childSize))
            }
        case .represented:
            for child in node.children { place(child, in: rect) }
        case .transform(let transform, let anchor):
            node.children.first.map { place($0, in: rect) }
            transformFrames(below: node, in: rect, by: transform, anchor: anchor)
        case .visualEffect(let effect):
            node.children.first.map { place($0, in: rect) }
            for step in effect(geometryProxy(for: rect)) {
                transformFrames(below: node, in: rect, by: step.transform, anchor: step.anchor)
            }
        case .gridLine(let axis, let tracks):
            placeGridLine(node.children, axis: axis, tracks: tracks, in: rect)
        case .grid(let horizontal, let vertical, let alignment):
            placeGrid(node, horizontalSpacing: horizontal, verticalSpacing: vertical, alignment: alignment, in: rect)
        case .geometry(let builder):
            node.children = builder.build(geometryProxy(for: rect))
            for child in node.children {
                place(child, in: CGRect(origin: rect.origin, size: Layout.size(of: child, for: proposal)))
            }
        case .firstFitting(let axes):
            guard let chosen = fittingChild(of: node, axes: axes, proposal: proposal) else { break }
            // Only the chosen child is shown, and so read.
            node.children = [chosen]
            let childSize = Layout.size(of: chosen, for: proposal)
            let offset = Alignment.center.offset(of: childSize, in: rect.size)
            place(chosen, in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: childSize))
        case .lazyStack(let stack):
            scrollPosition?.rendersOnScroll = true
            node.children = stack.place(in: rect, visible: viewport ?? rect)
            // Rows built now may differ from their estimates: the content's length follows.
            if stack.axis == .vertical {
                node.frame.size.height = stack.totalLength
            } else {
                node.frame.size.width = stack.totalLength
            }
        case .scroll(let axis):
            guard let content = node.children.first else { break }
            var contentSize = Layout.size(of: content, for: scrollProposal(axis, proposal))
            // The content is at least as large as the viewport across the axis (centred in it).
            if axis == .vertical {
                contentSize.width = max(contentSize.width, rect.width)
            } else {
                contentSize.height = max(contentSize.height, rect.height)
            }
            let position = node.scrollPosition
            var offset = position?.offset ?? .zero
            // The position stays within the content, as UIKit's scroll view keeps it.
            offset.x = min(max(offset.x, 0), max(contentSize.width - rect.width, 0))
            offset.y = min(max(offset.y, 0), max(contentSize.height - rect.height, 0))
            let outer = (viewport, scrollPosition, scrollShift, container)
            viewport = CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: rect.size)
            scrollPosition = position
            scrollShift = CGPoint(x: scrollShift.x + offset.x, y: scrollShift.y + offset.y)
            container = rect.size
            defer { (viewport, scrollPosition, scrollShift, container) = outer }
            let contentRect = CGRect(origin: rect.origin, size: contentSize)
            place(content, in: contentRect)
            growToLazyChildren(content)
            // A ScrollViewReader's scrollTo: the view found, the content is placed again around it.
            if let request = position?.request, let target = request.target, let position,
                let frame = frameOfView(identifiedBy: target.id, identity: target.identity, in: content)
            {
                request.target = nil
                offset = scrollOffset(showing: frame, anchor: target.anchor, in: rect, current: offset)
                offset.x = min(max(offset.x, 0), max(content.frame.width - rect.width, 0))
                offset.y = min(max(offset.y, 0), max(content.frame.height - rect.height, 0))
                position.offset = offset
                viewport = CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: rect.size)
                scrollShift = CGPoint(x: outer.2.x + offset.x, y: outer.2.y + offset.y)
                place(content, in: contentRect)
                growToLazyChildren(content)
            }
        case .row(_, let insets):
            let inner = CGSize(
                width: max(rect.width - insets.leading - insets.trailing, 0), height: max(rect.height - insets.top - insets.bottom, 0))
            for child in node.children {
                let childSize = Layout.size(of: child, for: ProposedSize(width: inner.width, height: nil))
                let y = rect.minY + insets.top + (inner.height - childSize.height) / 2
                place(child, in: CGRect(x: rect.minX + insets.leading, y: y, width: childSize.width, height: childSize.height))
            }
        case .overlay(let alignment):
            for child in node.children {
                let childSize = Layout.size(of: child, for: proposal)
                let offset = alignment.offset(of: childSize, in: rect.size)
                place(child, in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: childSize))
            }
        case .padding(let insets):
            let inner = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top,
                width: max(rect.width - insets.leading - insets.trailing, 0),
                height: max(rect.height - insets.top - insets.bottom, 0))
            node.children.first.map { place($0, in: inner) }
        case .flexibleFrame(let width, let height, let alignment):
            guard let child = node.children.first else { break }
            let inner = ProposedSize(width: width.proposal(for: rect.width), height: height.proposal(for: rect.height))
            let childSize = Layout.size(of: child, for: inner)
            let offset = alignment.offset(of: childSize, in: rect.size)
            place(child, in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: childSize))
        case .aspectRatio(let ratio, let mode):
            guard let child = node.children.first else { break }
            let childSize = Layout.size(of: child, for: aspectProposal(for: child, ratio: ratio, mode: mode, proposal: proposal))
            let offset = Alignment.center.offset(of: childSize, in: rect.size)
            place(child, in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: childSize))
        case .fixedSize(let horizontal, let vertical):
            guard let child = node.children.first else { break }
            let childSize = Layout.size(
                of: child, for: ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height))
            place(child, in: CGRect(origin: rect.origin, size: childSize))
        case .frame(_, _, let alignment), .containerRelative(_, let alignment, _):
            guard let child = node.children.first else { break }
            let childSize = Layout.size(of: child, for: proposal)
            let offset = alignment.offset(of: childSize, in: rect.size)
            place(child, in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: childSize))
        case .stack(let axis, let spacing, let alignment):
            let sizes = stackSizes(node.children, axis: axis, spacing: spacing, proposal: proposal)
            var cursor = axis == .vertical ? rect.minY : rect.minX
            for (child, childSize) in zip(node.children, sizes.children) {
                let origin: CGPoint
                if axis == .vertical {
                    origin = CGPoint(x: rect.minX + alignment.horizontal.fraction * (rect.width - childSize.width), y: cursor)
                    cursor += childSize.height + spacing
                } else {
                    origin = CGPoint(x: cursor, y: rect.minY + alignment.vertical.fraction * (rect.height - childSize.height))
                    cursor += childSize.width + spacing
                }
                place(child, in: CGRect(origin: origin, size: childSize))
            }
        }
    }

    /// A stack's children's sizes and its own. Along the axis, children that are not spacers are
    /// offered the space left in order of their ideal length, shortest first (the least flexible
    /// first, as SwiftUI does); spacers share what remains.
    /// - Complexity: O(k log k) for k children, plus measuring each twice.
    static func stackSizes(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat, proposal: ProposedSize
    ) -> (children: [CGSize], total: CGSize) {
        guard !children.isEmpty else { return ([], .zero) }
        let vertical = axis == .vertical
        func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func offer(main: CGFloat?) -> ProposedSize {
            vertical ? ProposedSize(width: proposal.width, height: main) : ProposedSize(width: main, height: proposal.height)
        }
        let available = vertical ? proposal.height : proposal.width
        let spacingTotal = spacing * CGFloat(children.count - 1)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var spacerIndices: [Int] = []
        var ideal: [(index: Int, length: CGFloat)] = []
        for (index, child) in children.enumerated() {
            if case .spacer = child.layout {
                spacerIndices.append(index)
            } else {
                ideal.append((index, main(Layout.size(of: child, for: offer(main: nil)))))
            }
        }
        let spacerMinimum = spacerIndices.reduce(CGFloat(0)) { total, index in
            if case .spacer(let minLength) = children[index].layout { return total + minLength }
            return total
        }
        var remaining = (available ?? .infinity) - spacingTotal - spacerMinimum
        var left = ideal.count
        // Rigid children first, shortest first; children that grow (a flexible frame) last, offered
        // their whole share.
        let growing = Set(ideal.map(\.index).filter { children[$0].grows(along: axis) })
        let order = ideal.sorted {
            let (a, b) = (growing.contains($0.index), growing.contains($1.index))
            return a != b ? !a : $0.length < $1.length
        }
        for entry in order {
            let share = max(remaining, 0) / CGFloat(left)
            let offered = available == nil ? nil : growing.contains(entry.index) ? share : min(entry.length, share)
            let size = Layout.size(of: children[entry.index], for: offer(main: offered))
            sizes[entry.index] = size
            remaining -= main(size)
            left -= 1
        }
        let spacerShare = available == nil ? 0 : max(remaining, 0) / CGFloat(max(spacerIndices.count, 1))
        for index in spacerIndices {
            guard case .spacer(let minLength) = children[index].layout else { continue }
            let length = minLength + spacerShare
            sizes[index] = vertical ? CGSize(width: 0, height: length) : CGSize(width: length, height: 0)
        }
        let mainTotal = sizes.reduce(spacingTotal) { $0 + main($1) }
        let crossTotal = sizes.map(cross).max() ?? 0
        let total = vertical ? CGSize(width: crossTotal, height: mainTotal) : CGSize(width: mainTotal, height: crossTotal)
        return (sizes, total)
    }

    /// A scroll view's content (a stack) reaches at least as far as its children: a lazy stack in
    /// it measures the rows it builds while placed, which may end beyond their estimate.
    private static func growToLazyChildren(_ content: ViewNode) {
        for child in content.children {
            content.frame.size.width = max(content.frame.width, child.frame.maxX - content.frame.minX)
            content.frame.size.height = max(content.frame.height, child.frame.maxY - content.frame.minY)
        }
    }

    /// What a ScrollView offers its content: nothing along the scrolling axis (its ideal length).
    static func scrollProposal(_ axis: Axis, _ proposal: ProposedSize) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: proposal.width, height: nil) : ProposedSize(width: nil, height: proposal.height)
    }

    /// A finite, non-negative length.
    static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    /// `value` unless it is not finite, in which case a warning is logged and nil used.
    static func sanitized(_ value: CGFloat?, name: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite else {
            SwiftUIWarnings.log("Invalid \(name) (non-finite): ignored.")
            return nil
        }
        return value
    }

    /// A frame dimension: negative or non-finite ones are ignored with SwiftUI's warning.
    static func dimension(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            SwiftUIWarnings.log("Invalid frame dimension (negative or non-finite).")
            return nil
        }
        return value
    }
}

extension ViewNode {
    /// Whether the view takes more than its ideal length along `axis` when offered it: a flexible
    /// frame whose maximum exceeds its content, seen through the wrappers that pass sizes on.
    /// - Complexity: O(w), w the single-child wrappers on the way.
    func grows(along axis: Axis) -> Bool {
        var node = self
        while true {
            switch node.layout {
            case .flexibleFrame(let width, let height, _):
                let bounds = axis == .horizontal ? width : height
                return bounds.max.map { $0 > (bounds.ideal ?? bounds.min ?? 0) } ?? false
            case .decorated, .represented:
                // The first child sizes these.
                guard let first = node.children.first else { return false }
                node = first
            case .padding, .overlay, .transform:
                guard node.children.count == 1 else { return false }
                node = node.children[0]
            default:
                return false
            }
        }
    }
}
