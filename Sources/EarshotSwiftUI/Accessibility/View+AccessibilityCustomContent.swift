import EarshotUIKit

/// A named slot of custom content (SwiftUI's `AccessibilityCustomContentKey`): the label spoken,
/// and an id that lets a later modifier replace the entry.
public struct AccessibilityCustomContentKey: Sendable, Equatable {
    let label: String
    let id: String

    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    public init<S: StringProtocol>(_ label: S) {
        self.label = String(label)
        id = String(label)
    }
}

/// One entry of custom content on a SwiftUI element.
struct CustomContentEntry: Sendable {
    let key: AccessibilityCustomContentKey
    let value: String
    let importance: AXCustomContent.Importance
}

nonisolated extension View {
    /// Facts VoiceOver offers on request: "More Content Available" after the hint, each entry read
    /// by the rotor's More Content item; `.high` importance is spoken with the element. A second
    /// entry with the same label (or key id) replaces the first, as in SwiftUI.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityModifier {
            $0.customContent.removeAll { $0.key.id == key.id }
            if let value { $0.customContent.append(CustomContentEntry(key: key, value: value.content, importance: importance)) }
        }
    }

    @_disfavoredOverload
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.content), value, importance: importance)
    }

    /// A label and value written as literals are localized keys, so a number interpolated into
    /// the value is formatted as `Text` formats it (AccessibilitySnapshot's CustomContentDemo
    /// reference images: "4.5 stars from 2,847 reviews").
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityCustomContent(Text(label), Text(value), importance: importance)
    }
}
