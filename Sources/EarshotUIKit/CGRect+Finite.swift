extension CGRect {
    /// Whether every coordinate is a finite number (imported dumps can hold NaN or infinities).
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// This rectangle, or `.zero` when any coordinate is not finite (spec §2: non-finite values
    /// count as a zero rectangle).
    public var finiteOrZero: CGRect { isFinite ? self : .zero }
}
