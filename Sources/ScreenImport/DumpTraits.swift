import EarshotUIKit

/// Reads the `traits` of a WebDriverAgent dump (docs/real-dumps.md §1.2): trait names joined by
/// ", " in no fixed order (`Selected, Button` and `Button, Selected` both occur), so they are read
/// as a set. An empty string means "no traits", which is different from a missing attribute.
enum DumpTraits {
    /// The traits named in `text`. Names are WebDriverAgent's (`NotEnabled`) or UIKit's Swift names
    /// (`notEnabled`); a decimal number is taken as a raw mask. Names it does not know are returned
    /// in `unknown` and otherwise ignored.
    static func parse(_ text: String, unknown: inout [String]) -> UIAccessibilityTraits {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let mask = UInt64(trimmed) { return UIAccessibilityTraits(rawValue: mask) }
        var traits = UIAccessibilityTraits()
        for part in trimmed.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces)
            if name.isEmpty || name == "None" { continue }
            let swiftName = name.prefix(1).lowercased() + name.dropFirst()
            if let trait = UIAccessibilityTraits(name: swiftName) {
                traits.insert(trait)
            } else {
                unknown.append(name)
            }
        }
        return traits
    }

    /// The traits in a JSON array of names.
    static func parse(names: [String], unknown: inout [String]) -> UIAccessibilityTraits {
        parse(names.joined(separator: ","), unknown: &unknown)
    }
}
