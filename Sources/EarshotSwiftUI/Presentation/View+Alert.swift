import EarshotUIKit

nonisolated extension View {
    /// Presents an alert while `isPresented` is true. SwiftUI shows it as UIKit's
    /// `UIAlertController`, and so does Earshot: VoiceOver moves to its title, reads the message
    /// and the buttons, and Escape runs the cancel button. Each `Button` in `actions` is an action
    /// (its role gives the style); with none there is one "OK". Any button closes the alert.
    public func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        alertController(String(title), message: EmptyView(), style: .alert, isPresented: isPresented, actions: actions())
    }

    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alertController(String(title), message: message(), style: .alert, isPresented: isPresented, actions: actions())
    }

    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alertController(title.content, message: message(), style: .alert, isPresented: isPresented, actions: actions())
    }

    /// An alert showing `data`: presented while `isPresented` is true and `data` is not nil, its
    /// actions and message built from the data (Apple's documentation of
    /// `alert(_:isPresented:presenting:actions:message:)`).
    public func alert<S: StringProtocol, Actions: View, Message: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        alertController(
            String(title), message: data.map(message), style: .alert, isPresented: data == nil ? .constant(false) : isPresented,
            actions: data.map(actions))
    }

    public func alert<S: StringProtocol, Actions: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        alertController(
            String(title), message: EmptyView(), style: .alert, isPresented: data == nil ? .constant(false) : isPresented,
            actions: data.map(actions))
    }

    /// Presents an action sheet while `isPresented` is true (UIKit's action-sheet
    /// `UIAlertController`); SwiftUI adds a Cancel button when no action has the cancel role. The
    /// title is shown only with `titleVisibility: .visible`, as on iPhone.
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
    ) -> some View {
        alertController(
            titleVisibility == .visible ? String(title) : nil, message: EmptyView(), style: .actionSheet,
            isPresented: isPresented, actions: actions())
    }

    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alertController(
            titleVisibility == .visible ? String(title) : nil, message: message(), style: .actionSheet,
            isPresented: isPresented, actions: actions())
    }

    private func alertController<Actions: View, Message: View>(
        _ title: String?, message: Message, style: UIAlertController.Style, isPresented: Binding<Bool>, actions: Actions
    ) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (actions, message) = (actions, message)
        return ModifiedView(content: self, environment: nil) { nodes, context in
            guard isPresented.wrappedValue else { return nodes }
            let graph = context.graph
            var buttons = AlertButton.all(in: context.resolve(actions, id: "alertActions"))
            if buttons.isEmpty { buttons = [AlertButton(title: "OK", role: nil, action: {})] }
            if style == .actionSheet, !buttons.contains(where: { $0.role == .cancel }) {
                buttons.append(AlertButton(title: "Cancel", role: .cancel, action: {}))
            }
            let text = HostedItem.items(
                for: ViewNode(
                    path: context.path + "#message", layout: .overlay(.center),
                    children: context.resolve(message, id: "alertMessage"))
            )
            .flatMap(\.elements).compactMap(\.label).joined(separator: "\n")
            graph.requestPresentation(
                PresentationRequest(key: context.path + "#alert") {
                    let alert = UIAlertController(title: title, message: text.isEmpty ? nil : text, preferredStyle: style)
                    for button in buttons {
                        let style: UIAlertAction.Style =
                            button.role == .cancel ? .cancel : button.role == .destructive ? .destructive : .default
                        alert.addAction(
                            UIAlertAction(title: button.title, style: style) { _ in
                                graph.batch {
                                    isPresented.wrappedValue = false
                                    button.action()
                                }
                            })
                    }
                    return alert
                })
            return nodes
        }
    }
}

/// A button an alert or dialog shows as one of its actions.
@MainActor
struct AlertButton {
    let title: String
    let role: ButtonRole?
    let action: () -> Void

    /// The buttons among `nodes`, in order.
    /// - Complexity: O(n) in the nodes; an explicit stack, no recursion.
    static func all(in nodes: [ViewNode]) -> [AlertButton] {
        var roles: [String: ButtonRole] = [:]
        var stack = nodes
        while let node = stack.popLast() {
            if let role = node.buttonRole { roles[node.path] = role }
            stack += node.children
        }
        return nodes.flatMap(HostedItem.items).flatMap(\.elements).compactMap { element in
            element.activate.map { AlertButton(title: element.label ?? "", role: roles[element.path], action: $0) }
        }
    }
}

/// Whether a view shows (SwiftUI's `Visibility`).
public enum Visibility: Sendable, Equatable {
    case automatic, visible, hidden
}
