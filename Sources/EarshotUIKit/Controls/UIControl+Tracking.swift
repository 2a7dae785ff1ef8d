extension UIControl {
    /// Whether a touch that ended (nil: one synthesized without a position) lies inside the
    /// control, as UIKit checks before acting on touch-up.
    package func touchEndedInside(_ touch: UITouch?, with event: UIEvent?) -> Bool {
        guard let touch else { return true }
        return point(inside: touch.location(in: self), with: event)
    }

    /// The position of a touch in the control's coordinates; the centre when unknown.
    package func trackingLocation(of touch: UITouch?) -> CGPoint {
        touch?.location(in: self) ?? CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
