/// What VoiceOver speaks for an unlabelled SF Symbol, as iOS gives it: the symbol's accessibility
/// name, from device recordings (docs/uikit.md, "Images", lists them with their sources). A symbol
/// not listed speaks its own name ("slider.vertical.3"), as recorded. One table, for UIKit's
/// images and SwiftUI's.
public enum SFSymbolAccessibility {
    /// The recorded names, by symbol.
    package static let names: [String: String] = [
        "star": "Favorite",
        "star.fill": "Favorite",
        "globe": "Globe",
        "exclamationmark.circle": "Error",
        "checkmark.seal.fill": "Verified",
        "sparkles": "Sparkle",
    ]

    /// Symbols that stand for a state rather than a name: spoken as that trait alone.
    package static let stateTraits: [String: UIAccessibilityTraits] = [
        "checkmark.circle.fill": .selected
    ]

    /// The words VoiceOver speaks for the symbol `name`: its recorded accessibility name, none for
    /// a symbol that stands for a state, else its own name.
    public static func spokenName(ofSymbol name: String) -> String? {
        if let spoken = names[name] { return spoken }
        if stateTraits[name] != nil { return nil }
        return name
    }

    /// The traits the symbol `name` stands for (none for most).
    public static func traits(ofSymbol name: String) -> UIAccessibilityTraits {
        stateTraits[name] ?? .none
    }
}
