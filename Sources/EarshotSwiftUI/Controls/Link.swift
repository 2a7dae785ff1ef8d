import EarshotUIKit
import Foundation

/// SwiftUI's `Link`: text that opens a URL. VoiceOver hears "Apple, Link" (docs/swiftui.md);
/// double tap opens the destination with the environment's `openURL`.
public struct Link<Label: View> {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { fatalError("Link has no body") }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let open = context.environment.openURL
        let destination = destination
        let defaults = context.control(ElementDefaults(traits: .link, activate: { open(destination) }))
        return [
            ViewNode(
                path: context.path, layout: .overlay(.leading), role: .combining(defaults),
                children: context.resolve(label, id: "label"))
        ]
    }
}
