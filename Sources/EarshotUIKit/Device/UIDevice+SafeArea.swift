extension UIDevice {
    /// The safe-area insets of a full-screen window of `size` on the iPhone Earshot models, in
    /// points: a notched iPhone (the long side 812 points or more) keeps 47 points for the status
    /// bar and 34 for the home indicator in portrait, and in landscape 47 on each side for the
    /// sensor housing (UIKit keeps both sides equal) and 21 for the home indicator, with no status
    /// bar; an iPhone with a Home button keeps 20 points of status bar in portrait and nothing in
    /// landscape, where iOS hides the status bar (Apple's Human Interface Guidelines, Layout; the
    /// values UIKit reports on an iPhone 12–14). docs/device.md lists them.
    package static func safeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets {
        let notched = max(size.width, size.height) >= 812
        if size.width > size.height {
            return notched ? UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47) : .zero
        }
        return notched ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
}
