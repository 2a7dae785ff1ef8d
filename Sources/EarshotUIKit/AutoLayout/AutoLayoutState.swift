/// A view's Auto Layout state, allocated only for views that use Auto Layout (or are an ancestor of
/// one), so the hundred thousand plain views of a frame-laid-out screen pay one nil pointer each.
@MainActor
package final class AutoLayoutState {
    /// The constraints this view owns (it is their items' closest common ancestor), in
    /// activation order.
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Whether this view or a descendant uses Auto Layout. Set on the view and all its ancestors
    /// when it becomes true and never cleared, so the layout pass visits only these subtrees.
    var subtreeUsesAutoLayout = false
    var needsUpdateConstraints = true
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The app's own guides (`addLayoutGuide`).
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    /// Margins the app set; nil means UIKit's default for the view.
    var layoutMargins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The solver of the hierarchy this view is the root of; dropped when it gets a superview.
    var engine: AutoLayoutEngine?

    init() {}
}
