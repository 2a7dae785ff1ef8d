/// A view's Auto Layout state, allocated only for views that use Auto Layout (or are an ancestor of
/// one), so the hundred thousand plain views of a frame-laid-out screen pay one nil pointer each.
@MainActor
package final class AutoLayoutState {
    /// The constraints this view owns (it is their items' closest common ancestor), in
    /// activation order.
    var constraints: [NSLayoutConstraint] = [] { didSet { UIKitChanges.note() } }
    var translatesAutoresizingMaskIntoConstraints = true { didSet { UIKitChanges.note() } }
    /// Whether this view or a descendant uses Auto Layout. Set on the view and all its ancestors
    /// when it becomes true and never cleared, so the layout pass visits only these subtrees.
    var subtreeUsesAutoLayout = false { didSet { UIKitChanges.note() } }
    /// Becoming true is a change; a pass clearing it is not.
    var needsUpdateConstraints = true { didSet { if needsUpdateConstraints { UIKitChanges.note() } } }
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow] { didSet { UIKitChanges.note() } }
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh] { didSet { UIKitChanges.note() } }
    /// The app's own guides (`addLayoutGuide`).
    var layoutGuides: [UILayoutGuide] = [] { didSet { UIKitChanges.note() } }
    var layoutMarginsGuide: UILayoutGuide? { didSet { UIKitChanges.note() } }
    var safeAreaLayoutGuide: UILayoutGuide? { didSet { UIKitChanges.note() } }
    var readableContentGuide: UILayoutGuide? { didSet { UIKitChanges.note() } }
    var keyboardLayoutGuide: UIKeyboardLayoutGuide? { didSet { UIKitChanges.note() } }
    /// A scroll view's content-area and frame guides (`UIScrollView+AutoLayout.swift`).
    var contentLayoutGuide: UILayoutGuide? { didSet { UIKitChanges.note() } }
    var frameLayoutGuide: UILayoutGuide? { didSet { UIKitChanges.note() } }
    /// Margins the app set; nil means UIKit's default for the view.
    var layoutMargins: NSDirectionalEdgeInsets? { didSet { UIKitChanges.note() } }
    var insetsLayoutMarginsFromSafeArea = true { didSet { UIKitChanges.note() } }
    var preservesSuperviewLayoutMargins = false { didSet { UIKitChanges.note() } }
    var semanticContentAttribute = UISemanticContentAttribute.unspecified { didSet { UIKitChanges.note() } }
    /// The solver of the hierarchy this view is the root of; dropped when it gets a superview. The
    /// engine's state is derived from the constraints and views, which note their own changes.
    var engine: AutoLayoutEngine?

    init() {}

    /// Calls `body` with every guide of the view: the app's own, then its margins', safe
    /// area's, readable content's, keyboard's and (a scroll view's) content area's and frame's
    /// when made. (A closure rather than
    /// an array: the layout pass calls it for every view.)
    func forEachGuide(_ body: (UILayoutGuide) -> Void) {
        layoutGuides.forEach(body)
        if let layoutMarginsGuide { body(layoutMarginsGuide) }
        if let safeAreaLayoutGuide { body(safeAreaLayoutGuide) }
        if let readableContentGuide { body(readableContentGuide) }
        if let keyboardLayoutGuide { body(keyboardLayoutGuide) }
        if let contentLayoutGuide { body(contentLayoutGuide) }
        if let frameLayoutGuide { body(frameLayoutGuide) }
    }
}
