import EarshotUIKit

/// `Path.applying(_:)` and `addPath(_:transform:)`: a path's points moved by an affine transform
/// (Apple's documentation of each), as a flower's petals are turned about its centre.
extension Path {
    /// This path with every point transformed by `transform`.
    /// - Complexity: O(n) in the elements.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        forEach { moved.append($0.applying(transform)) }
        return moved
    }

    /// Appends `path`'s elements, each point transformed by `transform`.
    /// - Complexity: O(n) in `path`'s elements.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        path.forEach { append($0.applying(transform)) }
    }

    /// Adds `element` as the path's own builders add it.
    private mutating func append(_ element: Element) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// This path moved by `x` and `y`.
    public func offsetBy(dx x: CGFloat, dy y: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: x, y: y))
    }
}

extension Path.Element {
    /// The element with its points transformed.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}
