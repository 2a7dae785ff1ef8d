import EarshotUIKit
import Foundation

/// SwiftUI's `Text`: a static text element whose label is its string. A string literal is a
/// `LocalizedStringKey` (its Markdown rendered); a string value is shown as it is.
public struct Text: Equatable, Sendable {
    let content: String
    /// How it is drawn: its own font, weight and decorations (Text+Styling.swift).
    var styling = TextStyling()
    /// The Markdown links of a localized text, in order.
    var links: [URL] = []

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public nonisolated init(verbatim content: String) { self.content = content }

    public var body: Never { fatalError("Text has no body") }
}

extension Text: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let shown: String =
            switch context.environment.textCase {
            case .uppercase?: content.uppercased()
            case .lowercase?: content.lowercased()
            case nil: content
            }
        let node = Text.node(
            shown, path: context.path, font: styling.font(in: context),
            dynamicTypeSize: context.environment.dynamicTypeSize, lineLimit: context.styles.lineLimit)
        if let link = links.first, case .element(var defaults) = node.role {
            // A text holding a link is a link; double tap opens the first (docs/swiftui.md).
            let open = context.environment.openURL
            defaults.traits.insert(.link)
            defaults.activate = { open(link) }
            node.role = .element(context.control(defaults))
        }
        return [node]
    }

    /// A text leaf: wraps at the proposed width with `TextMetrics` (docs/layout.md).
    @MainActor static func node(
        _ string: String, path: String, font: Font, dynamicTypeSize: DynamicTypeSize = .large,
        traits: UIAccessibilityTraits = .staticText, lineLimit: Int? = nil
    ) -> ViewNode {
        let pointSize = font.pointSize(at: dynamicTypeSize)
        return ViewNode(
            path: path,
            layout: .leaf { proposal in
                TextMetrics.size(
                    of: string, pointSize: pointSize, bold: font.isBold, maxWidth: proposal.width, lineLimit: lineLimit)
            },
            role: .element(ElementDefaults(label: string, traits: traits))
        )
    }
}
