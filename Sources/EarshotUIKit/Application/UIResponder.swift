/// An object in the responder chain (UIKit's `UIResponder`): view → superview … → view
/// controller → window → application → application delegate. VoiceOver walks this chain for
/// Escape, Magic Tap and scrolling, and touches travel it when a view does not handle them.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder up the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder (text fields say true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder; false when it cannot.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// A touch began; the default passes it up the chain, as UIKit does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A touch ended; the default passes it up the chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// A touch was cancelled; the default passes it up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A touch moved; the default passes it up the chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
}

/// One finger on the screen (UIKit's `UITouch`), as VoiceOver synthesizes it for a double tap.
@preconcurrency @MainActor
public final class UITouch: Foundation.NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The view the touch was delivered to (the hit-test result).
    public let view: UIView?
    /// The window the touch happened in.
    public let window: UIWindow?
    /// The current phase.
    public internal(set) var phase: Phase { didSet { UIKitChanges.note() } }
    /// How many taps in quick succession (1 for a synthesized tap).
    public let tapCount: Int
    private let locationInWindow: CGPoint

    public init(locationInWindow: CGPoint, view: UIView?, window: UIWindow?, phase: Phase, tapCount: Int = 1) {
        self.locationInWindow = locationInWindow
        self.view = view
        self.window = window
        self.phase = phase
        self.tapCount = tapCount
        super.init()
    }

    /// The touch's position in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}

/// The event a set of touches belongs to (UIKit's `UIEvent`).
@preconcurrency @MainActor
public final class UIEvent: Foundation.NSObject {
    /// The touches of the event.
    public let allTouches: Set<UITouch>?

    public init(touches: Set<UITouch>) {
        self.allTouches = touches
        super.init()
    }
}
