import EarshotUIKit

/// The UIKit bar a NavigationStack is hosted with. On iOS the stack is a navigation controller,
/// whose Escape pops from any element of the screen, the bar's included
/// (docs/voiceover-behaviour.md); the bar's elements reach it through this bar, the content's
/// through the escape action the stack gives its content.
@MainActor
final class HostedNavigationBar: UINavigationBar {
    /// Goes back a level; nil at the root, where Escape is not handled here.
    var escape: (() -> Void)? { didSet { UIKitChanges.note() } }

    override func accessibilityPerformEscape() -> Bool {
        guard let escape else { return false }
        escape()
        return true
    }
}
