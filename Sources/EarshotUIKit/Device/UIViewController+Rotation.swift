extension UIViewController {
    /// UIKit's default mask: all orientations but upside down on iPhone, all on iPad.
    package var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// What `viewWillTransition(to:with:)` does by default: tells the children and the presented
    /// controller, with the same size (full-screen containers give their children the whole
    /// window, as UIKit's `size(forChildContentContainer:withParentContainerSize:)` does by default).
    package func forwardTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The controller whose orientations decide a rotation: the last one presented over this one
    /// (a presented full-screen controller decides, as in UIKit), else this one.
    /// - Complexity: O(p), p the presented controllers; a cycle of presentations stops the walk.
    package var orientationDecidingController: UIViewController {
        var controller = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let presented = controller.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
            controller = presented
        }
        return controller
    }
}
