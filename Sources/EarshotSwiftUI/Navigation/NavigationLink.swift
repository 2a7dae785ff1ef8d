import EarshotUIKit

/// SwiftUI's `NavigationLink`: a button ("Details, Button") that pushes its destination onto the
/// enclosing NavigationStack — a view, or a value the stack shows through the
/// `navigationDestination(for:)` of its type. The bar then shows the destination's title with a
/// back button named by the previous title, and VoiceOver hears a screen change. Outside a
/// NavigationStack a link is dimmed and does nothing, as on iOS.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let destination: NavigationStackState.Entry

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let destination = destination
        self.destination = .view(destination)
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { fatalError("NavigationLink has no body") }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing `value`, shown by the stack's `navigationDestination(for:)` of its type; nil
    /// makes a dimmed link, as in SwiftUI.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = value.map { .value(AnyHashable($0)) } ?? .none
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let children = context.resolve(label, id: "label")
        var defaults = ElementDefaults(traits: .button)
        if let stackPath = context.environment.navigationStackPath, destination.canPush {
            let graph = context.graph
            let destination = destination
            defaults.activate = { graph.navigationStack(at: stackPath).push(destination) }
        } else {
            defaults.traits.insert(.notEnabled)
        }
        return [ViewNode(path: context.path, layout: .overlay(.leading), role: .combining(context.control(defaults)), children: children)]
    }
}

/// What one NavigationStack shows above its root, kept by the stack's identity: the values of
/// its `path:` binding, if it has one, then what its links pushed.
@MainActor
final class NavigationStackState {
    /// A pushed level: a view, or a value a `navigationDestination(for:)` shows.
    enum Entry {
        case view(any View)
        case value(AnyHashable)
        /// A link with nothing to push (`NavigationLink(value: nil)`).
        case none

        var canPush: Bool {
            if case .none = self { return false }
            return true
        }
    }

    private(set) var pushed: [Entry] = [] { didSet { UIKitChanges.note() } }
    /// The stack's `path:` binding, as of its latest render.
    var path: NavigationPathAccess? { didSet { UIKitChanges.note() } }
    /// Sets the `navigationDestination(isPresented:)` shown on top to false.
    var popPresented: (() -> Void)? { didSet { UIKitChanges.note() } }
    /// How many levels the latest render showed; nil before the first.
    private var depth: Int? { didSet { UIKitChanges.note() } }
    weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }

    /// Every level above the root, bottom first.
    var entries: [Entry] { (path?.get().map(Entry.value) ?? []) + pushed }

    func push(_ entry: Entry) {
        switch entry {
        case .none: return
        case .value(let value) where path != nil: path.map { $0.set($0.get() + [value]) }
        default: pushed.append(entry)
        }
        graph?.screenChanged()
    }

    func pop() {
        if let popPresented {
            popPresented()
        } else if !pushed.isEmpty {
            pushed.removeLast()
        } else if let path, !path.get().isEmpty {
            path.set(Array(path.get().dropLast()))
        } else {
            return
        }
        graph?.screenChanged()
    }

    /// Forgets a value a link pushed that no destination shows, as SwiftUI's link cannot be
    /// activated then; a value of the app's path stays (the path is the app's).
    func discard(entryAt index: Int) {
        let pathCount = path?.get().count ?? 0
        guard index >= pathCount, pushed.indices.contains(index - pathCount) else { return }
        pushed.remove(at: index - pathCount)
    }

    /// Records how many levels a render shows: a path the app changed (setting it, appending to
    /// it) moves VoiceOver to the new screen, as a link's push does.
    func noteDepth(_ levels: Int) {
        if let depth, levels != depth {
            graph?.noteScreenChange()
        }
        depth = levels
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
