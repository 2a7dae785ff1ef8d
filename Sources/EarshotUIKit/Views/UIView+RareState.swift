extension UIView {
    /// What few views set, kept apart from the view and made on the first set: a tag, a fill
    /// colour, an autoresizing mask, a controller's root, trait-change handlers, a touch area
    /// beyond the bounds, gesture recognizers. In the view they would take room on every view of
    /// a screen; apart they cost one reference, and the views
    /// that set one of them pay for all.
    @MainActor
    final class RareState {
        var autoresizingMask: AutoresizingMask = []
        var autoresizesSubviews = true
        weak var owningViewController: UIViewController?
        var tag = 0
        var backgroundColor: UIColor?
        var traitChangeRegistrations: [TraitChangeRegistration] = []
        var touchAreaBeyondBounds: CGRect?
        var layer: CALayer?
        var tintColor: UIColor?
        var contentMode = UIView.ContentMode.scaleToFill
        var gestureRecognizers: [UIGestureRecognizer] = []
        var transform = CGAffineTransform.identity
        var keyValueObservers: [KeyValueObserverEntry] = []
        var appearanceCustomized: Set<UIAppearanceProperty> = []
    }
}
