extension UIView: UITraitEnvironment {
    /// The window's traits (its device's, `UIDevice.traits(of:)`) with the overrides of the view
    /// controllers above this view applied top-down. Out of a window, a tree whose root is the
    /// view of a child (or presented) controller has that controller's predicted traits, its
    /// parent's; any other view in no window has the device's traits without size classes.
    /// - Complexity: O(d), d the view's depth (plus the controllers' depth out of a window).
    package var inheritedTraitCollection: UITraitCollection {
        var overrides: [UITraitCollection] = []
        var current: UIView? = self
        var window: UIWindow?
        var predicting: UIViewController?
        while let view = current {
            if let found = view as? UIWindow {
                window = found
            } else if view.superview == nil, let controller = view.owningViewController,
                controller.parent != nil || controller.presentingViewController != nil
            {
                // Its traits include its own override; it does not ask this view back, for its
                // view is in no window and a controller is above it.
                predicting = controller
                break
            }
            if let override = view.owningViewController?.traitOverrideFromParent { overrides.append(override) }
            if window != nil { break }
            current = view.superview
        }
        var traits = window.map { $0.device.traits(of: $0) } ?? predicting?.traitCollection ?? UIDevice.current.detachedTraits
        for override in overrides.reversed() { traits = traits.overridden(by: override) }
        return traits
    }
}
