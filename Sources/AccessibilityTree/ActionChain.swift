import EarshotUIKit

/// Where an assistive technology's actions look for an object that handles them, shared by
/// VoiceOver and Switch Control so both escape, magic-tap and scroll through the same objects
/// (Escape: "if you are using a standard `UINavigationController` you get this behaviour for free",
/// Developing Accessible iOS Apps, chapter 6, listing 6-19).
@MainActor
public enum ActionChain {
    /// Where Escape and Magic Tap look, in order: the element; for a `UIAccessibilityElement`, its
    /// chain of accessibility containers up to a view; then that view's responder chain (view →
    /// superview … → view controller → … → window → application → delegate). With no element it
    /// starts at the window. Each object appears once; a delegate that is not a responder comes
    /// last.
    /// - Complexity: O(d), d the length of the chain.
    public static func responders(from object: NSObject?, window: UIWindow, application: UIApplication) -> [NSObject] {
        var chain = objectChain(from: object, window: window, startingAt: { $0 }, next: { $0.next })
        if !chain.contains(application) {
            chain.add(application)
            if let delegate = application.delegate as? UIResponder { chain.add(delegate) }
        }
        if let delegate = application.delegate as? NSObject { chain.add(delegate) }
        return chain.objects
    }

    /// Where a scroll looks, in order: the element, its accessibility containers up to a view,
    /// then that view and its superviews up to the window.
    /// - Complexity: O(d).
    public static func views(from object: NSObject?, window: UIWindow) -> [NSObject] {
        objectChain(from: object, window: window, startingAt: { $0 as? UIView }, next: { ($0 as? UIView)?.superview }).objects
    }

    /// The walk both chains share: `object` and its accessibility containers up to a responder,
    /// then from that responder (or the window, when `startingAt` gives nil) up by `next`. An
    /// object seen before ends the walk, so a responder cycle cannot loop.
    /// - Complexity: O(d), d the length of the chain.
    private static func objectChain(
        from object: NSObject?, window: UIWindow, startingAt start: (UIResponder) -> UIResponder?,
        next: (UIResponder) -> UIResponder?
    ) -> ObjectChain {
        var chain = ObjectChain()
        let first = elementsThenFirstView(from: object) { chain.add($0) }
        var responder: UIResponder? = first.flatMap(start) ?? window
        while let current = responder, chain.add(current) {
            responder = next(current)
        }
        return chain
    }

    /// Adds `object` and its accessibility containers that are not responders, and returns the
    /// first responder found up that chain (nil when there is none).
    private static func elementsThenFirstView(from object: NSObject?, adding add: (NSObject) -> Bool) -> UIResponder? {
        var current: AnyObject? = object
        while let candidate = current {
            if let responder = candidate as? UIResponder { return responder }
            guard let accessible = candidate as? NSObject, add(accessible) else { return nil }
            current = accessible.accessibilityContainer
        }
        return nil
    }
}

/// Objects in the order they were added, each at most once.
private struct ObjectChain {
    private(set) var objects: [NSObject] = []
    private var seen: Set<ObjectIdentifier> = []

    func contains(_ object: NSObject) -> Bool { seen.contains(ObjectIdentifier(object)) }

    /// Appends `object` unless it is already in the chain; false when it was.
    @discardableResult
    mutating func add(_ object: NSObject) -> Bool {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return false }
        objects.append(object)
        return true
    }
}
