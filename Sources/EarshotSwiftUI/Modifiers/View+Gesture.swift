/// Gestures on views (docs/swiftui.md, "Gestures"). Apple's documentation of `gesture(_:including:)`,
/// `highPriorityGesture(_:including:)` and `simultaneousGesture(_:including:)`: a view's own
/// gestures take precedence over one attached with `gesture`, a high-priority gesture over the
/// view's, and a simultaneous one is recognized with them. What reaches VoiceOver is a single tap,
/// which its double tap runs.
nonisolated extension View {
    /// Attaches `gesture`; a gesture the view defines inside takes precedence.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        gestureModifier(gesture, mask: mask) { own, attached in own ?? attached }
    }

    /// Attaches `gesture` ahead of the view's own.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        gestureModifier(gesture, mask: mask) { own, attached in attached }
    }

    /// Attaches `gesture` to be recognized together with the view's own: a tap runs both, the
    /// view's first.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        gestureModifier(gesture, mask: mask) { own, attached in
            guard let own else { return attached }
            return {
                own()
                attached()
            }
        }
    }

    /// Sets the view's single-tap action from `gesture` when it is a single tap and `mask`
    /// enables it; `combine` decides between the view's own tap action and the gesture's. A mask
    /// without `.subviews` keeps every gesture inside the view from receiving touches (Apple's
    /// documentation of `GestureMask.gesture`: "disable all gestures in the subview hierarchy").
    private func gestureModifier<T: Gesture>(
        _ gesture: T, mask: GestureMask, combine: @escaping (_ own: (() -> Void)?, _ attached: @escaping () -> Void) -> (() -> Void)?
    ) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let tap = mask.contains(.gesture) ? (gesture as? SingleTapRecognizing)?.singleTapAction : nil
        nonisolated(unsafe) let combine = combine
        return GestureAttachment(content: self, subviewsReceiveTouches: mask.contains(.subviews)) { properties in
            guard let tap else { return }
            properties.tapGesture = combine(properties.tapGesture, tap)
        }
    }
}

/// A gesture attached to `content`: the content resolved with its gestures switched off when the
/// mask leaves out `.subviews`, then the attached gesture set where touches still reach the view.
struct GestureAttachment<Content: View> {
    let content: Content
    let subviewsReceiveTouches: Bool
    let attach: @MainActor (inout AccessibilityProperties) -> Void

    var body: Never { fatalError("GestureAttachment has no body") }
}

extension GestureAttachment: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        var inner = context
        if !subviewsReceiveTouches { inner.environment.gesturesReceiveTouches = false }
        let nodes = inner.resolveHere(content)
        guard context.environment.gesturesReceiveTouches else { return nodes }
        for node in nodes.map(\.accessibilityTarget) { attach(&node.accessibility) }
        return nodes
    }
}
