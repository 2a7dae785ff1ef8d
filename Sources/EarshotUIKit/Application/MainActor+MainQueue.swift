import Dispatch

extension MainActor {
    /// Whether the code runs on the main dispatch queue, which runs the main actor's jobs. On
    /// Linux, Foundation's `Thread.isMainThread` names the thread that first used Foundation,
    /// which under a parallel test runner need not be the main one (Swift Testing runs `@MainActor`
    /// tests where it is false); the queue's own mark does not depend on that.
    package static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// The mark set on the main queue the first time it is asked for.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
