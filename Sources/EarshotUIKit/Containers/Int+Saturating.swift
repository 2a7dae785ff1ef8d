extension Int {
    /// `value` rounded toward zero and clamped to Int's range, 0 for NaN. Numbers that reach an
    /// integer from input files or app code (a frame at 1e19, a slider range of ±∞) go through
    /// it, because Swift's `Int(_:)` traps on them and Earshot must never crash on what it reads.
    @inlinable
    package init<Source: BinaryFloatingPoint>(saturating value: Source) {
        if value.isNaN {
            self = 0
        } else if value >= Source(Int.max) {
            self = .max
        } else if value <= Source(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
