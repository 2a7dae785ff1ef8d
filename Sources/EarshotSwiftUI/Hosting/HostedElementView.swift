import EarshotUIKit

/// The UIKit view that carries one SwiftUI accessibility element inside a hosting view. It is
/// reused across renders for the same view identity, so VoiceOver's focus survives a state change.
@MainActor
final class HostedElementView: UIView, AXCustomContentProvider, StandardControlStandIn {
    weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }
    /// The SwiftUI identity this view hosts.
    var path = "" { didSet { UIKitChanges.note() } }
    var activateHandler: (() -> Void)? { didSet { UIKitChanges.note() } }
    var incrementHandler: (() -> Void)? { didSet { UIKitChanges.note() } }
    var decrementHandler: (() -> Void)? { didSet { UIKitChanges.note() } }
    var escapeHandler: (() -> Void)? { didSet { UIKitChanges.note() } }
    var magicTapHandler: (() -> Void)? { didSet { UIKitChanges.note() } }
    var scrollHandler: ((Edge) -> Void)? { didSet { UIKitChanges.note() } }
    var zoomHandler: ((AccessibilityZoomGestureAction) -> Void)? { didSet { UIKitChanges.note() } }
    /// `.accessibilityActivationPoint`, relative to the element.
    var activationPoint: ActivationPoint? { didSet { UIKitChanges.note() } }
    var focus: FocusLink? { didSet { UIKitChanges.note() } }
    private(set) var standardControlClass: UIView.Type? { didSet { UIKitChanges.note() } }
    var accessibilityCustomContent: [AXCustomContent]! = [] { didSet { UIKitChanges.note() } }
    /// Whether VoiceOver is on this view (kept so a focus state it set is not posted back to it).
    private(set) var isVoiceOverFocused = false

    /// - Parameters:
    ///   - views: the host's views by identity, where custom rotors find their stops.
    ///   - find: the identity of the element a rotor entry's key names on the host's screen.
    func update(
        _ element: HostedElement, origin: CGPoint, graph: ViewGraph, views: @escaping () -> [String: UIView],
        find: @escaping (RotorEntryKey) -> String?
    ) {
        self.graph = graph
        frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        isAccessibilityElement = true
        accessibilityLabel = element.label
        accessibilityValue = element.value
        accessibilityHint = element.hint
        accessibilityTraits = element.traits
        accessibilityViewIsModal = element.isModal
        accessibilityIdentifier = element.identifier
        accessibilityUserInputLabels = element.inputLabels
        explicitRespondsToUserInteraction = element.respondsToUserInteraction
        activateHandler = element.activate
        incrementHandler = element.increment
        decrementHandler = element.decrement
        escapeHandler = element.escape
        magicTapHandler = element.magicTap
        scrollHandler = element.scroll
        zoomHandler = element.zoom
        activationPoint = element.activationPoint
        accessibilityCustomRotors = element.rotors.isEmpty ? nil : element.rotors.map { $0.customRotor(views: views, find: find) }
        accessibilityCustomContent = element.customContent.map { entry in
            let content = AXCustomContent(label: entry.key.label, value: entry.value)
            content.importance = entry.importance
            return content
        }
        focus = element.focus
        standardControlClass = element.standardControl
        accessibilityCustomActions =
            element.namedActions.isEmpty
            ? nil
            : element.namedActions.map { named in
                UIAccessibilityCustomAction(name: named.name) { [weak graph] _ in
                    if let graph { graph.batch(named.handler) } else { named.handler() }
                    return true
                }
            }
    }

    /// Runs the view's action (a Button's, a Toggle's flip, `.accessibilityAction`), then
    /// re-renders once if state changed. False when the view has no action, as UIKit answers.
    override func accessibilityActivate() -> Bool {
        guard let handler = activateHandler else { return false }
        run(handler)
        return true
    }

    /// Escape and Magic Tap handlers of this element or of a view around it.
    override func accessibilityPerformEscape() -> Bool {
        guard let handler = escapeHandler else { return false }
        run(handler)
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        guard let handler = magicTapHandler else { return false }
        run(handler)
        return true
    }

    /// A three-finger swipe: the scroll action of this element or a view around it, with the edge
    /// scrolled toward.
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let handler = scrollHandler else { return false }
        let edge: Edge =
            switch direction {
            case .up, .previous: .top
            case .down, .next: .bottom
            case .left: .leading
            case .right: .trailing
            }
        run { handler(edge) }
        return true
    }

    /// VoiceOver arrived: a linked focus state becomes true.
    override func accessibilityElementDidBecomeFocused() {
        isVoiceOverFocused = true
        if let focus, !focus.isFocused() { run { focus.setFocused(true) } }
    }

    /// VoiceOver left: a linked focus state stops naming this view.
    override func accessibilityElementDidLoseFocus() {
        isVoiceOverFocused = false
        if let focus, focus.isFocused() { run { focus.setFocused(false) } }
    }

    /// The view's `.accessibilityActivationPoint` in screen coordinates, where it moves with the
    /// element; else UIKit's (the centre of the frame, unless set).
    override var accessibilityActivationPoint: CGPoint {
        get {
            guard let activationPoint else { return super.accessibilityActivationPoint }
            return activationPoint.located(in: accessibilityFrame)
        }
        set { super.accessibilityActivationPoint = newValue }
    }

    /// VoiceOver's Zoom rotor: the element's `.accessibilityZoomAction`.
    override func accessibilityZoomIn(at point: CGPoint) -> Bool {
        guard let handler = zoomHandler else { return false }
        let action = zoomAction(.zoomIn, at: point)
        run { handler(action) }
        return true
    }

    override func accessibilityZoomOut(at point: CGPoint) -> Bool {
        guard let handler = zoomHandler else { return false }
        let action = zoomAction(.zoomOut, at: point)
        run { handler(action) }
        return true
    }

    override func accessibilityIncrement() { incrementHandler.map(run) }
    override func accessibilityDecrement() { decrementHandler.map(run) }

    private func run(_ handler: () -> Void) {
        if let graph { graph.batch(handler) } else { handler() }
    }
}

/// The UIKit view of a `.contain` group: its subviews are read together.
@MainActor
final class HostedContainerView: UIView {
    func update(_ container: HostedContainer, origin: CGPoint) {
        frame = container.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        isAccessibilityElement = false
        shouldGroupAccessibilityChildren = true
        accessibilityViewIsModal = container.isModal
        accessibilityLabel = container.label
        accessibilityIdentifier = container.identifier
    }
}
