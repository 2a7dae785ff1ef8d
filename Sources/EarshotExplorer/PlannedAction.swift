/// One thing a VoiceOver user does on a screen: the element it acts on, reached by swiping, the
/// gestures that prepare it (turning the rotor, the opposite adjustment; the explorer performs
/// them) and the gesture whose effect is judged.
struct PlannedAction: Hashable, Sendable {
    /// What the judged gesture is, for the rules.
    enum Kind: Hashable, Sendable {
        /// Double tap on a control.
        case activate
        /// Swipe up (`increment == true`) or down on an adjustable element. With `afterOpposite`,
        /// the opposite adjustment came just before and changed the value, so the element is not
        /// at the end it would move towards.
        case adjust(increment: Bool, afterOpposite: Bool)
        /// The custom action at `index` chosen in the Actions rotor, then double tap.
        case customAction(String, index: Int)
        /// The two-finger Z.
        case escape
        /// The two-finger double tap.
        case magicTap
        /// A three-finger swipe (`scroll-up`, `scroll-down`).
        case scroll(String)
    }

    var kind: Kind
    /// The element acted on, by its position in reading order (nil for screen-wide gestures).
    var element: Int?
    /// How many right swipes from the first element reach the element (or where the cursor is
    /// put for a screen-wide gesture; nil leaves it where the path left it).
    var swipes: Int?
    /// The gesture judged.
    var gesture: String
    /// Whether "changed nothing, said nothing" is a finding for this gesture: set by the explorer
    /// for an adjustment only once it knows the element can move that way.
    var judgesNoOp = true

    /// Words for messages: "double-tapping", "swiping up on", …
    var doing: String {
        switch kind {
        case .activate: "double-tapping"
        case .adjust(let increment, _): increment ? "swiping up (increment) on" : "swiping down (decrement) on"
        case .customAction(let name, _): "running the custom action \"\(name)\" of"
        case .escape: "Escape (two-finger Z)"
        case .magicTap: "Magic Tap (two-finger double tap)"
        case .scroll(let direction): "a three-finger \(direction)"
        }
    }

    /// Whether the action names a control whose effect the user expects to perceive.
    var actsOnControl: Bool {
        switch kind {
        case .activate, .adjust, .customAction: true
        case .escape, .magicTap, .scroll: false
        }
    }
}
