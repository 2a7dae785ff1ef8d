extension UIView {
    /// `object` itself when it is a view, else the first view up its chain of accessibility
    /// containers: the view a `UIAccessibilityElement` is drawn in, whose window it belongs to.
    /// Nil when the chain ends without a view. The one climb for everyone who needs it (frames,
    /// notification routing, VoiceOver, the auditor).
    /// - Complexity: O(d), d the containers climbed; a chain that loops back is climbed once.
    package static func nearest(to object: AnyObject?) -> UIView? {
        // Most objects asked about are views: answered before a set of visited objects is made.
        if let view = object as? UIView { return view }
        var current = object
        var seen: Set<ObjectIdentifier> = []
        while let candidate = current, seen.insert(ObjectIdentifier(candidate)).inserted {
            if let view = candidate as? UIView { return view }
            current = (candidate as? NSObject)?.accessibilityContainer
        }
        return nil
    }
}
