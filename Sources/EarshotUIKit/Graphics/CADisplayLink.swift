/// A timer that calls its target once per screen refresh (Core Animation's `CADisplayLink`), at
/// the 60 Hz of the iPhone Earshot stands for. Added to a run loop (`add(to:forMode:)`) it fires
/// when that run loop runs, as a Foundation `Timer` scheduled there does; nothing runs it between
/// a test's steps unless the test runs the run loop. It holds its target strongly until it is
/// invalidated, as Core Animation's does.
///
/// `#selector` has no meaning without the Objective-C runtime: the target's method is passed
/// itself, `CADisplayLink(target: self, selector: Animator.step(_:))` (`earshot port` writes it so,
/// docs/port.md). Main-actor isolated here, as the rest of UIKit's model is.
@preconcurrency @MainActor
open class CADisplayLink {
    /// The refresh interval of the iPhone's display.
    private static let refreshInterval: CFTimeInterval = 1.0 / 60

    /// Calls the target's method; nil once invalidated, which lets the target go.
    private var fire: ((CADisplayLink) -> Void)?
    private var timer: Timer?
    /// When the frame being shown was shown (`CACurrentMediaTime()`), set before each call.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether the calls are suspended.
    open var isPaused = false
    /// The frame rate the app asks for (0: the display's own).
    open var preferredFramesPerSecond = 0

    /// Calls `selector`'s method on `target`, with the display link, at each refresh.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        fire = { link in selector(target)(link) }
    }

    /// Calls `selector`'s method, taking nothing, on `target` at each refresh.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        fire = { _ in selector(target)() }
    }

    /// The time between two calls: the display's refresh interval, or the interval of the frame
    /// rate the app asked for when that is slower.
    open var duration: CFTimeInterval {
        guard preferredFramesPerSecond > 0 else { return Self.refreshInterval }
        return max(Self.refreshInterval, 1 / CFTimeInterval(preferredFramesPerSecond))
    }

    /// Starts the calls on `runloop` in `mode` (a link is in one run loop at a time here).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timer?.invalidate()
        let timer = Timer(timeInterval: duration, repeats: true) { _ in
            // The run loop holds the link until it is invalidated, as on iOS.
            MainActor.assumeIsolated { self.step() }
        }
        runloop.add(timer, forMode: mode)
        self.timer = timer
    }

    /// Stops the calls on `runloop`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timer?.invalidate()
        timer = nil
    }

    /// Stops the calls for good and lets the target go.
    open func invalidate() {
        timer?.invalidate()
        timer = nil
        fire = nil
    }

    private func step() {
        guard !isPaused, let fire else { return }
        timestamp = CACurrentMediaTime()
        targetTimestamp = timestamp + duration
        fire(self)
    }
}
