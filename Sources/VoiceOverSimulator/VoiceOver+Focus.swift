import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// Moves the cursor to `object`, calling the focus callbacks in UIKit's order (the old
    /// element loses focus, then the new one gains it) and posting `elementFocusedNotification`.
    /// Nothing is spoken here.
    /// `hint` is where `object` probably stands in reading order (the caller's target, when it
    /// has one), so the usual move looks nothing up (`elementIndex(of:hint:)`).
    ///
    /// The two callbacks and the post run as one call into the app (one `asApp` scope), as iOS
    /// hands focus over in one request to the app; each callback is still recorded on its own.
    func moveFocus(to object: NSObject?, hint: Int? = nil) {
        let old = focusedObject
        guard old !== object else {
            focusIsStale = false
            return
        }
        let oldIndex = focusedIndex
        // Without the caller's hint, the cursor's old place: where a stale cursor's replacement
        // stands (`resolveStaleFocus`). `if let`, not `Optional.flatMap`: see docs/architecture.md,
        // "Closures in hot loops".
        var newIndex: Int?
        if let object { newIndex = elementIndex(of: object, hint: hint ?? focusedIndex) }
        focusedObject = object
        focusIsStale = false
        updateModalFocusReturn(from: old, to: object, at: newIndex)
        actionIndex = 0
        contentIndex = -1
        nextPollTime = nil
        let userInfo = Self.focusUserInfo.move(from: old, to: object)
        app.appMayHaveChanged = true
        readApp {
            AccessibilityFocusHandoff.move(from: old, to: object) { method, target, body in
                events.append(.appMethodCalled(name: method, on: describe(target, hint: target === old ? oldIndex : newIndex)))
                body()
            }
            events.append(.focusMoved(from: old, to: object))
            NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: self, userInfo: userInfo)
        }
        if let newIndex { focusedIndex = newIndex }
        chooseAutomaticRotorItem()
    }

    /// The reading-order index of `object` in the current tree: `hint` when the element there is
    /// `object` (the walk reads each object once, so no other index can hold it), else the
    /// tree's lookup. Nil when the object is not an element of the tree.
    /// The hint is checked through the kept tree's fields: a method of the tree, called on the
    /// tree VoiceOver keeps in its class, would first copy the whole tree (about ten references
    /// retained and released, several times a swipe).
    /// - Complexity: O(1); the tree's first lookup indexes every element, O(n).
    func elementIndex(of object: AnyObject, hint: Int?) -> Int? {
        if let hint, kept.tree.elements.indices.contains(hint), kept.tree.elements[hint].object === object { return hint }
        return kept.tree.index(of: object)
    }

    /// The user moved the cursor to `node` (swipe, touch, rotor, four-finger tap): queued speech
    /// is dropped, the callbacks run (what they post is handled), the element is scrolled into
    /// view and spoken — unless a notification from the callbacks moved the cursor itself.
    /// `index` is the node's place in reading order, when the caller knows it.
    func userFocus(on node: AccessibilityNode, at index: Int? = nil, includingHint: Bool = true) {
        discardQueuedSpeech()
        moveFocus(to: node.object, hint: index)
        afterAppCalls {
            scrollFocusedElementIntoView()
            if let focused = focusedNode { speakElement(focused, includingHint: includingHint) }
        }
    }

    /// App code just ran for a gesture: refreshes the tree (`refresh()`), handles what the app
    /// posted (after the call returned, in order, as UIKit delivers it), then runs VoiceOver's own
    /// `reaction` (speaking the element, the new value, what changed) — unless a notification took
    /// the cursor (a screen change, a layout change naming an element), which has spoken instead.
    /// So an announcement the app posts from a callback starts, and VoiceOver's own speech then
    /// interrupts it, as on a device.
    func afterAppCalls(_ reaction: () -> Void) {
        // The main run loop's next turns run before VoiceOver speaks the result (docs/app-clock.md).
        runDueAppWork()
        refresh()
        let takeovers = cursorTakeovers
        handlePendingNotifications()
        refresh()
        guard cursorTakeovers == takeovers else { return }
        reaction()
    }

    /// When the focused element has disappeared, moves the cursor to the element now at its old
    /// position in reading order, else the last one, else nothing (docs/voiceover-behaviour.md §8 (Focus)), and speaks it when
    /// `speaking`. Repeats (a bounded number of times) while the callbacks make that one vanish too.
    ///
    /// Refinement of the [U] fallback in docs/voiceover-behaviour.md §8 (Focus), as iOS does: when the cursor had moved into a modal
    /// view (`accessibilityViewIsModal`, an alert for instance) from an element outside it, and
    /// that modal is no longer in the tree, focus goes back to that element when it is still on
    /// screen (`ModalFocusReturn`); the positional fallback applies otherwise.
    func resolveStaleFocus(speaking: Bool) {
        var attempts = 0
        while focusIsStale, attempts < 8 {
            attempts += 1
            let elements = tree.elements
            let target =
                modalReturnTarget()
                ?? (elements.isEmpty ? nil : elements[min(max(0, focusedIndex), elements.count - 1)])
            moveFocus(to: target?.object)
            refresh()
        }
        if focusIsStale {
            // Still vanishing after the bounded attempts: let go of the cursor.
            moveFocus(to: nil)
        }
        if attempts > 0, speaking, let node = focusedNode {
            speakElement(node)
        }
    }

    /// Scrolls the nearest scroll view around the focused element the least distance that shows
    /// the element (UIScrollView's `scrollToMakeVisible(screenRect:)`), as VoiceOver does when the
    /// cursor lands below the fold, then refreshes the tree. An element already in view, or in
    /// no scroll view, stays as it is.
    func scrollFocusedElementIntoView() {
        guard let node = focusedNode, let scrollView = nearestScrollView(of: node.object) else { return }
        let visible = scrollView.frameInScreen
        guard !visible.contains(node.frame) else { return }
        callApp(nil, on: nil) { scrollView.scrollToMakeVisible(screenRect: node.frame) }
        refresh()
    }

    /// The closest `UIScrollView` above `object`: through its accessibility containers to a view,
    /// then up the superviews.
    /// - Complexity: O(d), d the depth of the object.
    func nearestScrollView(of object: NSObject) -> UIScrollView? {
        var view = (object as? UIView)?.superview ?? nearestView(of: object)
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// The object itself when it is a view, else the first view up its accessibility containers.
    /// - Complexity: O(d).
    func nearestView(of object: NSObject) -> UIView? { UIView.nearest(to: object) }
}
