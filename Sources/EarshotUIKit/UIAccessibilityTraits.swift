/// The bit mask that tells VoiceOver what kind of thing an element is and how it behaves.
///
/// Raw bits are UIKit's own (docs/voiceover-behaviour.md §9), so masks read from real dumps or written as
/// numbers mean the same here as on a device. The private bits UIKit sets on its own controls
/// (text entry, back button, …) are exposed by name because Earshot's controls need them for parity.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits (UIKit's `UIAccessibilityTraitNone`).
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Uncertain bit (spec §9 [U]); kept as documented.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 46)
    /// iOS 17's toggle trait; UISwitch carries it too.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)

    // Private bits UIKit sets on its own controls.
    public static let textEntry = UIAccessibilityTraits(rawValue: 1 << 18)
    public static let isEditing = UIAccessibilityTraits(rawValue: 1 << 21)
    public static let secureTextField = UIAccessibilityTraits(rawValue: 1 << 24)
    public static let backButton = UIAccessibilityTraits(rawValue: 1 << 27)
    public static let tabBarItem = UIAccessibilityTraits(rawValue: 1 << 28)
    public static let textArea = UIAccessibilityTraits(rawValue: 1 << 47)
    /// The switch bit UISwitch sets; the same bit as `toggleButton` (spec §9). Written as its
    /// bit, not as `toggleButton`: a constant is stored when the module loads, while a copy of
    /// another static is made on first use and checked at every read (a sixtieth of speech).
    public static let switchButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

extension UIAccessibilityTraits {
    /// Every named trait with its UIKit Swift name, in bit order. Screen files, JSON output and the
    /// importers use these names.
    public static let named: [(name: String, trait: UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry),
        ("isEditing", .isEditing), ("secureTextField", .secureTextField),
        ("backButton", .backButton), ("tabBarItem", .tabBarItem), ("supportsZoom", .supportsZoom),
        ("textArea", .textArea), ("toggleButton", .toggleButton),
    ]

    /// The trait with this UIKit Swift name, or nil when there is none.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The names of the traits in this mask, in bit order; unnamed bits as `bit<N>`.
    public var names: [String] {
        var remaining = self
        var result: [String] = []
        for (name, trait) in Self.named where contains(trait) {
            result.append(name)
            remaining.remove(trait)
        }
        var bit: UInt64 = 0
        while remaining.rawValue != 0 && bit < 64 {
            if remaining.rawValue & (1 << bit) != 0 {
                result.append("bit\(bit)")
                remaining.remove(UIAccessibilityTraits(rawValue: 1 << bit))
            }
            bit += 1
        }
        return result
    }
}

extension UIAccessibilityTraits {
    /// The traits that make an element something to act on: the default of
    /// `accessibilityRespondsToUserInteraction`, and what the auditor counts as a target. Named
    /// once so the two cannot drift apart.
    package static let interactive: UIAccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .textEntry, .toggleButton,
        .allowsDirectInteraction, .tabBarItem,
    ]
}
