extension CGRect {
    /// Whether every coordinate is a finite number (imported dumps can hold NaN or infinities).
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// This rectangle, or `.zero` when any coordinate is not finite (docs/voiceover-behaviour.md §2 (Reading order): non-finite values
    /// count as a zero rectangle).
    public var finiteOrZero: CGRect { isFinite ? self : .zero }
}

extension CGFloat {
    /// This coordinate as reports print it: rounded to hundredths of a point, so output is stable
    /// across platforms, and 0 when not finite. `earshot read` and `earshot audit` share it, so
    /// their JSON frames agree.
    package var reportedCoordinate: Double {
        isFinite ? (Double(self) * 100).rounded() / 100 : 0
    }
}
