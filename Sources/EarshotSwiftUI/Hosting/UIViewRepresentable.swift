import EarshotUIKit

/// SwiftUI's `UIViewRepresentable`: a UIKit view inside a SwiftUI hierarchy. The view is made
/// once per identity, updated on every render, and hosted as itself, so it keeps its own UIKit
/// accessibility and VoiceOver reads it among the SwiftUI elements by position.
///
/// Earshot has no intrinsic content sizes: the view is as large as the frame `makeUIView` gave
/// it in a dimension where it has one, else as large as proposed (docs/layout.md).
@MainActor
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public var body: Never { fatalError("UIViewRepresentable has no body") }
}

/// What `makeUIView` and `updateUIView` are given: the coordinator and the environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    /// The graph that hosts the view, for Earshot's own views that must render again when their
    /// UIKit view changes what the hierarchy shows (a text field's editing shows the keyboard's
    /// toolbar).
    unowned let graph: ViewGraph
}

/// A UIKit view and its coordinator (and, for a `UIViewControllerRepresentable`, the controller
/// whose view it is), kept across renders by identity.
@MainActor
final class RepresentedView {
    let view: UIView
    let coordinator: Any
    let controller: UIViewController?
    init(view: UIView, coordinator: Any, controller: UIViewController? = nil) {
        self.view = view
        self.coordinator = coordinator
        self.controller = controller
    }
}

extension UIViewRepresentable {
    func resolveRepresentable(in context: ResolveContext) -> [ViewNode] {
        let stored = context.graph.representedView(at: context.path) { () -> RepresentedView in
            let coordinator = makeCoordinator()
            let made = makeUIView(
                context: UIViewRepresentableContext(coordinator: coordinator, environment: context.environment, graph: context.graph))
            return RepresentedView(view: made, coordinator: coordinator)
        }
        guard let view = stored.view as? UIViewType, let coordinator = stored.coordinator as? Coordinator else { return [] }
        updateUIView(
            view, context: UIViewRepresentableContext(coordinator: coordinator, environment: context.environment, graph: context.graph))
        let made = view.frame.size
        let node = ViewNode(
            path: context.path,
            layout: .leaf { proposal in
                CGSize(
                    width: made.width > 0 ? made.width : (proposal.width ?? 0),
                    height: made.height > 0 ? made.height : (proposal.height ?? 0))
            }, role: .uiKit(view))
        return [node]
    }
}
