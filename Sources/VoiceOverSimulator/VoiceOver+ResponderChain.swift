import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// The direction of a three-finger swipe (the fingers' movement, not the content's).
    public enum SwipeDirection: Sendable, Hashable, CaseIterable {
        case up, down, left, right

        /// What VoiceOver asks the app to scroll (spec §5 [U]): swiping up shows the next page
        /// (`.down`), down sends `.up`, left sends `.right`, right sends `.left`.
        public var scrollDirection: UIAccessibilityScrollDirection {
            switch self {
            case .up: return .down
            case .down: return .up
            case .left: return .right
            case .right: return .left
            }
        }
    }

    /// Two-finger scrub (Z), Escape: `accessibilityPerformEscape()` on the focused element, then up
    /// the responder chain (see `responderChain(from:)`) until one returns true. Unhandled: a
    /// boundary sound [U: our choice of earcon]. Returns what VoiceOver said afterwards (the app, or
    /// UIKit's controllers, usually post a screen change).
    @discardableResult
    public func twoFingerScrub() -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            for object in responderChain(from: focusedObject) {
                let handled = callApp("accessibilityPerformEscape", on: object) { object.accessibilityPerformEscape() }
                if handled {
                    refresh()
                    return
                }
            }
            play(.boundary)
        }
    }

    /// Escape (two-finger scrub).
    @discardableResult
    public func escape() -> String? { twoFingerScrub() }

    /// Two-finger double tap, Magic Tap: `accessibilityPerformMagicTap()` from the focused element
    /// up the responder chain to the application and its delegate. Unhandled: the system's
    /// default, play / pause (`.systemAction("playPause")`).
    @discardableResult
    public func twoFingerDoubleTap() -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            for object in responderChain(from: focusedObject) {
                let handled = callApp("accessibilityPerformMagicTap", on: object) { object.accessibilityPerformMagicTap() }
                if handled {
                    refresh()
                    return
                }
            }
            events.append(.systemAction("playPause"))
        }
    }

    /// Magic Tap (two-finger double tap).
    @discardableResult
    public func magicTap() -> String? { twoFingerDoubleTap() }

    /// Three-finger swipe: `accessibilityScroll(_:)` (direction per `SwipeDirection.scrollDirection`)
    /// on the focused element, then up the view hierarchy (see `viewChain(from:)`) until one
    /// returns true; a scroll sound plays and the status the app posts (`.pageScrolled`) is
    /// spoken. Nothing scrolled: a boundary sound, nil. The cursor stays on its element while that
    /// element is still on screen [U: the spec is silent; spec §8 applies when it is gone].
    @discardableResult
    public func threeFingerSwipe(_ direction: SwipeDirection) -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            scroll(direction.scrollDirection, from: focusedObject, sound: .scroll)
        }
    }

    /// Three-finger tap: speaks where the user is. In a scroll view that can scroll, its
    /// `accessibilityScrollStatus` ("Page 2 of 3"); else the last status the app posted with
    /// `.pageScrolled` on this screen; else nothing (nil).
    @discardableResult
    public func threeFingerTap() -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            let scrollView = focusedObject.flatMap(nearestScrollView(of:))
            if let scrollView, scrollView.contentSize.height > scrollView.bounds.height || scrollView.contentSize.width > scrollView.bounds.width {
                let status = callApp(nil, on: nil) { scrollView.accessibilityScrollStatus }
                say(status, kind: .scrollStatus)
            } else if let status = lastScrollStatus {
                say(status, kind: .scrollStatus)
            }
        }
    }

    /// Asks `object`, then the views above it, to scroll; plays `sound` when one did, else
    /// `failureSound`.
    @discardableResult
    func scroll(
        _ direction: UIAccessibilityScrollDirection, from object: NSObject?, sound: VoiceOverSound,
        failureSound: VoiceOverSound? = .boundary
    ) -> Bool {
        for candidate in viewChain(from: object) {
            let scrolled = callApp("accessibilityScroll(.\(direction))", on: candidate) { candidate.accessibilityScroll(direction) }
            if scrolled {
                play(sound)
                refresh()
                return true
            }
        }
        if let failureSound { play(failureSound) }
        return false
    }

    /// Where Escape and Magic Tap look, in order: the element; for a `UIAccessibilityElement`, its
    /// chain of accessibility containers up to a view; then that view's responder chain (view →
    /// superview … → view controller → … → window → application → delegate). With no focus it
    /// starts at the window. Each object appears once; a delegate that is not a responder comes
    /// last.
    /// - Complexity: O(d), d the length of the chain.
    func responderChain(from object: NSObject?) -> [NSObject] {
        var chain = objectChain(from: object, startingAt: { $0 }, next: { $0.next })
        if !chain.contains(application) {
            chain.add(application)
            if let delegate = application.delegate as? UIResponder { chain.add(delegate) }
        }
        if let delegate = application.delegate as? NSObject { chain.add(delegate) }
        return chain.objects
    }

    /// Where a three-finger swipe looks, in order: the element, its accessibility containers up to
    /// a view, then that view and its superviews up to the window.
    /// - Complexity: O(d).
    func viewChain(from object: NSObject?) -> [NSObject] {
        objectChain(from: object, startingAt: { $0 as? UIView }, next: { ($0 as? UIView)?.superview }).objects
    }

    /// The walk both chains share: `object` and its accessibility containers up to a responder,
    /// then from that responder (or the window, when `startingAt` gives nil) up by `next`. An
    /// object seen before ends the walk, so a responder cycle cannot loop.
    /// - Complexity: O(d), d the length of the chain.
    private func objectChain(
        from object: NSObject?, startingAt start: (UIResponder) -> UIResponder?, next: (UIResponder) -> UIResponder?
    ) -> ObjectChain {
        var chain = ObjectChain()
        let first = elementsThenFirstView(from: object) { chain.add($0) }
        var responder: UIResponder? = first.flatMap(start) ?? window
        while let current = responder, chain.add(current) {
            responder = next(current)
        }
        return chain
    }

    /// Adds `object` and its accessibility containers that are not responders, and returns the
    /// first responder found up that chain (nil when there is none).
    private func elementsThenFirstView(from object: NSObject?, adding add: (NSObject) -> Bool) -> UIResponder? {
        var current: AnyObject? = object
        while let candidate = current {
            if let responder = candidate as? UIResponder { return responder }
            guard let accessible = candidate as? NSObject, add(accessible) else { return nil }
            current = accessible.accessibilityContainer
        }
        return nil
    }
}

/// Objects in the order they were added, each at most once.
private struct ObjectChain {
    private(set) var objects: [NSObject] = []
    private var seen: Set<ObjectIdentifier> = []

    func contains(_ object: NSObject) -> Bool { seen.contains(ObjectIdentifier(object)) }

    /// Appends `object` unless it is already in the chain; false when it was.
    @discardableResult
    mutating func add(_ object: NSObject) -> Bool {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return false }
        objects.append(object)
        return true
    }
}
