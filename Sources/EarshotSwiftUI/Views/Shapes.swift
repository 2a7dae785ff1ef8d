import EarshotUIKit

/// Views that draw and fill the space offered: colours, shapes and dividers. They are never
/// accessibility elements unless an accessibility modifier makes one (then even with nothing to
/// say, as AccessibilitySnapshot's SwiftUI reference images show).
@MainActor
protocol FillingView: View, PrimitiveView {}

extension FillingView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [
            ViewNode(
                path: context.path,
                layout: .leaf { proposal in
                    // With no proposal SwiftUI's shapes take 10 × 10 pt.
                    CGSize(width: Layout.clean(proposal.width ?? 10), height: Layout.clean(proposal.height ?? 10))
                }, role: .decoration)
        ]
    }
}

extension Color: View, FillingView {
    public var body: Never { fatalError("Color has no body") }
}

extension Rectangle: FillingView {}
extension Circle: FillingView {}
extension Capsule: FillingView {}
extension RoundedRectangle: FillingView {}

/// A rectangle.
public struct Rectangle: Sendable {
    public init() {}
    public var body: Never { fatalError("Rectangle has no body") }
}

/// A circle.
public struct Circle: Sendable {
    public init() {}
    public var body: Never { fatalError("Circle has no body") }
}

/// A capsule.
public struct Capsule: Sendable {
    /// How the ends are rounded: visual, kept.
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var body: Never { fatalError("Capsule has no body") }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    /// How the corners are rounded: visual, kept.
    public var style: RoundedCornerStyle
    /// The corners' radius (their width, when given as a size).
    public var cornerRadius: CGFloat { cornerSize.width }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public var body: Never { fatalError("RoundedRectangle has no body") }
}

/// SwiftUI's `Divider`: a hairline across the stack; never an element.
public struct Divider: Sendable {
    public init() {}
    public var body: Never { fatalError("Divider has no body") }
}

extension Divider: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [
            ViewNode(
                path: context.path,
                layout: .leaf { proposal in
                    CGSize(width: Layout.clean(proposal.width ?? 0), height: 1)
                }, role: .decoration)
        ]
    }
}
