/// `.allowsHitTesting(false)`: touches pass through the view, so no gesture inside it receives one
/// (Apple's documentation of `allowsHitTesting(_:)`: "Configures whether this view participates
/// in hit test operations"). VoiceOver's double tap on an element that has only a tap gesture is
/// a tap at the element (docs/swiftui.md, "Gestures"), so it runs nothing there. The elements
/// stay, as their accessibility does not depend on hit testing, and a `Button` keeps its action,
/// which VoiceOver activates directly [U: no recording shows a button under a view with hit testing
/// off].
nonisolated extension View {
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        environmentModifier { if !enabled { $0.gesturesReceiveTouches = false } }
    }
}
