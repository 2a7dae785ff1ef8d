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
}
