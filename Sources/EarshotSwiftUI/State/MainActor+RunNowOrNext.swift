import Dispatch
import Foundation

extension MainActor {
    /// Runs `body` on the main actor: now when called on the main queue (where the main actor
    /// runs), else on its next turn. State that any thread may change (`@State`, observable
    /// models, published objects) reaches the render machinery, which is the main actor's,
    /// through this.
    static func runNowOrNext(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainQueue {
            MainActor.assumeIsolated { body() }
        } else {
            Task { @MainActor in body() }
        }
    }

    /// Whether the code runs on the main dispatch queue, which runs the main actor's jobs. On
    /// Linux, Foundation's `Thread.isMainThread` names the thread that first used Foundation,
    /// which under a parallel test runner need not be the main one; the queue's own mark does not
    /// depend on that.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// The mark set on the main queue the first time it is asked for.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
