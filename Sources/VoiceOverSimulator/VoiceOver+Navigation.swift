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
    /// - Complexity: O(k · c) after reading the screen: the k elements under the point are
    ///   found through the tree's grid and placed in the painting order the tree keeps (built on
    ///   first use, O(v) in the views), each climbing c containers to its view.
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

    /// The front-most element containing `point` (see `touch(at:)`): the one standing furthest
    /// forward in the window's painting order (`PaintingOrder.stackingPosition(of:)`), the one
    /// read first among those standing at the same place.
    /// - Complexity: O(k · c), k the elements under the point (found through the tree's grid), c
    ///   the containers climbed from an element that is not a view to its view; the painting
    ///   order is built on first use, O(v) in the views, and kept with the tree while it is
    ///   current, so touches on a kept tree share it.
    func frontMostElement(at point: CGPoint) -> AccessibilityNode? {
        let underFinger = tree.elements(containing: point)
        // One element (the usual case) is the front-most without working out painting order.
        guard underFinger.count > 1 else { return underFinger.first }
        let paintingOrder = tree.paintingOrder(under: window)
        var best: (node: AccessibilityNode, position: Int)?
        for node in underFinger {
            let position = paintingOrder.stackingPosition(of: node.object)
            if let current = best, position <= current.position { continue }
            best = (node, position)
        }
        return best?.node
    }

    /// Delivers a real one-finger tap at `point` (screen coordinates) through the app's hit
    /// testing, and records where it landed.
    func synthesizeTap(at point: CGPoint) {
        app.tap(at: point)
    }
}
