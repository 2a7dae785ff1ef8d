/// A view that turns touches into actions (UIKit's `UIControl`): enabled / selected /
/// highlighted state, and actions registered for events such as `.touchUpInside` and
/// `.valueChanged`. Controls are accessibility elements by default; a disabled one is Dimmed.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The control events actions can be registered for (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The control's state (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// One registered action: a `UIAction`, or a target's method wrapped in one with the target
    /// held weakly, as UIKit holds targets (`addTarget(_:action:for:)`).
    private struct Registration {
        let action: UIAction
        var events: Event
        let target: WeakTarget?
    }
    private var registeredActions: [Registration] = [] { didSet { UIKitChanges.note() } }
    /// The touch event being sent, for the actions that take one (`(Sender, UIEvent)`).
    package private(set) var eventBeingSent: UIEvent?

    // The state flags reach the screen through the control's own attributes alone (its traits,
    // its state's title): a button shows its state's title and image through its subviews'
    // setters, which note what they change, and a control whose parts are elements (a stepper's
    // halves, a segmented control's segments) is a container, so a change to it reads the screen.

    /// Whether the control responds to touches; a disabled control is Dimmed for VoiceOver.
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            if isEnabledStorage != newValue {
                isEnabledStorage = newValue
                UIKitChanges.noteAttributes(of: self)
            }
        }
    }
    /// Whether the control is selected; a selected control is announced "Selected".
    open var isSelected: Bool {
        get { isSelectedStorage }
        set {
            if isSelectedStorage != newValue {
                isSelectedStorage = newValue
                UIKitChanges.noteAttributes(of: self)
            }
        }
    }
    /// Whether a finger is down on the control.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set {
            if isHighlightedStorage != newValue {
                isHighlightedStorage = newValue
                UIKitChanges.noteAttributes(of: self)
            }
        }
    }
    /// The storage behind the three flags. Private, so the optimizer sees every access and drops
    /// the run-time exclusivity check a public stored property costs at every read.
    private var isEnabledStorage = true
    private var isSelectedStorage = false
    private var isHighlightedStorage = false
    /// What the three flags hold, whatever an app's override of their getters answers: an override
    /// that answers these keeps VoiceOver's tree (`ClassOverrides`).
    package final var storedIsEnabled: Bool { isEnabledStorage }
    package final var storedIsSelected: Bool { isSelectedStorage }
    package final var storedIsHighlighted: Bool { isHighlightedStorage }

    /// The state as a set of flags.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Actions

    /// Runs `action` whenever one of `events` happens.
    open func addAction(_ action: UIAction, for events: Event) {
        registeredActions.append(Registration(action: action, events: events, target: nil))
    }

    /// Registers `action` on behalf of `target` (the typed target–action forms).
    package func register(_ action: UIAction, target: AnyObject, for events: Event) {
        registeredActions.append(Registration(action: action, events: events, target: WeakTarget(target)))
    }

    /// Stops sending `events` to `target` (to every target when nil), as UIKit's
    /// `removeTarget(_:action:for:)` with a nil action does.
    package func unregister(target: AnyObject?, for events: Event) {
        var kept: [Registration] = []
        for var registration in registeredActions {
            if let weak = registration.target, target == nil || weak.object === target {
                registration.events.subtract(events)
                if registration.events.isEmpty { continue }
            }
            kept.append(registration)
        }
        registeredActions = kept
    }

    /// The targets with at least one action, still alive.
    package var liveTargets: [AnyObject] { registeredActions.compactMap { $0.target?.object } }

    /// Registers a closure for `events`; the closure form of UIKit's target–action.
    open func addTarget(for events: Event, handler: @escaping (UIControl) -> Void) {
        addAction(UIAction { [weak self] _ in if let self { handler(self) } }, for: events)
    }

    /// Removes the action with `identifier` from `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registeredActions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        registeredActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs every action registered for any of `events`, in registration order.
    open func sendActions(for events: Event) {
        for registration in registeredActions where !registration.events.isDisjoint(with: events) {
            sendAction(registration.action)
        }
    }

    /// Sends `events` for a touch, so actions that take the event receive it.
    package func sendActions(for events: Event, event: UIEvent?) {
        eventBeingSent = event
        defer { eventBeingSent = nil }
        sendActions(for: events)
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking touches

    /// A touch began inside the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The touch ended; `touchesEnded` sends `.touchUpInside` after this returns.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Read only by the control's own touch handling, never by a getter of the screen.
    private var isTracking = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTracking
        sendActions(for: .touchDown, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        let touch = touches.first
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        let inside = touch.map { point(inside: $0.location(in: self), with: event) } ?? true
        if inside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered], event: event)
        } else {
            sendActions(for: .touchUpOutside, event: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel, event: event)
    }

    // MARK: UIAccessibility defaults for controls

    /// Controls are elements by default (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): "any view extending UIControl").
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// Dimmed when disabled, Selected when selected, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? stateTraits }
        set { accessibilityOverrides.traits = newValue }
    }

    /// The traits the control's state implies.
    package var stateTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
