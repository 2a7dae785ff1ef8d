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
    /// The screen's identity for the explorer: each element's label and traits, in order. Values
    /// are left out, so moving a slider or turning a switch stays on the same screen (what a user
    /// adjusts is not a new place), while a new element, a new label or a new trait (a selected
    /// tab, a revealed field) is another screen.
    let signature: String
    /// The focused element's position in reading order, when the cursor is on an element.
    let focusedIndex: Int?

    init(_ voiceOver: VoiceOver) {
        let focused = voiceOver.focusedElement  // reads the app again first
        tree = voiceOver.tree
        let transcript = Transcript(tree: tree, settings: voiceOver.settings)
        lines = transcript.texts
        var parts: [String] = []
        parts.reserveCapacity(tree.elements.count)
        var focusedIndex: Int?
        for node in tree.elements {
            parts.append("\(node.label ?? "")\u{1F}\(node.traits.rawValue)")
            if let focused, node.object === focused { focusedIndex = node.index }
        }
        signature = parts.joined(separator: "\u{1E}")
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
