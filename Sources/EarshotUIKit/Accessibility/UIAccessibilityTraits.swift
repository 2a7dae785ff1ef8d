/// The bit mask that tells VoiceOver what kind of thing an element is and how it behaves.
///
/// Raw bits are UIKit's own (docs/voiceover-behaviour.md §9 (Traits)), so masks read from real dumps or written as
/// numbers mean the same here as on a device. The private bits UIKit sets on its own controls
/// (text entry, back button, …) are exposed by name because Earshot's controls need them for parity.
///
/// The named traits are inlinable computed constants, not stored statics: a stored static of
/// another module is read through an accessor that checks it was made, at every read, and
/// speech reads a dozen per element (about a twenty-fifth of its time).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits (UIKit's `UIAccessibilityTraitNone`).
    @inlinable public static var none: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0) }
    @inlinable public static var button: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 0) }
    @inlinable public static var link: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 1) }
    @inlinable public static var image: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 2) }
    @inlinable public static var selected: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 3) }
    @inlinable public static var playsSound: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 4) }
    @inlinable public static var keyboardKey: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 5) }
    @inlinable public static var staticText: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 6) }
    @inlinable public static var summaryElement: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 7) }
    @inlinable public static var notEnabled: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 8) }
    @inlinable public static var updatesFrequently: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 9) }
    @inlinable public static var searchField: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 10) }
    @inlinable public static var startsMediaSession: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 11) }
    @inlinable public static var adjustable: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 12) }
    @inlinable public static var allowsDirectInteraction: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 13) }
    @inlinable public static var causesPageTurn: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 14) }
    @inlinable public static var tabBar: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 15) }
    @inlinable public static var header: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 16) }
    /// Uncertain bit (docs/voiceover-behaviour.md §9 (Traits) [U]); kept as documented.
    @inlinable public static var supportsZoom: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 46) }
    /// iOS 17's toggle trait; UISwitch carries it too.
    @inlinable public static var toggleButton: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 53) }

    // Private bits UIKit sets on its own controls.
    @inlinable public static var textEntry: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 18) }
    @inlinable public static var isEditing: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 21) }
    @inlinable public static var secureTextField: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 24) }
    @inlinable public static var backButton: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 27) }
    @inlinable public static var tabBarItem: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 28) }
    @inlinable public static var textArea: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 47) }
    /// The switch bit UISwitch sets; the same bit as `toggleButton` (docs/voiceover-behaviour.md §9 (Traits)).
    @inlinable public static var switchButton: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 53) }
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
