extension UIDevice {
    /// The safe-area insets of a full-screen window of `size` on the iPhone Earshot models, in
    /// points: a notched iPhone (the long side 812 points or more) keeps 47 points for the status
    /// bar and 34 for the home indicator in portrait, and in landscape 47 on each side for the
    /// sensor housing (UIKit keeps both sides equal) and 21 for the home indicator, with no status
    /// bar; an iPhone with a Home button keeps 20 points of status bar in portrait and nothing in
    /// landscape, where iOS hides the status bar (Apple's Human Interface Guidelines, Layout; the
    /// values UIKit reports on an iPhone 12–14). docs/device.md lists them.
    package static func safeAreaInsets(
        forWindowSize size: CGSize
    ) -> (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        let notched = max(size.width, size.height) >= 812
        if size.width > size.height {
            return notched ? (0, 47, 21, 47) : (0, 0, 0, 0)
        }
        return notched ? (47, 0, 34, 0) : (20, 0, 0, 0)
    }
}
