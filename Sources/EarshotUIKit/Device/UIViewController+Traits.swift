extension UIViewController: UITraitEnvironment {
    /// The view's traits when it is loaded; else the parent's (or presenting controller's) with
    /// this controller's override; else the device's.
    /// - Complexity: O(d), d the depth of the view or of the controller.
    package var inheritedTraitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let inherited = (parent ?? presentingViewController)?.traitCollection ?? UIDevice.current.detachedTraits
        return inherited.overridden(by: traitOverrideFromParent)
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
