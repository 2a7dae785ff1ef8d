/// Haptics for a collision, a snap into place (UIKit's `UIImpactFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels (UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style every impact of this generator has.
    private let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact, as UIKit's `init()` makes.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity`, clamped to 0…1 as UIKit does (a value that is not a number
    /// counts as 0).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        play(.impact(style, intensity: clamped))
    }
}
