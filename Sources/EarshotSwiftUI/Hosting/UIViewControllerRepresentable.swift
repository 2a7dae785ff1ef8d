import EarshotUIKit

/// SwiftUI's `UIViewControllerRepresentable`: a UIKit view controller inside a SwiftUI hierarchy.
/// The controller is made once while its view is on screen, updated at every render, and becomes
/// a child of the hosting controller, as SwiftUI makes it; its view is hosted as itself, so it
/// keeps its own UIKit accessibility and VoiceOver reads it among the SwiftUI elements by
/// position. It gets UIKit's appearance callbacks when it appears and disappears, and
/// `dismantleUIViewController` when it leaves; coming back makes a new one.
///
/// It takes the space proposed, as SwiftUI gives a representable; with no proposal in a
/// dimension, its view's size there (docs/layout.md).
@MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("UIViewControllerRepresentable has no body") }

    /// Nothing to tear down unless the app says so.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

/// What `makeUIViewController` and `updateUIViewController` are given: the coordinator and the
/// environment.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
}

extension UIViewControllerRepresentable {
    func resolveRepresentedController(in context: ResolveContext) -> [ViewNode] {
        let graph = context.graph
        let path = context.path
        let stored = graph.representedView(at: path) { () -> RepresentedView in
            let coordinator = makeCoordinator()
            let controller = makeUIViewController(
                context: UIViewControllerRepresentableContext(coordinator: coordinator, environment: context.environment))
            return RepresentedView(view: controller.view, coordinator: coordinator, controller: controller)
        }
        guard let controller = stored.controller as? UIViewControllerType, let coordinator = stored.coordinator as? Coordinator else {
            return []
        }
        updateUIViewController(
            controller, context: UIViewControllerRepresentableContext(coordinator: coordinator, environment: context.environment))
        let (record, appears) = graph.lifecycle.record(at: path, kind: "viewController")
        if appears {
            let parent = (graph.host as? HostingView)?.hostingController
            if let parent {
                parent.addChild(controller)
            }
            graph.lifecycle.afterRender {
                controller.beginAppearance(true, animated: false)
                controller.endAppearance()
                controller.didMove(toParent: parent)
            }
            record.disappear = { [weak graph] in
                controller.willMove(toParent: nil)
                controller.beginAppearance(false, animated: false)
                controller.endAppearance()
                controller.removeFromParent()
                Self.dismantleUIViewController(controller, coordinator: coordinator)
                graph?.forgetRepresentedView(at: path)
            }
        }
        let view: UIView = controller.view
        let made = view.frame.size
        let node = ViewNode(
            path: path,
            layout: .leaf { proposal in
                CGSize(width: proposal.width ?? made.width, height: proposal.height ?? made.height)
            }, role: .uiKit(view))
        return [node]
    }
}
