import EarshotUIKit

/// Where an element's activation point lies, as `accessibilityActivationPoint` gives it.
enum ActivationPoint {
    /// A point in the element's own coordinates [U: Apple's documentation names no coordinate
    /// space; the view's own, as a `UnitPoint` is relative to its frame].
    case point(CGPoint)
    /// A point relative to the element's frame.
    case unit(UnitPoint)

    /// The point in the coordinates `frame` is in.
    func located(in frame: CGRect) -> CGPoint {
        switch self {
        case .point(let point): CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
        case .unit(let unit): CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
    }
}

/// SwiftUI's activation point modifiers: "the location assistive technologies use to initiate
/// gestures" (Apple's documentation of `accessibilityActivationPoint(_:)`). VoiceOver's double
/// tap lands there when the element has no action of its own, and the Zoom rotor zooms there; the
/// hosted view's `accessibilityActivationPoint` reports it in screen coordinates. The `isEnabled:`
/// forms set it only while `isEnabled` is true (docs/swiftui.md, "More text and accessibility").
nonisolated extension View {
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibilityActivationPoint(activationPoint, isEnabled: true)
    }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibilityActivationPoint(activationPoint, isEnabled: true)
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) { if isEnabled { $0.activationPoint = .point(activationPoint) } }
    }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) { if isEnabled { $0.activationPoint = .unit(activationPoint) } }
    }

    /// The iOS 13 spellings.
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
}
