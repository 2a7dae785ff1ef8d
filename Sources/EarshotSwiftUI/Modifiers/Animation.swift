/// SwiftUI's `Animation`: how a change would move on screen. Earshot draws no frames in between:
/// an animated change reaches its end state at once, which is what VoiceOver reads on iOS from the
/// moment the animation starts (it reads the views' model values). The value keeps what the app
/// chose, so code comparing or printing animations sees them (docs/swiftui.md, "Lifecycle and time").
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The curve or spring, with its parameters.
    enum Curve: Equatable, Sendable {
        case `default`
        case linear(duration: Double)
        case easeIn(duration: Double)
        case easeOut(duration: Double)
        case easeInOut(duration: Double)
        case timingCurve(Double, Double, Double, Double, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case springDuration(duration: Double, bounce: Double, blendDuration: Double)
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        case smooth(duration: Double, extraBounce: Double)
        case snappy(duration: Double, extraBounce: Double)
        case bouncy(duration: Double, extraBounce: Double)
    }

    let curve: Curve
    /// Seconds before it starts (`delay(_:)`).
    public private(set) var delay: Double = 0
    /// How much faster it runs (`speed(_:)`).
    public private(set) var speed: Double = 1
    /// How many times it plays (`repeatCount(_:autoreverses:)`); nil for ever (`repeatForever`).
    public private(set) var repeatCount: Int? = 1
    /// Whether a repeating animation plays backwards every other time.
    public private(set) var autoreverses = false

    init(_ curve: Curve) { self.curve = curve }

    public var description: String {
        var text = "\(curve)"
        if delay != 0 { text += " delay \(delay)" }
        if speed != 1 { text += " speed \(speed)" }
        if let repeatCount {
            if repeatCount != 1 { text += " repeated \(repeatCount)" }
        } else {
            text += " repeated forever"
        }
        if autoreverses { text += " autoreversing" }
        return text
    }

    // MARK: Curves (with the defaults SwiftUI declares)

    public static let `default` = Animation(.default)
    public static let linear = Animation(.linear(duration: 0.35))
    public static func linear(duration: Double) -> Animation { Animation(.linear(duration: duration)) }
    public static let easeIn = Animation(.easeIn(duration: 0.35))
    public static func easeIn(duration: Double) -> Animation { Animation(.easeIn(duration: duration)) }
    public static let easeOut = Animation(.easeOut(duration: 0.35))
    public static func easeOut(duration: Double) -> Animation { Animation(.easeOut(duration: duration)) }
    public static let easeInOut = Animation(.easeInOut(duration: 0.35))
    public static func easeInOut(duration: Double) -> Animation { Animation(.easeInOut(duration: duration)) }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(.timingCurve(p1x, p1y, p2x, p2y, duration: duration))
    }

    // MARK: Springs

    public static let spring = Animation(.springDuration(duration: 0.5, bounce: 0, blendDuration: 0))
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.springDuration(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }
    public static let interactiveSpring = interactiveSpring()
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }
    public static let smooth = smooth()
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.smooth(duration: duration, extraBounce: extraBounce))
    }
    public static let snappy = snappy()
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.snappy(duration: duration, extraBounce: extraBounce))
    }
    public static let bouncy = bouncy()
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Modifiers

    /// Starts `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// Runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// Plays `repeatCount` times, every other time backwards with `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }

    /// Plays for ever, every other time backwards with `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }
}

/// Runs `body` — whose changes SwiftUI would animate with `animation` — and returns its result.
/// The changes reach their end state at once, as VoiceOver reads them on iOS (docs/swiftui.md,
/// "Lifecycle and time").
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
