import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// Where a four-finger tap lands.
    public enum ScreenEdge: Sendable, Hashable {
        case top, bottom
    }

    /// One-finger swipe right: focus the next element in reading order and speak it. Past the last
    /// element focus stays, a boundary sound plays and nothing is spoken (returns nil); there is
    /// no wrap-around (docs/voiceover-behaviour.md §5 (Gestures)).
    @discardableResult
    public func swipeRight() -> String? {
        gesture { moveByElement(forward: true) }
    }

    /// One-finger swipe left: the previous element; at the first, a boundary sound and nil.
    @discardableResult
    public func swipeLeft() -> String? {
        gesture { moveByElement(forward: false) }
    }

    /// Swipe right.
    @discardableResult
    public func next() -> String? { swipeRight() }

    /// Swipe left.
    @discardableResult
    public func previous() -> String? { swipeLeft() }

    /// Four-finger tap near the top (first element) or the bottom (last element) of the screen.
    @discardableResult
    public func fourFingerTap(_ edge: ScreenEdge) -> String? {
        gesture {
            let elements = tree.elements
            guard let target = edge == .top ? elements.first : elements.last else {
                play(.boundary)
                return
            }
            userFocus(on: target)
        }
    }

    /// Touch exploration at `point` (screen coordinates): the front-most element whose
    /// `accessibilityPath` (when set) or frame contains the point is focused and spoken; touching
    /// the focused element speaks it again. Nothing there: nothing happens (nil).
    ///
    /// Front-most: views are painted back to front, so a later sibling is in front of an earlier
    /// one and a subview in front of its superview; a `UIAccessibilityElement` stands where its
    /// nearest container view stands, just behind that view's subviews; among elements standing
    /// at the same place, the one read first wins.
    ///
    /// On an element with `allowsDirectInteraction` the touch passes through to the app: the
    /// element is focused (and spoken) when the finger arrives on it, and every touch is delivered
    /// as a real tap at the point (`.tapSynthesized`). On a key (`keyboardKey`) with Typing Style
    /// `.touch`, the key is spoken when the finger arrives and typed (activated, as a double tap
    /// would) when it lifts; with `.standard` it is only focused, and a double tap types it.
    /// - Complexity: O(k · d + s) after reading the screen: the k elements under the point are
    ///   found through the tree's grid, each placed by its depth d, each parent's s subviews
    ///   indexed once.
    @discardableResult
    public func touch(at point: CGPoint) -> String? {
        gesture {
            guard let node = frontMostElement(at: point) else { return }
            let isFocused = node.object === focusedObject && !focusIsStale
            if node.traits.contains(.keyboardKey), settings.typingStyle == .touch {
                // Touch typing: the key is spoken when the finger arrives and typed when it lifts.
                if !isFocused { userFocus(on: node) }
                if let focused = focusedNode, focused.object === node.object { activate(focused) }
                return
            }
            if node.traits.contains(.allowsDirectInteraction) {
                if !isFocused { userFocus(on: node) }
                synthesizeTap(at: point)
                refresh()
                return
            }
            userFocus(on: node)
        }
    }

    /// The element a swipe goes to: the next or previous in reading order. A cursor left on a
    /// vanished element stands between the elements around its old position.
    func moveByElement(forward: Bool) {
        let elements = tree.elements
        let target: Int
        if focusedObject == nil {
            target = forward ? 0 : elements.count - 1
        } else if focusIsStale {
            target = forward ? focusedIndex : min(focusedIndex, elements.count) - 1
        } else {
            target = focusedIndex + (forward ? 1 : -1)
        }
        guard elements.indices.contains(target) else {
            resolveStaleFocus(speaking: false)
            play(.boundary)
            return
        }
        userFocus(on: elements[target], at: target)
    }

    /// The front-most element containing `point` (see `touch(at:)`).
    /// - Complexity: O(k · d + s), k the elements under the point (found through the tree's grid),
    ///   d their depth, s the subviews of the views on their paths (each parent's subviews are
    ///   indexed once per touch).
    func frontMostElement(at point: CGPoint) -> AccessibilityNode? {
        let underFinger = tree.elements(containing: point)
        // One element (the usual case) is the front-most without working out painting order.
        guard underFinger.count > 1 else { return underFinger.first }
        // Subview positions stay true while the tree is current (no view was added, removed or
        // reordered since it was read), so touches on a kept tree share them.
        let stamp = tree.isCurrent ? tree.changeStamp : nil
        var siblingIndex = stamp != nil && keptSiblingPositions?.stamp == stamp ? keptSiblingPositions?.positions ?? [:] : [:]
        var best: (node: AccessibilityNode, key: [Int])?
        for node in underFinger {
            let key = paintOrderKey(of: node.object, siblingIndex: &siblingIndex)
            if let current = best, !Self.isInFront(key, of: current.key) { continue }
            best = (node, key)
        }
        keptSiblingPositions = stamp.map { ($0, siblingIndex) }
        return best?.node
    }

    /// Where an object is painted: the indices among siblings from the root view down to its view,
    /// with -1 appended for a non-view element (behind the view's subviews, in front of the view).
    /// `siblingIndex` remembers each parent's subview positions, so a pile of siblings under the
    /// finger costs one pass over them rather than one per sibling.
    /// - Complexity: O(d) amortized, d the depth of the object.
    private func paintOrderKey(of object: NSObject, siblingIndex: inout [ObjectIdentifier: [ObjectIdentifier: Int]]) -> [Int] {
        guard let view = nearestView(of: object) else { return [] }
        var key: [Int] = []
        var current = view
        while let parent = current.superview {
            let parentID = ObjectIdentifier(parent)
            if siblingIndex[parentID] == nil {
                var positions: [ObjectIdentifier: Int] = [:]
                for (position, subview) in parent.subviews.enumerated() { positions[ObjectIdentifier(subview)] = position }
                siblingIndex[parentID] = positions
            }
            key.append(siblingIndex[parentID]?[ObjectIdentifier(current)] ?? 0)
            current = parent
        }
        key.reverse()
        if !(object is UIView) { key.append(-1) }
        return key
    }

    /// Whether paint-order key `a` is strictly in front of `b`.
    private static func isInFront(_ a: [Int], of b: [Int]) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            return x > y
        }
        return a.count > b.count
    }

    /// Delivers a real one-finger tap at `point` (screen coordinates) through the app's hit
    /// testing, and records where it landed.
    func synthesizeTap(at point: CGPoint) {
        let offset = window.screenOffset
        let local = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        let hit = callApp(nil, on: nil) { application.sendTap(at: local, in: window) }
        events.append(.tapSynthesized(at: point, hitView: hit))
    }
}
