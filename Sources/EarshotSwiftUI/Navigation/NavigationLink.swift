import EarshotUIKit

/// SwiftUI's `NavigationLink`: a button ("Details, Button") that pushes its destination onto the
/// enclosing NavigationStack. The bar then shows the destination's title with a back button
/// named by the previous title, and VoiceOver hears a screen change. Outside a NavigationStack a
/// link is dimmed and does nothing, as on iOS.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let destination: Destination

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
    }

    public var body: Never { fatalError("NavigationLink has no body") }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }
}

extension NavigationLink: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let children = context.resolve(label, id: "label")
        var defaults = ElementDefaults(traits: .button)
        if let stackPath = context.environment.navigationStackPath {
            let graph = context.graph
            let destination = destination
            defaults.activate = { graph.navigationStack(at: stackPath).push(destination) }
        } else {
            defaults.traits.insert(.notEnabled)
        }
        return [ViewNode(path: context.path, layout: .overlay(.leading), role: .combining(context.control(defaults)), children: children)]
    }
}

/// The views pushed on one NavigationStack, kept by the stack's identity.
@MainActor
final class NavigationStackState {
    private(set) var pushed: [any View] = [] { didSet { UIKitChanges.note() } }
    weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }

    func push(_ view: any View) {
        pushed.append(view)
        graph?.screenChanged()
    }

    func pop() {
        guard !pushed.isEmpty else { return }
        pushed.removeLast()
        graph?.screenChanged()
    }
}

/// Hears the hosted bar's back button and pops the stack.
@MainActor
final class NavigationBarRelay: UINavigationBarDelegate {
    var pop: (() -> Void)? { didSet { UIKitChanges.note() } }
    weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        guard let pop else { return }
        if let graph { graph.batch(pop) } else { pop() }
    }
}
