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
    public init() {}
    public var body: Never { fatalError("Capsule has no body") }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Sendable {
    public let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
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
