/// Core Graphics' equality functions as Swift imports them (`CGRectEqualToRect` and its siblings
/// become `equalTo(_:)`): the same comparison as `==`.
extension CGRect {
    /// Whether the two rectangles have the same origin and size.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGPoint {
    /// Whether the two points are the same.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
