/// A view with a modifier applied: the content resolved in a changed environment, then its
/// nodes transformed. Modifiers keep the content's identity; wrapping ones give their wrapper the
/// content's path plus a suffix.
///
/// Built by nonisolated modifiers, as SwiftUI's `ModifiedContent` is; the transform runs where
/// views are resolved, on the main actor.
struct ModifiedView<Content: View> {
    let content: Content
    var environment: ((inout EnvironmentValues) -> Void)?
    var transform: @MainActor ([ViewNode], ResolveContext) -> [ViewNode]

    var body: Never { fatalError("ModifiedView has no body") }
}

extension ModifiedView: View, PrimitiveView {

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let inner = environment.map(context.with) ?? context
        let nodes = transform(inner.resolveHere(content), inner)
        if inner.environment.layoutDirection != context.environment.layoutDirection {
            nodes.forEach { $0.mirrorsLayout.toggle() }
        }
        return nodes
    }
}

nonisolated extension View {
    /// Applies `change` to the accessibility of each view this one resolves to.
    func accessibilityModifier(marking: Bool = true, _ change: @escaping @MainActor (inout AccessibilityProperties) -> Void) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            for node in nodes.map(\.accessibilityTarget) {
                change(&node.accessibility)
                if marking { node.accessibility.isModified = true }
            }
            return nodes
        }
    }

    /// Wraps each view this one resolves to in a layout node. `kind` is worked out when the view
    /// is resolved, so its arguments' warnings are logged then, as SwiftUI logs them in layout.
    func layoutModifier(_ suffix: String, _ kind: @escaping @MainActor () -> LayoutKind) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            let kind = kind()
            return nodes.map { ViewNode(path: $0.path + "#" + suffix, layout: kind, children: [$0]) }
        }
    }

    /// Changes the environment of this view's subtree.
    func environmentModifier(_ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
        ModifiedView(content: self, environment: change) { nodes, _ in nodes }
    }
}

extension ViewNode {
    /// The view an accessibility modifier lands on: through `.padding`, `.frame` and the
    /// transforms to the view they wrap, as in SwiftUI, where they make no accessibility node of
    /// their own.
    /// - Complexity: O(w), w the wrappers stacked on the view.
    var accessibilityTarget: ViewNode {
        var node = self
        while node.children.count == 1, case .layout = node.role {
            switch node.layout {
            case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio, .transform, .containerRelative, .visualEffect:
                node = node.children[0]
            default: return node
            }
        }
        return node
    }
}
