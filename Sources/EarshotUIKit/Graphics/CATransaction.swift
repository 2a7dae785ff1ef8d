/// Groups changes to layers (Core Animation's `CATransaction`). Layer changes apply at once in
/// Earshot, as every animation reaches its end when it starts (docs/uikit.md, "Animations"), so a
/// transaction's settings are kept for readers and its completion block runs when the outermost
/// transaction commits: on iOS it runs once the transaction's animations have finished, which here
/// is then.
@preconcurrency @MainActor
public enum CATransaction {
    /// One open transaction's settings.
    private struct Settings {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completionBlock: (() -> Void)?
    }

    /// The open transactions, innermost last; the implicit one when none is open.
    private static var open: [Settings] = []
    private static var implicit = Settings()

    private static var current: Settings {
        get { open.last ?? implicit }
        set {
            if open.isEmpty { implicit = newValue } else { open[open.count - 1] = newValue }
        }
    }

    /// Opens a transaction inside the current one.
    public static func begin() {
        open.append(Settings())
    }

    /// Closes the innermost transaction; closing the outermost runs the completion blocks set in
    /// it and in those it held, in the order they closed. A commit with none open is logged and
    /// does nothing, as Core Animation warns of it.
    public static func commit() {
        guard let closed = open.popLast() else {
            UIDevice.log("CATransaction.commit: no transaction is open (CATransaction.begin was not called); nothing was committed.")
            return
        }
        pendingBlocks.append(contentsOf: closed.completionBlock.map { [$0] } ?? [])
        if open.isEmpty {
            let blocks = pendingBlocks
            pendingBlocks = []
            for block in blocks { block() }
        }
    }
    /// Completion blocks of inner transactions, run when the outermost commits.
    private static var pendingBlocks: [() -> Void] = []

    /// Whether the layer changes in the transaction skip their implicit animations.
    public static func disableActions() -> Bool { current.disableActions }
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The duration the transaction's implicit animations take (0.25 s unless set).
    public static func animationDuration() -> CFTimeInterval { current.animationDuration }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { current.animationDuration = duration }

    /// The pacing of the transaction's implicit animations (nil: Core Animation's default).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    /// The block run when the transaction's animations end. Outside an explicit transaction it runs
    /// at once, as nothing is left to animate.
    public static func completionBlock() -> (() -> Void)? { current.completionBlock }
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        if open.isEmpty {
            block?()
            return
        }
        current.completionBlock = block
    }
}
