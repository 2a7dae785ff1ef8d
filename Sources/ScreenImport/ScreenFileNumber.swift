/// How screen files spell numbers, for the writers and for messages quoting a value.
package enum ScreenFileNumber {
    /// The largest magnitude a number read from a screen file or a dump may have: coordinates,
    /// sizes, values and counts alike. Real content is far smaller (a list of 100,000 rows of
    /// 44 pt is 4.4 million points long); past it, conversions to integers and Float could trap.
    package static let maximumMagnitude = 1_000_000_000.0

    /// Whole numbers without a fraction ("390"), others in Swift's shortest form that reads back
    /// to the same Double ("0.5", "1e-07"), which is valid JSON and a YAML 1.1 float alike.
    package static func text(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
