import Foundation

/// What a key-value observer is sent with each change (Foundation's `NSKeyValueObservingOptions`,
/// which Foundation on Linux lacks; Apple's raw values).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value (`NSKeyValueChangeKey.newKey`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value (`NSKeyValueChangeKey.oldKey`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The observer is told once at once, when it registers, with the current value as new.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The observer is told before each change too, with `notificationIsPriorKey`.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of a key-value change dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an `NSKeyValueChange` raw value (`UInt`).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The changed indexes of a to-many relation; never sent here, where only values are observed.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (`.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The kind of a key-value change (Foundation's `NSKeyValueChange`): the values Earshot reports
/// are set, never inserted into or removed from a collection.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One registration of `addObserver(_:forKeyPath:options:context:)`. The observer is not
/// retained, as in Foundation.
@MainActor
final class KeyValueObserverEntry {
    weak var observer: NSObject?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?

    init(observer: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.keyPath = keyPath
        self.options = options
        self.context = context
    }
}

/// Key-value observing as Objective-C's runtime gives UIKit objects, for the key paths whose
/// setters report their changes: a scroll view's `contentOffset` and `contentSize`
/// (`UIScrollView.observedKeyPaths`). Swift on Linux has no runtime to observe any
/// property, so registering for another key path logs that Earshot never reports it, instead of
/// staying silent.
extension NSObject {
    /// Registers `observer` to be told (`observeValue(forKeyPath:of:change:context:)`) when
    /// `keyPath` of this object changes.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let view = self as? UIView, view.reportsChanges(ofKeyPath: keyPath) else {
            UICollectionView.log(
                "addObserver(_:forKeyPath:): Earshot reports changes only of UIScrollView's "
                    + UIScrollView.observedKeyPaths.sorted().joined(separator: ", ")
                    + "; \(type(of: self)).\(keyPath) is never reported")
            return
        }
        let entry = KeyValueObserverEntry(observer: observer, keyPath: keyPath, options: options, context: context)
        view.keyValueObservers.append(entry)
        if options.contains(.initial), let value = view.observedValue(ofKeyPath: keyPath) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = value }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes the latest registration of `observer` for `keyPath`. Removing one never made logs
    /// the mistake (Foundation raises).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeKeyValueObserver(observer, keyPath: keyPath) { _ in true }
    }

    /// Removes the latest registration of `observer` for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeKeyValueObserver(observer, keyPath: keyPath) { $0.context == context }
    }

    private func removeKeyValueObserver(
        _ observer: NSObject, keyPath: String, matching: (KeyValueObserverEntry) -> Bool
    ) {
        guard let view = self as? UIView,
            let index = view.keyValueObservers.lastIndex(where: {
                $0.observer === observer && $0.keyPath == keyPath && matching($0)
            })
        else {
            UICollectionView.log(
                "removeObserver(_:forKeyPath:): \(type(of: observer)) is not registered to observe \(type(of: self)).\(keyPath)")
            return
        }
        view.keyValueObservers.remove(at: index)
    }
}

extension UIView {
    /// Whether a key path's changes are reported to observers on this view.
    func reportsChanges(ofKeyPath keyPath: String) -> Bool {
        self is UIScrollView && UIScrollView.observedKeyPaths.contains(keyPath)
    }

    /// The current value of an observed key path, boxed as the change dictionary carries it.
    func observedValue(ofKeyPath keyPath: String) -> Any? {
        guard let scrollView = self as? UIScrollView else { return nil }
        switch keyPath {
        case "contentOffset": return scrollView.contentOffset
        case "contentSize": return scrollView.contentSize
        default: return nil
        }
    }

    /// Whether anything observes `keyPath` here: a setter asks before it builds a change.
    func hasKeyValueObservers(of keyPath: String) -> Bool {
        keyValueObservers.contains { $0.keyPath == keyPath }
    }

    /// Tells the observers of `keyPath` that it is about to change (those that asked for
    /// `.prior`) or that it changed, in the order they registered. The list is copied first, as an
    /// observer may register or remove observers while it is told.
    func tellKeyValueObservers(of keyPath: String, old: Any, new: Any, prior: Bool) {
        let entries = keyValueObservers
        guard !entries.isEmpty else { return }
        for entry in entries where entry.keyPath == keyPath {
            guard let observer = entry.observer else { continue }
            if prior, !entry.options.contains(.prior) { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if entry.options.contains(.old) { change[.oldKey] = old }
            if prior {
                change[.notificationIsPriorKey] = true
            } else if entry.options.contains(.new) {
                change[.newKey] = new
            }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: entry.context)
        }
        keyValueObservers.removeAll { $0.observer == nil }
    }
}
