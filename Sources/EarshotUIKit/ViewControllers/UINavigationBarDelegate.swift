/// What a navigation bar asks before and tells after it pops an item (UIKit's
/// `UINavigationBarDelegate`); every method is optional. A navigation controller is its bar's
/// delegate, so the back button pops a view controller, not just an item.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether the bar may pop `item` (the back button was tapped); default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The bar popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
