import AccessibilityTree
import EarshotUIKit

/// A simulated iOS Voice Control on one window: spoken commands ("Tap Submit", "Show numbers",
/// "Tap 3", "Swipe up", "Scroll down") run against the one walk's result (`AccessibilityTree`).
///
/// "Voice Control will listen for the element's label" (Developing Accessible iOS Apps, chapter 6,
/// "Value"): the names it answers to are an element's `accessibilityUserInputLabels`, and the name
/// it shows is the first of them (which is the label when the app sets none). Only elements that
/// respond to user interaction are offered ("this trait also makes the element visible to Voice
/// Control and Switch Control", chapter 6, "Traits"). When a name fits several elements, Voice
/// Control numbers just those and waits for "Tap ⟨number⟩", as iOS does. Choices made here are
/// decided in docs/assistive-technologies.md.
@MainActor
public final class VoiceControl {
    /// The window Voice Control acts on.
    public var window: UIWindow { app.window }
    /// The application Voice Control is running for.
    public var application: UIApplication { app.application }
    /// The tree as last read (`KeptTree`: kept while current, updated element by element).
    public var tree: AccessibilityTree {
        _read { yield kept.tree }
    }
    /// How Voice Control calls the app.
    let app: AppConnection
    /// The tree Voice Control holds between commands.
    var kept = KeptTree()
    /// How many times the tree was read from the app (kept trees are not counted), for tests.
    package var treeReads: Int { kept.reads }
    /// What the overlay shows: nothing, names, or numbers.
    public internal(set) var overlay: Overlay = .none
    /// Everything Voice Control did, in order.
    public internal(set) var events: [VoiceControlEvent] = []
    /// The elements numbered because a name fitted several of them, until one is chosen.
    private var disambiguation: [AccessibilityNode]?
    var disambiguationPending: Bool { disambiguation != nil }
    func beginDisambiguation(_ candidates: [AccessibilityNode]) { disambiguation = candidates }
    func endDisambiguation() { disambiguation = nil }

    /// The overlay iOS draws over the screen.
    public enum Overlay: Sendable, Hashable {
        case none, names, numbers
    }

    /// Starts Voice Control on `window` (a window without an application joins `UIApplication.shared`).
    public init(window: UIWindow) {
        app = AppConnection(window: window)
        app.recorder = self
        refresh()
    }

    /// The elements Voice Control can act on, in reading order: those that respond to user
    /// interaction (`accessibilityRespondsToUserInteraction`).
    public var actionableElements: [AccessibilityNode] {
        tree.elements.filter(\.respondsToUserInteraction)
    }

    /// The overlay's labels: "Show names" shows each actionable element's name, "Show numbers"
    /// numbers them from 1 in reading order; during a disambiguation, only the candidates are
    /// numbered. Empty when the overlay is hidden.
    public var overlayLabels: [VoiceControlLabel] {
        switch (overlay, disambiguation) {
        case (_, let candidates?):
            return candidates.enumerated().map { VoiceControlLabel(text: String($0.offset + 1), node: $0.element) }
        case (.names, nil):
            return actionableElements.map { VoiceControlLabel(text: Self.name(of: $0), node: $0) }
        case (.numbers, nil):
            return actionableElements.enumerated().map { VoiceControlLabel(text: String($0.offset + 1), node: $0.element) }
        case (.none, nil):
            return []
        }
    }

    /// The name "Show names" shows for `node`: its first `accessibilityUserInputLabels` entry,
    /// else its name (its label, else a field's placeholder: `AccessibilityNode.name`).
    public static func name(of node: AccessibilityNode) -> String {
        node.userInputLabels.first { !$0.isEmpty } ?? node.name ?? ""
    }

    /// Whether `spoken` names `node`: it matches one of the element's input labels (else its
    /// name), ignoring case, diacritics, surrounding spaces and runs of spaces.
    public static func matches(_ spoken: String, _ node: AccessibilityNode) -> Bool {
        let wanted = normalized(spoken)
        guard !wanted.isEmpty else { return false }
        let names = node.userInputLabels.isEmpty ? [node.name ?? ""] : node.userInputLabels
        return names.contains { normalized($0) == wanted }
    }

    static func normalized(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Forgets the events recorded so far.
    public func clearLog() { events.removeAll() }

    /// Brings the tree up to date before a command (`KeptTree`): kept when nothing changed, the
    /// elements whose attributes changed read again, else the window read again.
    /// - Complexity: O(1) for an unchanged screen; O(n log n) for a read.
    func refresh() {
        kept.refresh(from: app, force: true)
    }

    /// Runs app code as iOS does (`AppConnection.callApp`); a non-nil `name` is recorded.
    @discardableResult
    func callApp<Result>(_ name: String?, on object: AnyObject?, _ body: () -> Result) -> Result {
        app.callApp(name, on: object, body)
    }
}

/// A name or number the Voice Control overlay draws next to an element.
@MainActor
public struct VoiceControlLabel: Sendable {
    public let text: String
    public let node: AccessibilityNode
}

/// One thing Voice Control did.
public enum VoiceControlEvent: Hashable, Sendable {
    case heard(String)
    case overlayShown(String)
    case overlayHidden
    /// Several elements answer to the name: they are numbered (their names, in order).
    case askedToChoose([String])
    case appMethodCalled(name: String, on: String)
    case tapSynthesized(at: CGPoint, hitView: String?)
    /// A swipe or scroll that nothing on screen took.
    case nothingScrolled
}

/// A command Voice Control cannot carry out.
public struct VoiceControlError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension VoiceControl: AppCallRecorder {
    package func appMethodCalled(_ name: String, on object: AnyObject?) {
        events.append(.appMethodCalled(name: name, on: object.map { kept.describe($0, through: app) } ?? "nil"))
    }

    package func tapSent(at point: CGPoint, hitting view: UIView?) {
        events.append(.tapSynthesized(at: point, hitView: view.map { kept.describe($0, through: app) }))
    }
}
