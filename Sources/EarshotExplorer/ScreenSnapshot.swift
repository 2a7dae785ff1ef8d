import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// What VoiceOver perceives of the screen at one moment: every element's speech in reading order
/// (`Transcript`, as a swipe through the screen speaks it), read from VoiceOver's own tree.
@MainActor
struct ScreenSnapshot {
    /// The tree VoiceOver held (it keeps the elements' objects alive for identity checks).
    let tree: AccessibilityTree
    /// Each element's speech, description then hint.
    let lines: [String]
    /// `lines` with the words of content the explorer saw change by itself on a timer
    /// (`TickingContent`) reduced to their shape, so a clock moving on between two looks is not
    /// taken for a change an action made.
    let comparable: [String]
    /// The screen's identity, which `signature` writes with the ticking content given.
    let identity: ScreenIdentity
    /// The screen's identity for the explorer (`ScreenIdentity.signature(_:)`).
    let signature: String
    /// The focused element's position in reading order, when the cursor is on an element.
    let focusedIndex: Int?

    init(_ voiceOver: VoiceOver, ticking: TickingContent = TickingContent()) {
        let focused = voiceOver.focusedElement  // reads the app again first
        tree = voiceOver.tree
        let transcript = Transcript(tree: tree, settings: voiceOver.settings)
        lines = transcript.texts
        var elements: [ScreenIdentity.Element] = []
        elements.reserveCapacity(tree.elements.count)
        var comparable: [String] = []
        comparable.reserveCapacity(tree.elements.count)
        var focusedIndex: Int?
        for node in tree.elements {
            let element = ScreenIdentity.Element(
                label: node.label ?? "", traits: node.traits.rawValue, key: TickingContent.key(lines[node.index], traits: node.traits))
            elements.append(element)
            comparable.append(ticking.contains(element.key) ? element.key : lines[node.index])
            if let focused, node.object === focused { focusedIndex = node.index }
        }
        self.comparable = comparable
        identity = ScreenIdentity(elements: elements)
        signature = identity.signature(ticking)
        self.focusedIndex = focusedIndex
    }

    /// The position of `object` among the elements, or nil when it is not on screen.
    func index(of object: NSObject) -> Int? {
        tree.index(of: object)
    }

    /// Whether the element at `index` is a tab or inside the tab bar: it stays when the tab's
    /// content changes, so comparisons of content leave it out.
    func isTabBar(_ index: Int) -> Bool {
        let node = tree.elements[index]
        return node.isTab || node.traits.contains(.tabBarItem)
    }
}

/// What makes a screen the same screen for the explorer: each element's label and traits, in
/// reading order. Values are left out, so moving a slider or turning a switch stays on the same
/// screen (what a user adjusts is not a new place), while a new element, a new label or a new
/// trait (a selected tab, a revealed field) is another screen. Content that changes by itself on
/// a timer (`TickingContent`) counts by its shape, so a ticking clock does not make every moment
/// a new screen.
struct ScreenIdentity: Hashable, Sendable {
    struct Element: Hashable, Sendable {
        let label: String
        let traits: UInt64
        /// The element's `TickingContent` key.
        let key: String
    }

    let elements: [Element]

    /// The identity as one string, ticking content written by its shape.
    /// - Complexity: O(n) in the number of elements.
    func signature(_ ticking: TickingContent) -> String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        for element in elements {
            let label = ticking.contains(element.key) ? TickingContent.shape(element.label) : element.label
            parts.append("\(label)\u{1F}\(element.traits)")
        }
        return parts.joined(separator: "\u{1E}")
    }
}

/// The content the explorer saw change by itself while the cursor rested (a clock, a countdown,
/// a progress readout): each element known by its traits and the shape of its speech, every run
/// of digits written "#", so "Time left, 4:59" and "Time left, 4:56" are one. Learned as the
/// exploration goes (`Explorer.dwell`), and the same for every fresh app.
struct TickingContent: Hashable, Sendable {
    private(set) var keys: Set<String> = []

    /// The key of an element saying `line` with `traits`.
    static func key(_ line: String, traits: UIAccessibilityTraits) -> String {
        "\(traits.rawValue)\u{1F}\(shape(line))"
    }

    /// `text` with every run of digits written "#".
    static func shape(_ text: String) -> String {
        var shaped = ""
        var inDigits = false
        for character in text {
            if character.isNumber {
                if !inDigits { shaped.append("#") }
                inDigits = true
            } else {
                shaped.append(character)
                inDigits = false
            }
        }
        return shaped
    }

    func contains(_ key: String) -> Bool { keys.contains(key) }

    /// Adds `key`; true when it was not known.
    @discardableResult
    mutating func insert(_ key: String) -> Bool { keys.insert(key).inserted }
}
