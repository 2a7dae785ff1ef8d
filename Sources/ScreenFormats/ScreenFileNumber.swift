/// How screen files spell numbers, for the writers and for messages quoting a value.
enum ScreenFileNumber {
    /// Whole numbers without a fraction ("390"), others in Swift's shortest form that reads back
    /// to the same Double ("0.5", "1e-07"), which is valid JSON and a YAML 1.1 float alike.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
