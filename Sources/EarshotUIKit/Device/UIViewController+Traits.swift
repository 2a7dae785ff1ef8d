extension UIViewController: UITraitEnvironment {
    /// The view's traits when it is in a window; else the parent's (or presenting controller's)
    /// with this controller's override, as UIKit predicts the traits of a child whose view is not
    /// on screen yet (so `viewDidLoad` of a pushed controller sees the navigation controller's
    /// size classes); else the loaded view's; else the device's.
    /// - Complexity: O(d), d the depth of the view or of the controller.
    package var inheritedTraitCollection: UITraitCollection {
        if let view = viewIfLoaded, view.window != nil { return view.traitCollection }
        if let above = parent ?? presentingViewController { return above.traitCollection.overridden(by: traitOverrideFromParent) }
        if let view = viewIfLoaded { return view.traitCollection }
        return UIDevice.current.detachedTraits.overridden(by: traitOverrideFromParent)
    }

    /// Overrides traits of `childViewController` (and its views), as a container does to give a
    /// child other size classes. nil removes the override. The child and its views whose traits
    /// change are told at once (`traitCollectionDidChange(_:)`).
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else {
            UIDevice.log("setOverrideTraitCollection(_:forChild:) ignored: the controller is not a child of this one.")
            return
        }
        let old = childViewController.traitCollection
        childViewController.traitOverrideFromParent = collection
        guard let view = childViewController.viewIfLoaded else { return }
        UIDevice.deliverTraitChanges(from: view, old: old, new: childViewController.traitCollection)
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parent === self ? childViewController.traitOverrideFromParent : nil
    }
}
