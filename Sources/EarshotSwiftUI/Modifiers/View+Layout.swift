import EarshotUIKit

/// SwiftUI's layout and appearance modifiers.
nonisolated extension View {
    /// Insets of `length` (16 pt by default) on `edges`. Negative lengths are allowed, as in
    /// SwiftUI: the content overflows its new bounds.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        layoutModifier("padding") {
            let value = Layout.sanitized(length, name: "padding") ?? 16
            return .padding(
                EdgeInsets(
                    top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                    bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0
                ))
        }
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View { layoutModifier("padding") { .padding(insets) } }

    /// A fixed width and/or height; nil keeps the content's. Negative or non-finite dimensions
    /// are ignored with SwiftUI's warning "Invalid frame dimension (negative or non-finite)."
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier("frame") { .frame(width: Layout.dimension(width), height: Layout.dimension(height), alignment: alignment) }
    }

    /// The font of text inside.
    public func font(_ font: Font?) -> some View {
        environmentModifier { $0.font = font }
    }

    /// True dims every control inside and stops its actions.
    public func disabled(_ disabled: Bool) -> some View {
        environmentModifier { if disabled { $0.isEnabled = false } }
    }

    /// Removes the view from display and from accessibility; it keeps its space.
    public func hidden() -> some View {
        accessibilityModifier(marking: false) { $0.isHidden = true }
    }

    /// A view behind this one, sized to it. Its elements are read with this view's, by position.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        decorated(content(), alignment: alignment, behind: true)
    }

    /// A view in front of this one, sized to it (a badge, a label over an image).
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        decorated(content(), alignment: alignment, behind: false)
    }

    /// A view behind this one, sized to it.
    @_disfavoredOverload
    public func background<S: View>(_ style: S, alignment: Alignment = .center) -> some View {
        decorated(style, alignment: alignment, behind: true)
    }

    /// A view in front of this one, sized to it (SwiftUI's first spelling).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        decorated(overlay, alignment: alignment, behind: false)
    }

    private func decorated<Decoration: View>(_ decoration: Decoration, alignment: Alignment, behind: Bool) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let decoration = decoration
        return ModifiedView(content: self, environment: nil) { nodes, context in
            nodes.map { node in
                let extra = context.resolve(decoration, id: behind ? "background" : "overlay")
                return ViewNode(
                    path: node.path + (behind ? "#background" : "#overlay"),
                    layout: .decorated(alignment), children: [node] + extra)
            }
        }
    }

    /// The colour of text and symbols inside: no effect on accessibility, kept for the
    /// environment only.
    public func foregroundColor(_ color: Color?) -> some View {
        environmentModifier { $0.foregroundColor = color }
    }
}

nonisolated extension View {
    /// A tap handler. It adds no trait; VoiceOver's double tap on the view is one tap there, so it
    /// fires a single-tap gesture (`count` 1) and not a multi-tap one.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let action = action
        return ModifiedView(content: self, environment: nil) { nodes, context in
            guard count == 1, context.environment.gesturesReceiveTouches else { return nodes }
            for node in nodes.map(\.accessibilityTarget) { node.accessibility.tapGesture = action }
            return nodes
        }
    }
}
