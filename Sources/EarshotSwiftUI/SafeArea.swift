import EarshotUIKit

/// Which safe areas a view extends into (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
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
/// (`UIWindow.screenSafeAreaInsets`: status bar and home indicator).
@MainActor
enum SafeArea {
    static func insets(of view: UIView, in window: UIWindow) -> EdgeInsets {
        let frame = view.convert(view.bounds, to: window)
        let screen = window.bounds
        let windowInsets = window.screenSafeAreaInsets
        return EdgeInsets(top: frame.minY <= screen.minY ? windowInsets.top : 0, leading: 0,
                          bottom: frame.maxY >= screen.maxY ? windowInsets.bottom : 0, trailing: 0)
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
            if edges.contains(.top), rect.minY <= safe.minY { rect = CGRect(x: rect.minX, y: full.minY, width: rect.width, height: rect.maxY - full.minY) }
            if edges.contains(.bottom), rect.maxY >= safe.maxY { rect.size.height = full.maxY - rect.minY }
            if rect != node.frame { place(node, in: rect) }
            // Nested views that ignore the safe area are inside this one's new frame already.
        }
    }
}
