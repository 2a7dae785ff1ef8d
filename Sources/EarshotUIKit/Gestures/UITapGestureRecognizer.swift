/// Recognizes taps (UIKit's `UITapGestureRecognizer`): a discrete gesture, recognized when the
/// required number of fingers lift after the required number of taps. VoiceOver's double tap
/// sends one single-finger tap, so it reaches a recognizer that requires one tap and one touch.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps the gesture takes (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (1 by default).
    open var numberOfTouchesRequired = 1

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        let fingers = event.allTouches?.count ?? touches.count
        state = touch.tapCount == numberOfTapsRequired && fingers == numberOfTouchesRequired ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Whether a control's own tap takes precedence over this recognizer on a view above it.
    var overlapsControlTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}
