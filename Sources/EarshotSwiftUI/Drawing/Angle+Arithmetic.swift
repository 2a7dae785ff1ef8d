/// `Angle`'s arithmetic, as SwiftUI declares it: angles add and subtract, and scale by a number
/// (`.degrees(offset) / 8`).
extension Angle {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
