extension UIView {
    /// How a view fits its content to its bounds (UIKit's `UIView.ContentMode`, its raw values).
    /// Appearance: the wireframe draws no content, and VoiceOver reads frames, not content.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
