/// The first-responder bookkeeping UIKit's editable views share (`UITextField`, `UITextView`):
/// a view is first responder when its window names it, and taking or giving up that place
/// follows one order of checks. Each view wraps these with its own delegate and control events.
extension UIView {
    /// Whether the window this view is in names it as first responder.
    package var isItsWindowsFirstResponder: Bool {
        guard let window else { return false }
        return window.firstResponder === self
    }

    /// Makes this view its window's first responder. False when it is not in a window or
    /// `canBecomeFirstResponder` is false; true at once when it already is first responder.
    /// Otherwise asks `shouldBegin`, has the current first responder resign (false when either
    /// refuses), takes its place and runs `didBegin`.
    package func takeFirstResponder(shouldBegin: () -> Bool = { true }, didBegin: () -> Void = {}) -> Bool {
        guard let window, canBecomeFirstResponder else { return false }
        if window.firstResponder === self { return true }
        if !shouldBegin() { return false }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        didBegin()
        return true
    }

    /// Gives up first-responder status: true at once when this view is not first responder;
    /// otherwise asks `shouldEnd` (false when it refuses), clears the window's first responder
    /// and runs `didEnd`.
    package func giveUpFirstResponder(shouldEnd: () -> Bool = { true }, didEnd: () -> Void = {}) -> Bool {
        guard let window, window.firstResponder === self else { return true }
        if !shouldEnd() { return false }
        window.firstResponder = nil
        didEnd()
        return true
    }
}
