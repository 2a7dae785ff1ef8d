import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)`, typed: `selector` is a method
/// reference (`ViewController.keyboardWillShow(_:)`), what `earshot port` writes for
/// `#selector(keyboardWillShow(_:))` (docs/port.md). Built on Foundation's block form, which Swift
/// on Linux has. As on iOS 9 and later, the center holds the observer weakly: once it is gone
/// nothing is called, and `removeObserver(observer)` stops delivery at once.
extension NotificationCenter {
    /// Calls `selector` on `observer` for each `name` notification (any name when nil) posted by
    /// `object` (any sender when nil). Delivered on the posting thread, as the selector form is;
    /// the method runs on the main actor, so post on it, as Earshot's app code does.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> @MainActor (Notification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        addTypedObserver(observer, name: name, object: object) { observer, notification in selector(observer)(notification) }
    }

    /// The same, for a method taking `NSNotification` (or `NSNotification?`), as many UIKit apps
    /// declare it: it receives the notification as an `NSNotification`.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> @MainActor (NSNotification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        addTypedObserver(observer, name: name, object: object) { observer, notification in
            selector(observer)(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo))
        }
    }

    /// The same, for a method taking nothing.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> @MainActor () -> Void, name: Notification.Name?, object: Any?
    ) {
        addTypedObserver(observer, name: name, object: object) { observer, _ in selector(observer)() }
    }

    /// Registers `deliver` through Foundation's block form, with `observer` held weakly.
    private func addTypedObserver<Observer: AnyObject>(
        _ observer: Observer, name: Notification.Name?, object: Any?, deliver: @escaping @MainActor (Observer, Notification) -> Void
    ) {
        let target = TypedObserverTarget(observer, deliver)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            // `assumeIsolated` runs the closure at once on this thread: the notification is not
            // shared with any other.
            nonisolated(unsafe) let posted = notification
            MainActor.assumeIsolated { target.deliver(posted) }
        }
        TypedObserverRegistry.shared.add(token, for: observer, name: name, object: object as AnyObject?)
        target.onGone = { [weak self] in self?.removeObserver(token as Any) }
    }

    /// Removes every registration of `observer`: its typed ones, and Foundation's for it.
    public func removeObserver(_ observer: AnyObject) {
        for token in TypedObserverRegistry.shared.remove(observer, name: nil, object: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (all when nil) from `object` (all when nil).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in TypedObserverRegistry.shared.remove(observer, name: name, object: object as AnyObject?) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// One typed registration: the observer, held weakly, and its method.
private final class TypedObserverTarget<Observer: AnyObject>: @unchecked Sendable {
    // Unchecked: `observer` and `onGone` are read and written on the main actor alone
    // (`deliver` runs inside `MainActor.assumeIsolated`, registration on the caller's actor
    // before any delivery can see it).
    private weak var observer: Observer?
    private let method: @MainActor (Observer, Notification) -> Void
    var onGone: (() -> Void)?

    init(_ observer: Observer, _ method: @escaping @MainActor (Observer, Notification) -> Void) {
        self.observer = observer
        self.method = method
    }

    @MainActor func deliver(_ notification: Notification) {
        guard let observer else {
            onGone?()
            onGone = nil
            return
        }
        method(observer, notification)
    }
}

/// The block tokens of typed registrations, by observer, so `removeObserver(observer)` finds them.
private final class TypedObserverRegistry: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    static let shared = TypedObserverRegistry()

    private struct Entry {
        weak var observer: AnyObject?
        let token: NSObjectProtocol
        let name: Notification.Name?
        weak var object: AnyObject?
        let hasObject: Bool
    }
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, for observer: AnyObject, name: Notification.Name?, object: AnyObject?) {
        lock.withLock {
            // Entries of observers that are gone can never be asked for again.
            entries.removeAll { $0.observer == nil }
            entries.append(Entry(observer: observer, token: token, name: name, object: object, hasObject: object != nil))
        }
    }

    /// Removes and returns the tokens of `observer` matching `name` and `object` (nil: any).
    func remove(_ observer: AnyObject, name: Notification.Name?, object: AnyObject?) -> [NSObjectProtocol] {
        lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { entry in
                let matches =
                    entry.observer === observer && (name == nil || entry.name == name)
                    && (object == nil || (entry.hasObject && entry.object === object))
                if matches { removed.append(entry.token) }
                return matches
            }
            return removed
        }
    }
}
