/// An animation of a layer's property (Core Animation's `CAAnimation`, the timing of
/// `CAMediaTiming`). Adding one to a layer (`CALayer.add(_:forKey:)`) changes no model value, as on
/// iOS, where the animation plays on the layer's presentation copy while the app's values stay what
/// it set; VoiceOver reads those values, so what it perceives is the end state from the start.
/// Earshot shows no frames in between: an animation that ends is over as soon as it is added
/// (docs/uikit.md, "Animations"). Every value is kept for readers.
///
/// Main-actor isolated here, as `CALayer` is (Core Animation's is not).
@preconcurrency @MainActor
open class CAAnimation {
    /// When the animation starts, in its layer's time (0: when it is added).
    open var beginTime: CFTimeInterval = 0
    /// The length of one repetition, in seconds (0: the transaction's duration, 0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// How fast time runs for the animation (1: normal speed).
    open var speed: Float = 1
    /// An offset into the animation's time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats (`.infinity`: for ever).
    open var repeatCount: Float = 0
    /// For how long the animation repeats, in seconds (`.infinity`: for ever).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays backwards after it plays forwards.
    open var autoreverses = false
    /// What the animation shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it ends (true by default, as in Core Animation).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?

    public init() {}

    /// Whether the animation ever ends: one that repeats for ever stays on its layer until removed.
    package var ends: Bool {
        repeatCount != .infinity && repeatDuration != .infinity
    }

    /// A copy with the same values: a layer keeps a copy of what is added, as Core Animation does,
    /// so the app's later changes to its object do not reach the layer.
    open func copy() -> Any {
        let copy = CAAnimation()
        copy.copyTiming(from: self)
        return copy
    }

    /// Takes the timing and delegate of `other` (for subclasses' copies).
    package func copyTiming(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
    }
}

/// Told when an animation starts and stops (Core Animation's `CAAnimationDelegate`); both methods
/// are optional, as there.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started: when it is added to a layer.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end (at once, in Earshot), false
    /// when it was removed before (an animation that repeats for ever).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one property, named by its key path (Core Animation's `CAPropertyAnimation`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path ("strokeEnd", "transform.rotation"), as the app wrote it.
    open var keyPath: String?
    /// Whether the values are added to the property's current value.
    open var isAdditive = false
    /// Whether each repetition builds on the end of the one before.
    open var isCumulative = false

    public override init() {}

    /// An animation of the property at `path`.
    public init(keyPath path: String?) {
        keyPath = path
    }

    open override func copy() -> Any {
        let copy = CAPropertyAnimation(keyPath: keyPath)
        copy.copyProperty(from: self)
        return copy
    }

    /// Takes the timing and property of `other` (for subclasses' copies).
    package func copyProperty(from other: CAPropertyAnimation) {
        copyTiming(from: other)
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}

/// An animation between two values of a property (Core Animation's `CABasicAnimation`). The values
/// are kept as given; the layer's own value, which VoiceOver and readers see, is what the app sets.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the property starts from (nil: its current value).
    open var fromValue: Any?
    /// The value it ends at (nil: its current value).
    open var toValue: Any?
    /// The change from the start value.
    open var byValue: Any?

    open override func copy() -> Any {
        let copy = CABasicAnimation(keyPath: keyPath)
        copy.copyProperty(from: self)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }
}

/// Animations played together (Core Animation's `CAAnimationGroup`).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group, kept as given.
    open var animations: [CAAnimation]?

    open override func copy() -> Any {
        let copy = CAAnimationGroup()
        copy.copyTiming(from: self)
        copy.animations = animations?.map { $0.copy() as? CAAnimation ?? $0 }
        return copy
    }
}
