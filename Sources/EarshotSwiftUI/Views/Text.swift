import EarshotUIKit

/// SwiftUI's `Text`: a static text element whose label is its string.
public struct Text: Equatable, Sendable {
    let content: String

    public nonisolated init(_ content: String) { self.content = content }
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
        return [
            Text.node(
                shown, path: context.path, font: context.environment.font ?? .body,
                dynamicTypeSize: context.environment.dynamicTypeSize)
        ]
    }

    /// A text leaf: wraps at the proposed width with `TextMetrics` (docs/layout.md).
    @MainActor static func node(
        _ string: String, path: String, font: Font, dynamicTypeSize: DynamicTypeSize = .large,
        traits: UIAccessibilityTraits = .staticText
    ) -> ViewNode {
        let pointSize = font.pointSize(at: dynamicTypeSize)
        return ViewNode(
            path: path,
            layout: .leaf { proposal in
                TextMetrics.size(of: string, pointSize: pointSize, bold: font.isBold, maxWidth: proposal.width)
            },
            role: .element(ElementDefaults(label: string, traits: traits))
        )
    }
}
