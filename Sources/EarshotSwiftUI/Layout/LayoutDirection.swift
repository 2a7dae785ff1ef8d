import EarshotUIKit

/// SwiftUI's `LayoutDirection`: right-to-left mirrors horizontal layout — stacks run from the
/// right, leading is the right edge.
public enum LayoutDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
}

extension EnvironmentValues {
    /// The direction of horizontal layout: the app's (`UIApplication.userInterfaceLayoutDirection`,
    /// which follows its language) unless set with `.environment(\.layoutDirection, …)`.
    public var layoutDirection: LayoutDirection {
        get { storedLayoutDirection }
        set { storedLayoutDirection = newValue }
    }
}

extension Layout {
    /// Mirrors the subtree of every node whose layout direction differs from its parent's, within
    /// that node's frame, as SwiftUI lays out right-to-left. Nested flips compose: a left-to-right
    /// island inside a right-to-left screen is mirrored twice, so it reads left to right again.
    /// - Complexity: O(n · f), n nodes and f nested direction changes; an explicit stack.
    static func mirrorDirectionChanges(in root: ViewNode) {
        var stack = [root]
        while let node = stack.popLast() {
            if node.mirrorsLayout {
                let minX = node.frame.minX
                let maxX = node.frame.maxX
                var inside = node.children
                while let descendant = inside.popLast() {
                    descendant.frame.origin.x = minX + maxX - descendant.frame.maxX
                    inside += descendant.children
                }
            }
            stack += node.children
        }
    }
}
