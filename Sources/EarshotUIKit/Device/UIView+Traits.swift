extension UIView: UITraitEnvironment {
    /// The window's traits (its device's, `UIDevice.traits(of:)`) with the overrides of the view
    /// controllers above this view applied top-down; a view in no window has the device's traits
    /// without size classes.
    /// - Complexity: O(d), d the view's depth.
    package var inheritedTraitCollection: UITraitCollection {
        var overrides: [UITraitCollection] = []
        var current: UIView? = self
        var window: UIWindow?
        while let view = current {
            if let override = view.owningViewController?.traitOverrideFromParent { overrides.append(override) }
            if let found = view as? UIWindow {
                window = found
                break
            }
            current = view.superview
        }
        var traits = window.map { $0.device.traits(of: $0) } ?? UIDevice.current.detachedTraits
        for override in overrides.reversed() { traits = traits.overridden(by: override) }
        return traits
    }
}
