import AccessibilityTree
import EarshotUIKit

/// What the Switch Control highlight can rest on: one element, or a group of them that
/// `select()` enters.
@MainActor
public enum SwitchControlItem: Sendable {
    case element(AccessibilityNode)
    /// A container of the tree that keeps its children together (`shouldGroupAccessibilityChildren`,
    /// a list, landmark, data table or tab bar, explicit `accessibilityElements`), holding at least
    /// two elements; `container` indexes `AccessibilityTree.containers`.
    case group(container: Int, elements: [AccessibilityNode])

    /// The highlight's bounds in screen coordinates: the element's `accessibilityFrame` (its
    /// path's bounds when it has an `accessibilityPath`); for a group, the smallest rectangle
    /// around its elements' highlights.
    public var frame: CGRect {
        switch self {
        case .element(let node):
            return node.path?.bounds ?? node.frame
        case .group(_, let elements):
            let frames = elements.map { $0.path?.bounds ?? $0.frame }
            guard let first = frames.first else { return .zero }
            return frames.dropFirst().reduce(first) { $0.union($1) }
        }
    }

    /// The element's `accessibilityPath`, drawn instead of its frame when set.
    public var path: UIBezierPath? {
        if case .element(let node) = self { return node.path }
        return nil
    }

    /// The element, when the item is one.
    public var element: AccessibilityNode? {
        if case .element(let node) = self { return node }
        return nil
    }

    /// A name for people and the CLI: the element's name (its label, else a field's placeholder;
    /// else its identifier, else its type),
    /// or "group: " and the names of its elements.
    public var name: String {
        switch self {
        case .element(let node):
            return Self.name(of: node)
        case .group(_, let elements):
            return "group: " + elements.map(Self.name(of:)).joined(separator: ", ")
        }
    }

    static func name(of node: AccessibilityNode) -> String {
        if let name = node.name { return name }
        if let identifier = node.identifier, !identifier.isEmpty { return identifier }
        return String(describing: type(of: node.object))
    }
}

/// A choice in the item menu that selecting an element opens.
public enum SwitchControlMenuItem: Hashable, Sendable {
    /// Activates the element (`accessibilityActivate()`, else a tap at its activation point).
    case tap
    /// One of the element's `accessibilityCustomActions`, by name.
    case customAction(String)
    /// `accessibilityIncrement()` (adjustable elements only).
    case increment
    /// `accessibilityDecrement()` (adjustable elements only).
    case decrement
    /// `accessibilityScroll(_:)` on the element, then up its views.
    case scroll(UIAccessibilityScrollDirection)
    /// `accessibilityPerformEscape()` up the responder chain.
    case escape

    /// The name the menu shows.
    public var name: String {
        switch self {
        case .tap: return "Tap"
        case .customAction(let name): return name
        case .increment: return "Increment"
        case .decrement: return "Decrement"
        case .scroll(.up): return "Scroll Up"
        case .scroll(.down): return "Scroll Down"
        case .scroll(.left): return "Scroll Left"
        case .scroll(.right): return "Scroll Right"
        case .scroll(let other): return "Scroll \(other)"
        case .escape: return "Escape"
        }
    }
}

/// How Switch Control scans (Settings › Accessibility › Switch Control).
public struct SwitchControlSettings: Sendable, Hashable {
    /// Time the highlight rests on each item while auto scanning.
    public var autoScanningTime: Duration = .seconds(1)
    /// Full passes over a level before auto scanning gives up on it: a group goes back to its
    /// parent level; at the top level scanning stops.
    public var loops = 4
    /// Items that share a container kept together are scanned as one group first.
    public var groupsItems = true
    /// Time each crosshair line of point scanning takes to sweep the screen.
    public var pointScanningSweepTime: Duration = .seconds(5)

    public init() {}
}

/// One thing Switch Control did.
public enum SwitchControlEvent: Hashable, Sendable {
    /// The highlight moved to the item named (nil: it went away).
    case highlighted(String?)
    case enteredGroup(String)
    case leftGroup
    case menuOpened([String])
    case chose(String)
    /// Switch Control called app code (focus callbacks, activation, escape, …).
    case appMethodCalled(name: String, on: String)
    /// A tap was sent at a screen point; `hitView` names the view hit, if any.
    case tapSynthesized(at: CGPoint, hitView: String?)
    /// No object handled the choice (an escape nothing took, a scroll at the end).
    case unhandled(String)
    case scanningStopped
    /// The app paused Switch Control (`pauseAssistiveTechnology`).
    case paused
    /// The app resumed it (`resumeAssistiveTechnology`).
    case resumed
}

/// A choice the item menu cannot make.
public struct SwitchControlError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
