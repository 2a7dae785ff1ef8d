/// Recognizes a finger dragged across the view (UIKit's `UIPanGestureRecognizer`): a continuous
/// gesture that begins once the touch has moved 10 points, reports each move, and ends when the
/// finger lifts. A touch that lifts where it went down is no pan, so the recognizer fails and the
/// view (or a tap recognizer) gets the touch: VoiceOver's double tap and Switch Control's tap,
/// which do not move, never pan, as on iOS.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that may pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan (no limit by default).
    open var maximumNumberOfTouches = Int.max

    /// How far a touch moves before the pan begins, in points.
    private static let hysteresis: CGFloat = 10
    private var start: CGPoint?
    private var current: CGPoint?
    private var translationOffset = CGPoint.zero

    /// How far the finger has moved since the pan began (plus what `setTranslation` set), in
    /// `view`'s coordinates (the recognizer's view's when nil); zero when not panning.
    open func translation(in view: UIView?) -> CGPoint {
        guard state == .began || state == .changed || state == .ended, let start, let current else { return .zero }
        return CGPoint(x: current.x - start.x + translationOffset.x, y: current.y - start.y + translationOffset.y)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let start, let current else { return }
        translationOffset = CGPoint(x: translation.x - (current.x - start.x), y: translation.y - (current.y - start.y))
    }

    /// The finger's speed in points per second; zero, as the touches Earshot delivers carry no time
    /// between moves.
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let fingers = event.allTouches?.count ?? touches.count
        guard fingers >= minimumNumberOfTouches, fingers <= maximumNumberOfTouches else {
            state = .failed
            return
        }
        start = touch.location(in: self.view)
        current = start
        translationOffset = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start, state == .possible || state == .began || state == .changed else { return }
        let point = touch.location(in: self.view)
        current = point
        switch state {
        case .possible:
            if hypot(point.x - start.x, point.y - start.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }
}
