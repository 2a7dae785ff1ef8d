/// An accessibility element that is not a view: a part of a custom-drawn view (a room on a floor
/// plan, a facet of a multi-faceted view) that a container hands to VoiceOver.
///
/// Its frame is either set in screen coordinates (`accessibilityFrame`) or, since iOS 10, in its
/// container's coordinates (`accessibilityFrameInContainerSpace`), which follows the container as
/// it moves. Elements get no visibility check of their own (docs/voiceover-behaviour.md §1 (Tree walk) rule 2).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The frame in the container view's coordinates; converted to the screen on every read.
    open var accessibilityFrameInContainerSpace: CGRect = .zero { didSet { UIKitChanges.note() } }

    /// Creates an element belonging to `container` (usually the view that lists it).
    public init(accessibilityContainer container: Any) {
        super.init()
        self.accessibilityContainer = container as AnyObject
    }

    /// Elements are elements: VoiceOver focuses them unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// Screen coordinates: the explicit frame when set, else the container-space frame converted
    /// through the container view, else `.zero`.
    open override var accessibilityFrame: CGRect {
        get {
            if let explicit = accessibilityOverrides.frame { return explicit }
            guard accessibilityFrameInContainerSpace != .zero else { return .zero }
            guard let view = nearestContainerView else { return accessibilityFrameInContainerSpace }
            return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
        }
        set { accessibilityOverrides.frame = newValue }
    }

    /// The nearest view up the chain of accessibility containers.
    /// - Complexity: O(d), d the number of element containers between this element and a view.
    private var nearestContainerView: UIView? { UIView.nearest(to: accessibilityContainer) }
}
