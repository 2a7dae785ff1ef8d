import EarshotUIKit

/// `.labelsHidden()`: the controls inside draw no label. Apple's documentation of `labelsHidden()`
/// asks for a label even when hidden "because SwiftUI uses labels for other purposes, including
/// accessibility": a toggle or menu picker keeps it as the element's label, so VoiceOver hears
/// the same words and only the drawn frame shrinks to the control itself.
public struct _LabelsHiddenModifier {}

extension _LabelsHiddenModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_LabelsHiddenModifier has no body") }
    func apply(to styles: inout InheritedStyles) { styles.labelsHidden = true }
}

nonisolated extension View {
    public func labelsHidden() -> ModifiedContent<Self, _LabelsHiddenModifier> {
        modifier(_LabelsHiddenModifier())
    }
}
