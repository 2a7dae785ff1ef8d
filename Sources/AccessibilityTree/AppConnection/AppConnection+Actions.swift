import EarshotUIKit

extension AppConnection {
    /// Activates an element as iOS does: `accessibilityActivate()`, and when that returns false
    /// (UIKit's default), a tap at its activation point through hit testing, so a control there
    /// gets its touch-up-inside action.
    package func activate(_ node: AccessibilityNode) {
        let object = node.object
        let handled = callApp("accessibilityActivate", on: object) { object.accessibilityActivate() }
        if !handled { tap(at: node.activationPoint) }
    }

    /// Sends a one-finger tap at `point` (screen coordinates) through the app's hit testing, and
    /// records where it landed.
    @discardableResult
    package func tap(at point: CGPoint) -> UIView? {
        let offset = window.screenOffset
        let local = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        let hit = callApp(nil, on: nil) { application.sendTap(at: local, in: window) }
        recorder?.tapSent(at: point, hitting: hit)
        return hit
    }

    /// Asks `object`, then the views above it (`ActionChain.views`), to scroll; true when one did.
    /// - Complexity: O(d), d the depth of `object`.
    package func scroll(_ direction: UIAccessibilityScrollDirection, from object: NSObject?) -> Bool {
        for candidate in ActionChain.views(from: object, window: window) {
            if callApp("accessibilityScroll(.\(direction))", on: candidate, { candidate.accessibilityScroll(direction) }) {
                return true
            }
        }
        return false
    }

    /// Escape: `accessibilityPerformEscape()` from `object` up the responder chain
    /// (`ActionChain.responders`) until one returns true; false when none handled it.
    /// - Complexity: O(d).
    package func performEscape(from object: NSObject?) -> Bool {
        for candidate in ActionChain.responders(from: object, window: window, application: application) {
            if callApp("accessibilityPerformEscape", on: candidate, { candidate.accessibilityPerformEscape() }) { return true }
        }
        return false
    }

    /// Magic Tap: `accessibilityPerformMagicTap()` from `object` up the responder chain to the
    /// application and its delegate; false when none handled it.
    /// - Complexity: O(d).
    package func performMagicTap(from object: NSObject?) -> Bool {
        for candidate in ActionChain.responders(from: object, window: window, application: application) {
            if callApp("accessibilityPerformMagicTap", on: candidate, { candidate.accessibilityPerformMagicTap() }) { return true }
        }
        return false
    }
}
