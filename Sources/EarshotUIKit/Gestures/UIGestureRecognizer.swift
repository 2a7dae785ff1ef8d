/// Turns touches on a view into one action (UIKit's `UIGestureRecognizer`): the base class of
/// `UITapGestureRecognizer`. Attached with `UIView.addGestureRecognizer(_:)`, it sees the touches
/// of its view and the views inside it; when it recognizes, it calls its targets' methods (held
/// weakly, as UIKit holds them). VoiceOver's double tap and Switch Control's tap reach it through
/// the tap they send at the element's activation point (docs/voiceover-behaviour.md on
/// activation). A subclass recognizes by setting `state` in its touch methods, as UIKit's do.
@preconcurrency @MainActor
open class UIGestureRecognizer: Foundation.NSObject {
    /// Where a recognizer is in recognizing (UIKit's raw values).
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture (a tap) recognized: the same value as `.ended`.
        public static let recognized = State.ended
    }

    /// The recognizer's state; touch delivery resets it to `.possible` after each touch sequence.
    open var state: State = .possible
    /// Whether the recognizer receives touches.
    open var isEnabled = true
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the view gets `touchesCancelled` instead of `touchesEnded` when the gesture is
    /// recognized (true by default, as in UIKit).
    open var cancelsTouchesInView = true
    /// Whether the view gets touches only once the gesture has failed (false by default).
    open var delaysTouchesBegan = false
    /// Whether the view gets touch ends only once the gesture has failed (true by default).
    open var delaysTouchesEnded = true
    /// Decides whether the recognizer begins, receives a touch, or recognizes with another.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?

    /// The methods to call, each with its target held weakly.
    private var targets: [(target: WeakTarget, action: (AnyObject, UIGestureRecognizer) -> Void)] = []
    /// The touches of the sequence being recognized.
    package private(set) var trackedTouches: [UITouch] = []

    /// A recognizer without a target; add one with `addTarget(_:action:)`.
    public required override init() {
        super.init()
    }

    /// Calls every live target's method (a recognizer whose target is gone calls nothing).
    package func sendActions() {
        for (target, action) in targets {
            if let object = target.object { action(object, self) }
        }
    }

    package func appendTarget(_ target: AnyObject, _ action: @escaping (AnyObject, UIGestureRecognizer) -> Void) {
        targets.append((WeakTarget(target), action))
    }

    /// Stops calling `target`'s methods (every target's when nil). A typed method reference cannot
    /// be compared with another, so `action` can only be nil.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        targets.removeAll { target == nil || $0.target.object === target || $0.target.object == nil }
    }

    // MARK: Touches

    /// The number of touches in the sequence.
    open var numberOfTouches: Int { trackedTouches.isEmpty ? 0 : 1 }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        trackedTouches.last?.location(in: view) ?? .zero
    }

    /// Touches began in the recognizer's view or a view inside it.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended; a discrete recognizer sets `state = .ended` here when it recognizes.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Returns the recognizer to `.possible` after a touch sequence.
    open func reset() {}

    package func track(_ touches: Set<UITouch>) { trackedTouches.append(contentsOf: touches) }

    package func finishSequence() {
        state = .possible
        trackedTouches = []
        reset()
    }
}
