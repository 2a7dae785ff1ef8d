/// The seconds Core Animation measures time in (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// An animation's pacing, a cubic Bézier curve from (0, 0) to (1, 1) (Core Animation's
/// `CAMediaTimingFunction`). Earshot shows no frames between an animation's start and its end, so
/// the curve is kept for readers and never evaluated; VoiceOver reads the end state (docs/uikit.md,
/// "Animations").
public final class CAMediaTimingFunction: Equatable, Sendable {
    /// The two inner control points (the outer ones are (0, 0) and (1, 1)).
    private let points: (Float, Float, Float, Float)

    /// The curve Core Animation names `name`, with Apple's published control points
    /// (Apple's documentation of `CAMediaTimingFunctionName`: linear, ease in, ease out, ease in
    /// and out, default).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
    }

    /// Writes control point `index` (0 to 3) into `values` as x, y; an index outside 0...3 writes
    /// nothing, as Core Animation does.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        values[0] = point.0
        values[1] = point.1
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.points == rhs.points
    }
}

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time (Core Animation's `CAMediaTimingFillMode`);
/// kept for readers: Earshot shows an animation's end at once.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The current time on Core Animation's clock: seconds since an arbitrary moment, steadily
/// increasing (Apple's documentation of `CACurrentMediaTime()`: mach absolute time in seconds).
// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's name, kept so app code compiles unchanged.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1_000_000_000
}
