import EarshotUIKit

/// The lines Switch Control's and Voice Control's logs share for what they did to the app: the
/// app code they ran and the taps they sent, spelled once so both commands read alike.
enum AppActionLine {
    /// `  called accessibilityActivate on UIButton "Cancel"`.
    static func called(_ name: String, on object: String) -> String {
        "  called \(name) on \(object)"
    }

    /// `  tap at 187.5,420 on UIButton "Cancel"` (or `on nothing`).
    static func tap(at point: CGPoint, hitView: String?) -> String {
        "  tap at \(number(point.x)),\(number(point.y)) on \(hitView ?? "nothing")"
    }

    /// A coordinate without a needless ".0".
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
