/// UIKit's bar button target–action, typed: `action` is a method reference
/// (`ViewController.addTapped`), what `earshot port` writes for `#selector(addTapped)`
/// (docs/port.md). The target is held weakly, as UIKit holds it.
extension UIBarButtonItem {
    /// A titled item that calls `action` on `target` when tapped.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style) { [weak target] _ in if let target { action(target)() } }
    }

    /// A titled item that calls `action` on `target` with the item as sender.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(title: title, style: style) { [weak target] item in if let target { action(target)(item) } }
    }

    /// An image item that calls `action` on `target` when tapped.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(image: image, style: style) { [weak target] _ in if let target { action(target)() } }
    }

    /// An image item that calls `action` on `target` with the item as sender.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(image: image, style: style) { [weak target] item in if let target { action(target)(item) } }
    }

    /// A system item that calls `action` on `target` when tapped.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem) { [weak target] _ in if let target { action(target)() } }
    }

    /// A system item that calls `action` on `target` with the item as sender.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem) { [weak target] item in if let target { action(target)(item) } }
    }
}
