/// The safe area (UIKit's `safeAreaInsets` and `safeAreaLayoutGuide`): the part of a view the
/// status bar and the home indicator do not cover. Earshot models the phones in screen-format.md:
/// a notched iPhone (screens 812 points tall and taller) has a 47-point status bar and a 34-point
/// home indicator; an iPhone with a Home button a 20-point status bar (Apple's Human Interface
/// Guidelines, Layout). The SwiftUI layout reads the same insets (`UIWindow.screenSafeAreaInsets`).
extension UIWindow {
    /// The window's own insets, from the height of its screen.
    package var screenSafeAreaInsets: UIEdgeInsets {
        let notched = bounds.height >= 812
        return UIEdgeInsets(top: notched ? 47 : 20, left: 0, bottom: notched ? 34 : 0, right: 0)
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
        if let guide = autoLayoutStorage?.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.role = .safeArea
        guide.owningView = self
        autoLayout.safeAreaLayoutGuide = guide
        markUsesAutoLayout()
        return guide
    }
}
