import EarshotUIKit

/// The `isEnabled:` forms of the accessibility modifiers: the property is set only while
/// `isEnabled` is true; false changes nothing (Apple's documentation of
/// `accessibilityLabel(_:isEnabled:)`).
nonisolated extension View {
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) { if isEnabled { $0.label = label.content } }
    }
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
        accessibilityLabel(Text(label), isEnabled: isEnabled)
    }

    public func accessibilityValue(_ value: Text, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) { if isEnabled { $0.value = value.content } }
    }
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View {
        accessibilityValue(Text(value), isEnabled: isEnabled)
    }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) { if isEnabled { $0.hint = hint.content } }
    }
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View {
        accessibilityHint(Text(hint), isEnabled: isEnabled)
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) {
            guard isEnabled else { return }
            $0.addedTraits.formUnion(traits.uiKit)
            $0.removedTraits.subtract(traits.uiKit)
        }
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: isEnabled) {
            guard isEnabled else { return }
            $0.removedTraits.formUnion(traits.uiKit)
            $0.addedTraits.subtract(traits.uiKit)
        }
    }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        accessibilityModifier(marking: false) { if isEnabled { $0.identifier = identifier } }
    }

    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S], isEnabled: Bool) -> some View {
        let labels = labels.map { String($0) }
        return accessibilityModifier(marking: false) { if isEnabled { $0.inputLabels = labels } }
    }

    /// Large Content Viewer and Smart Invert are not simulated: visual to VoiceOver, kept.
    public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _AccessibilityVisualEffect> {
        modifier(_AccessibilityVisualEffect(showsLargeContentViewer: true))
    }

    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, _AccessibilityVisualEffect> {
        modifier(_AccessibilityVisualEffect(ignoresInvertColors: active))
    }
}

/// `.accessibilityShowsLargeContentViewer`, `.accessibilityIgnoresInvertColors`: for the Large
/// Content Viewer and Smart Invert, which Earshot does not simulate; VoiceOver hears nothing of
/// them. Kept.
public struct _AccessibilityVisualEffect: Sendable {
    public var showsLargeContentViewer = false
    public var ignoresInvertColors = false
}

extension _AccessibilityVisualEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_AccessibilityVisualEffect has no body") }
}
