/// Where a controller's view is in UIKit's appearance cycle: the one record every appearance
/// change goes through (a window's root, a presentation, a container's swap of children, a custom
/// container's `beginAppearanceTransition(_:animated:)`), so the callbacks run once per change.
package enum AppearanceState: Equatable, Sendable {
    case disappeared
    case appearing(animated: Bool)
    case appeared
    case disappearing(animated: Bool)
}

extension UIViewController {
    /// Starts an appearance change: `viewWillAppear(_:)` when the view is off screen or leaving,
    /// `viewWillDisappear(_:)` when it is on screen or coming, then the same for the children it
    /// forwards to (`shouldAutomaticallyForwardAppearanceMethods`); nothing when it already goes that
    /// way, so a container that forwards twice does not call twice (Apple's documentation for
    /// `UIViewController`, "beginAppearanceTransition(_:animated:)": the pairs a custom container
    /// calls instead of the callbacks themselves).
    package func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            guard controller.beginOwnAppearance(isAppearing, animated: animated) else { continue }
            stack.append(contentsOf: controller.automaticallyForwardedChildren.reversed())
        }
    }

    /// The children that hear this controller's appearance changes with it: none unless
    /// `shouldAutomaticallyForwardAppearanceMethods`; else those whose views are in its view
    /// (Apple's documentation of `shouldAutomaticallyForwardAppearanceMethods`: a container
    /// forwards the callbacks to the children whose views it shows).
    private var automaticallyForwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0 !== view && $0.isDescendant(of: view) } ?? false }
    }

    /// `beginAppearance` for this controller alone; false when its view already goes that way.
    private func beginOwnAppearance(_ isAppearing: Bool, animated: Bool) -> Bool {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing(animated: animated)
            viewWillAppear(animated)
            return true
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing(animated: animated)
            viewWillDisappear(animated)
            return true
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            return false
        }
    }

    /// Ends the change `beginAppearance(_:animated:)` started: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` with the `animated` it began with; nothing when no change is under
    /// way (Apple's documentation for `UIViewController`, "endAppearanceTransition()").
    package func endAppearance() {
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            guard controller.endOwnAppearance() else { continue }
            stack.append(contentsOf: controller.automaticallyForwardedChildren.reversed())
        }
    }

    /// `endAppearance` for this controller alone; false when no change was under way.
    private func endOwnAppearance() -> Bool {
        switch appearanceState {
        case .appearing(let animated):
            appearanceState = .appeared
            viewDidAppear(animated)
            return true
        case .disappearing(let animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
            return true
        case .appeared, .disappeared:
            return false
        }
    }
}
