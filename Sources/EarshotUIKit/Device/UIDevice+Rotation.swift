/// An assistive technology that reacts to the interface of the window it reads turning: VoiceOver
/// resets its cursor, as the View Controller Programming Guide for iOS says ("Accessibility from
/// the View Controller's Perspective": a device rotation triggers a layout change, which resets
/// the position of the VoiceOver cursor).
@MainActor
package protocol InterfaceRotationObserving: AnyObject {
    /// `window`'s interface turned and was laid out again.
    func interfaceDidRotate(in window: UIWindow)
}

extension UIDevice {
    /// Turns the device to `orientation`, as the person holding it does (Earshot's: app code cannot
    /// turn an iPhone). The device's `orientation` follows (with `orientationDidChangeNotification`
    /// while notifications are generated); the interface of its windows turns when the new
    /// position is upright or on its side and the shown view controller supports it
    /// (`supportedInterfaceOrientations`): flat (`.faceUp`, `.faceDown`) and `.unknown` positions
    /// and unsupported orientations leave the interface as it is, as in UIKit.
    ///
    /// Turning the interface, in each window, in UIKit's order: `viewWillTransition(to:with:)` from
    /// the root view controller down (the defaults forward it); the window's bounds swap width and
    /// height and the full-screen views follow; the traits change (size classes,
    /// `traitCollectionDidChange(_:)`); every view is laid out again; the coordinator's alongside
    /// blocks, then its completion blocks, run; UIKit posts `.layoutChanged`, and the assistive
    /// technologies on the window are told (VoiceOver resets its cursor).
    /// - Complexity: O(n) in the windows' views.
    public func rotate(to orientation: UIDeviceOrientation) {
        deliveringChange("Rotating to \(orientation)") { turn(to: orientation) }
    }

    private func turn(to orientation: UIDeviceOrientation) {
        guard orientation != physicalOrientation else { return }
        setPhysicalOrientation(orientation)
        if isGeneratingDeviceOrientationNotifications {
            performAsApp(of: windows.first) {
                NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
            }
        }
        guard let target = UIInterfaceOrientation(deviceOrientation: orientation), target != interfaceOrientation else { return }
        let windows = self.windows
        for window in windows {
            let mask =
                window.rootViewController?.orientationDecidingController.supportedInterfaceOrientations
                ?? (userInterfaceIdiom == .pad ? .all : .allButUpsideDown)
            if mask.isEmpty {
                Self.log(
                    "supportedInterfaceOrientations is empty; UIKit requires at least one orientation. The interface stays \(interfaceOrientation)."
                )
                return
            }
            guard mask.allows(target) else { return }
            // iPhones with Face ID never turn the interface upside down, whatever the app allows.
            let size = window.bounds.size
            if target == .portraitUpsideDown, userInterfaceIdiom == .phone, max(size.width, size.height) >= 812 { return }
        }
        interfaceOrientation = target
        for window in windows { turnInterface(of: window, to: target) }
    }

    /// Turns `window`'s interface to `orientation` (see `rotate(to:)`).
    private func turnInterface(of window: UIWindow, to orientation: UIInterfaceOrientation) {
        let previousTraits = traits(of: window)
        let size = window.bounds.size
        let long = max(size.width, size.height)
        let short = min(size.width, size.height)
        let newSize = orientation.isLandscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
        let coordinator = RotationTransitionCoordinator()
        performAsApp(of: window) {
            window.rootViewController?.viewWillTransition(to: newSize, with: coordinator)
            window.frame = CGRect(origin: window.frame.origin, size: newSize)
            resizeFullScreenViews(of: window)
            deliverTraitChanges(in: window, from: previousTraits)
            layOutAgain(window)
            coordinator.runAlongsideAnimations()
            coordinator.runCompletions()
            window.postAccessibilityNotification(.layoutChanged, argument: nil)
            let readers = AssistiveTechnologyRegistry.listeners(window: window, application: nil).filter { $0.window === window }
            for reader in readers {
                (reader.technology as? InterfaceRotationObserving)?.interfaceDidRotate(in: window)
            }
        }
    }

    /// The root view controller's view and each presented controller's container and view fill
    /// the window, as UIKit keeps them.
    /// - Complexity: O(p), p the presented controllers.
    private func resizeFullScreenViews(of window: UIWindow) {
        guard let root = window.rootViewController else { return }
        if let view = root.viewIfLoaded, view.superview === window { view.frame = window.bounds }
        var controller = root
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let presented = controller.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
            if let container = controller.presentedContainerView {
                container.frame = window.bounds
                presented.viewIfLoaded?.frame = container.bounds
            }
            controller = presented
        }
    }
}
