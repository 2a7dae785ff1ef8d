import EarshotUIKit

/// SwiftUI's `AnimationCompletionCriteria`: when an animation counts as finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let isRemoval: Bool

    /// The animation has reached its end logically, though a spring may still be settling.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)
    /// The animation has finished entirely and is removed.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}

extension Animation {
    /// Seconds from its start until the animation logically completes: its delay, then its
    /// duration over its speed for each time it plays; nil when it repeats for ever. A spring's
    /// duration is its perceptual one (its `response`, or `2π√(mass/stiffness)`) [U: Apple documents
    /// that a spring completes logically before it settles, not when]. `default` is the spring of
    /// response 0.55 (Apple's documentation of `Animation.default`).
    var logicalDuration: Double? {
        guard let repeatCount else { return nil }
        let once: Double
        switch curve {
        case .default: once = 0.55
        case .linear(let duration), .easeIn(let duration), .easeOut(let duration), .easeInOut(let duration): once = duration
        case .timingCurve(_, _, _, _, let duration): once = duration
        case .spring(let response, _, _): once = response
        case .springDuration(let duration, _, _): once = duration
        case .interpolatingSpring(let mass, let stiffness, _, _): once = 2 * Double.pi * (mass / stiffness).squareRoot()
        case .smooth(let duration, _), .snappy(let duration, _), .bouncy(let duration, _): once = duration
        }
        return delay + once / max(speed, .leastNonzeroMagnitude) * Double(max(repeatCount, 1))
    }
}

extension Transaction {
    /// Adds `completion`, to run once when the animation of the changes made with this transaction
    /// completes: on the app clock after the animation's logical duration, at once when there is
    /// no animation (Apple's documentation of `addAnimationCompletion(criteria:_:)`: "always fired
    /// exactly one time"; with no animation, "immediately after body"). The changes themselves
    /// are shown at once (docs/swiftui.md, "Lifecycle and time").
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(completion)
    }

    /// Runs or schedules the completions added, for changes `body` made with this transaction.
    func finishAnimations() {
        guard !completions.isEmpty else { return }
        // Handed to the main actor's clock (Transaction's declaration says why that is safe).
        nonisolated(unsafe) let completions = completions
        guard let animation, !disablesAnimations else {
            completions.forEach { $0() }
            return
        }
        // A repeating animation never completes; its completion runs when it is removed, which
        // here is never.
        guard let seconds = animation.logicalDuration else { return }
        let scheduled = AppClock.scheduleFromAnyContext(
            after: .milliseconds(Int64((seconds * 1000).rounded())), site: "withAnimation completion"
        ) {
            completions.forEach { $0() }
        }
        if !scheduled { completions.forEach { $0() } }
    }
}

/// Runs `body` with `animation` and then `completion` once the animation completes: on the app
/// clock after the animation's logical duration (`Transaction.addAnimationCompletion`). The
/// changes are shown at once, as VoiceOver reads them on iOS (docs/swiftui.md, "Lifecycle and
/// time").
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction`: its changes are shown at once, and the transaction's
/// animation completions then run or are scheduled (Apple's documentation of
/// `withTransaction(_:_:)`).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    transaction.finishAnimations()
    return result
}

/// Runs `body` with a transaction whose `keyPath` is `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
