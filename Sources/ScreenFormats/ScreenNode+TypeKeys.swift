import EarshotUIKit

extension ScreenNodeType {
    /// The type-specific keys the type takes (docs/screen-format.md "Types"), as written in files.
    public var typeKeys: Set<String> {
        Self.typeKeysByType[self] ?? []
    }

    /// Every type's keys, made once: the builder checks them for every node that sets one.
    private static let typeKeysByType: [ScreenNodeType: Set<String>] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, Set($0.specificKeys.map(\.rawValue))) }
    )
}

extension ScreenNode {
    /// The type-specific keys this node sets, in the order of docs/screen-format.md.
    public var setTypeKeys: [String] {
        var keys: [String] = []
        func note(_ key: String, _ isSet: Bool) { if isSet { keys.append(key) } }
        note("text", text != nil)
        note("title", title != nil)
        note("isEnabled", isEnabled != nil)
        note("isSelected", isSelected != nil)
        note("isOn", isOn != nil)
        note("minimum", minimum != nil)
        note("maximum", maximum != nil)
        note("current", current != nil)
        note("step", step != nil)
        note("segments", segments != nil)
        note("selectedIndex", selectedIndex != nil)
        note("pages", pages != nil)
        note("currentPage", currentPage != nil)
        note("progress", progress != nil)
        note("isAnimating", isAnimating != nil)
        note("placeholder", placeholder != nil)
        note("isSecure", isSecure != nil)
        note("isEditing", isEditing != nil)
        note("detailText", detailText != nil)
        note("accessory", accessory != nil)
        note("contentSize", contentSize != nil)
        note("contentOffset", contentOffset != nil)
        note("isPagingEnabled", isPagingEnabled != nil)
        note("backTitle", backTitle != nil)
        note("items", items != nil)
        note("message", message != nil)
        note("actions", actions != nil)
        return keys
    }
}
