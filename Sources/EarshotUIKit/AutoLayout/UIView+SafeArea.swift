/// The safe area (UIKit's `safeAreaInsets` and `safeAreaLayoutGuide`): the part of a view the
/// status bar, the sensor housing and the home indicator do not cover, for the window's size and
/// orientation (`UIDevice.safeAreaInsets(forWindowSize:)`, docs/device.md). The SwiftUI layout
/// reads the same insets (`UIWindow.screenSafeAreaInsets`).
extension UIWindow {
    /// The window's own insets, from its size (portrait or landscape).
    package var screenSafeAreaInsets: UIEdgeInsets {
        UIDevice.safeAreaInsets(forWindowSize: bounds.size)
    }
}

extension UIView {
    /// How far the window's unsafe edges reach into this view: the window's insets less the
    /// distance from each window edge to the view's, never below zero. Zero outside a window.
    /// - Complexity: O(d), d the view's depth.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let windowInsets = window.screenSafeAreaInsets
        if self === window { return windowInsets }
        let frame = convert(bounds, to: window)
        let screen = window.bounds
        return UIEdgeInsets(
            top: max(0, windowInsets.top - (frame.minY - screen.minY)),
            left: max(0, windowInsets.left - (frame.minX - screen.minX)),
            bottom: max(0, windowInsets.bottom - (screen.maxY - frame.maxY)),
            right: max(0, windowInsets.right - (screen.maxX - frame.maxX))
        )
    }

    /// The bounds less the safe-area insets, to constrain content to.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaLayoutGuide, identifier: "UIViewSafeAreaLayoutGuide", role: .safeArea)
    }
}
