/// An accessibility element a standard control creates for one of its parts (a stepper's
/// Increment half, a segment, a picker wheel, a navigation bar's title): UIKit's own controls
/// expose such parts privately, and Earshot's do it with these elements.
///
/// Its frame follows the control: it is computed on every read, in the control's coordinates, from
/// the control's current bounds, so no layout pass is needed before VoiceOver walks the screen. An
/// app may still set `accessibilityFrame` (screen) or `accessibilityFrameInContainerSpace`.
@MainActor
package class ControlPartElement: UIAccessibilityElement {
    /// The part's rectangle in the control's bounds coordinates, computed from the control's state
    /// (called with the control and this element).
    private let rectInControl: @MainActor (UIView, ControlPartElement) -> CGRect

    /// Creates a part of `control`; `rect` gives its rectangle in the control's coordinates.
    package init(control: UIView, rect: @escaping @MainActor (UIView, ControlPartElement) -> CGRect) {
        self.rectInControl = rect
        super.init(accessibilityContainer: control)
    }

    /// The control this element is part of, while it exists.
    package var control: UIView? { accessibilityContainer as? UIView }

    /// The explicit container-space frame when the app set one, else the part's current rectangle.
    package override var accessibilityFrameInContainerSpace: CGRect {
        get {
            let explicit = super.accessibilityFrameInContainerSpace
            if explicit != .zero { return explicit }
            guard let control else { return .zero }
            return rectInControl(control, self)
        }
        set { super.accessibilityFrameInContainerSpace = newValue }
    }
}
