/// What plays haptic feedback (UIKit's `UIFeedbackGenerator`), the base of the impact,
/// notification and selection generators. Earshot has no Taptic Engine: each haptic the app
/// plays is recorded on the device running the code (`UIDevice.playedHaptics`), so a test can ask
/// what a user would have felt.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// How many times the app called `prepare()`: iOS wakes the engine to cut the next haptic's
    /// latency, which changes nothing a user perceives here.
    public private(set) var preparationCount = 0

    public override init() {
        super.init()
    }

    /// Readies the engine for a haptic soon (kept as a count).
    open func prepare() {
        preparationCount &+= 1
    }

    /// Records `haptic` as felt on the device of the code running now.
    package func play(_ haptic: UIDevice.Haptic) {
        UIDevice.current.recordHaptic(haptic)
    }
}
