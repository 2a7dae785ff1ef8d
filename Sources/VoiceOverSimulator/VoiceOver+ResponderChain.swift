import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// The direction of a three-finger swipe (the fingers' movement, not the content's).
    public enum SwipeDirection: Sendable, Hashable, CaseIterable {
        case up, down, left, right

        /// What VoiceOver asks the app to scroll (docs/voiceover-behaviour.md §5 (Gestures) [U]): swiping up shows the next page
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
    /// the responder chain (`AppConnection.performEscape`) until one returns true. Unhandled: a
    /// boundary sound [U: our choice of earcon]. Returns what VoiceOver said afterwards (the app, or
    /// UIKit's controllers, usually post a screen change).
    @discardableResult
    public func twoFingerScrub() -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            if app.performEscape(from: focusedObject) {
                refresh()
                return
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
            if app.performMagicTap(from: focusedObject) {
                refresh()
                return
            }
            events.append(.systemAction("playPause"))
        }
    }

    /// Magic Tap (two-finger double tap).
    @discardableResult
    public func magicTap() -> String? { twoFingerDoubleTap() }

    /// Three-finger swipe: `accessibilityScroll(_:)` (direction per `SwipeDirection.scrollDirection`)
    /// on the focused element, then up the view hierarchy (`AppConnection.scroll`) until one
    /// returns true; a scroll sound plays and the status the app posts (`.pageScrolled`) is
    /// spoken. Nothing scrolled: a boundary sound, nil. The cursor stays on its element while that
    /// element is still on screen [U: docs/voiceover-behaviour.md is silent on this; its §8 (Focus) applies when it is gone].
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
            if let scrollView,
                scrollView.contentSize.height > scrollView.bounds.height || scrollView.contentSize.width > scrollView.bounds.width
            {
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
        if app.scroll(direction, from: object) {
            play(sound)
            refresh()
            return true
        }
        if let failureSound { play(failureSound) }
        return false
    }
}
