/// What a transition's blocks are told (UIKit's `UIViewControllerTransitionCoordinatorContext`),
/// as far as Earshot's transitions have it: they are not animated (there is no screen to animate
/// on), cannot be cancelled and are not interactive.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates; Earshot's transitions apply at once.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled; a rotation never is.
    var isCancelled: Bool { get }
    /// Whether the user drives the transition with a gesture.
    var isInteractive: Bool { get }
    /// The animation's length in seconds; 0, as nothing animates.
    var transitionDuration: TimeInterval { get }
}

/// Runs blocks alongside a transition and after it (UIKit's `UIViewControllerTransitionCoordinator`),
/// handed to `viewWillTransition(to:with:)`. The alongside blocks run once the new size is in
/// place and laid out (where UIKit's animation block runs), the completion blocks after them.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Registers `animation` to run with the transition and `completion` after it; true when
    /// they will run (always, for Earshot's rotation).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Registers `animation` to run with the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a rotation: collects the blocks the view controllers register, which the
/// rotation runs at its two moments.
@MainActor
package final class RotationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    package var isAnimated: Bool { false }
    package var isCancelled: Bool { false }
    package var isInteractive: Bool { false }
    package var transitionDuration: TimeInterval { 0 }

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = [] { didSet { UIKitChanges.note() } }
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = [] { didSet { UIKitChanges.note() } }
    private var hasFinished = false { didSet { UIKitChanges.note() } }

    package init() {}

    @discardableResult
    package func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        // Blocks registered once the rotation is over have nothing to run with, as in UIKit.
        guard !hasFinished else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, including those registered while they run, in order.
    package func runAlongsideAnimations() {
        var index = 0
        while index < alongside.count {
            alongside[index](self)
            index += 1
        }
    }

    /// Runs the completion blocks in order; blocks registered after this return false.
    package func runCompletions() {
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        hasFinished = true
    }
}
