import EarshotUIKit

/// Which safe areas a view extends into (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// The view extends past the safe area on `edges` (a background colour under the status bar);
    /// its content is laid out again in the larger frame. Earshot has no on-screen keyboard, so
    /// only the container region (status bar, home indicator) is modelled.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            if regions.contains(.container) { nodes.forEach { $0.ignoredSafeAreaEdges.formUnion(edges) } }
            return nodes
        }
    }
}

/// The safe area of the phones Earshot models, as UIKit's windows give it
/// (`UIWindow.screenSafeAreaInsets`, docs/device.md): a notched iPhone keeps 47 points for the
/// status bar and 34 for the home indicator in portrait, 47 on each side and 21 at the bottom in
/// landscape; an iPhone with a Home button 20 points of status bar in portrait only. A view keeps
/// the insets of the window edges it touches.
@MainActor
enum SafeArea {
    static func insets(of view: UIView, in window: UIWindow) -> EdgeInsets {
        let frame = view.convert(view.bounds, to: window)
        let screen = window.bounds
        let insets = window.screenSafeAreaInsets
        let left = frame.minX <= screen.minX ? insets.left : 0
        let right = frame.maxX >= screen.maxX ? insets.right : 0
        // Insets are symmetric left and right, so leading and trailing do not depend on direction.
        return EdgeInsets(
            top: frame.minY <= screen.minY ? insets.top : 0, leading: left,
            bottom: frame.maxY >= screen.maxY ? insets.bottom : 0, trailing: right)
    }
}

extension Layout {
    /// Extends each view that ignores the safe area to the hosting view's edges where it touches
    /// the safe area's, and lays its content out again in the larger frame.
    /// - Complexity: O(n) to find them, plus a layout of each one's subtree; an explicit stack.
    static func extendIntoSafeArea(in root: ViewNode, safe: CGRect, full: CGRect) {
        var stack = [root]
        while let node = stack.popLast() {
            let edges = node.ignoredSafeAreaEdges
            guard !edges.isEmpty else {
                stack += node.children
                continue
            }
            var rect = node.frame
            if edges.contains(.top), rect.minY <= safe.minY {
                rect = CGRect(x: rect.minX, y: full.minY, width: rect.width, height: rect.maxY - full.minY)
            }
            if edges.contains(.bottom), rect.maxY >= safe.maxY { rect.size.height = full.maxY - rect.minY }
            if edges.contains(.leading), rect.minX <= safe.minX {
                rect = CGRect(x: full.minX, y: rect.minY, width: rect.maxX - full.minX, height: rect.height)
            }
            if edges.contains(.trailing), rect.maxX >= safe.maxX { rect.size.width = full.maxX - rect.minX }
            if rect != node.frame { place(node, in: rect) }
            // Nested views that ignore the safe area are inside this one's new frame already.
        }
    }
}
