import EarshotUIKit

/// SwiftUI's `AccessibilityZoomGestureAction`: a zoom an assistive technology performs, "such as
/// a swipe up and down in VoiceOver's zoom rotor" (Apple's documentation).
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Sendable, Hashable {
        case zoomIn, zoomOut
    }

    /// Which way to zoom.
    public let direction: Direction
    /// The activation point, normalized to the element's frame.
    public let location: UnitPoint
    /// The activation point in the window's coordinates.
    public let point: CGPoint
}

nonisolated extension View {
    /// Makes the element zoomable by assistive technologies: it gets the `supportsZoom` trait,
    /// which VoiceOver does not speak (AccessibilitySnapshot's testUnspokenTraitsDemo reference
    /// image), and VoiceOver's rotor offers "Zoom" on it; swiping up calls `handler` with
    /// `.zoomIn`, down with `.zoomOut`, at the element's activation point.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let handler = handler
        return accessibilityModifier {
            $0.addedTraits.insert(.supportsZoom)
            $0.zoom = handler
        }
    }
}

extension HostedElementView {
    /// The zoom action for VoiceOver's Zoom rotor at `point` (screen coordinates).
    func zoomAction(_ direction: AccessibilityZoomGestureAction.Direction, at point: CGPoint) -> AccessibilityZoomGestureAction {
        let frame = accessibilityFrame
        let location = UnitPoint(
            x: frame.width > 0 ? (point.x - frame.minX) / frame.width : 0.5,
            y: frame.height > 0 ? (point.y - frame.minY) / frame.height : 0.5)
        return AccessibilityZoomGestureAction(direction: direction, location: location, point: point)
    }
}
