import Foundation

/// Notification observers removed when their owner goes.
final class NotificationObservers: @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: [any NSObjectProtocol] = []

    /// Calls `body` on every post of `name`, on the posting thread.
    func observe(_ name: Notification.Name, _ body: @escaping @Sendable () -> Void) {
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in body() }
        lock.withLock { tokens.append(token) }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
