import EarshotUIKit

/// SwiftUI's `Image`. A named or system image is an element with the `image` trait, labelled by
/// its name with dots read as spaces ("heart.fill" → "heart fill"); a decorative one is hidden.
public struct Image: Equatable, Sendable {
    let label: String?
    let isSystem: Bool

    /// An SF Symbol.
    public init(systemName: String) {
        label = Image.spokenName(systemName)
        isSystem = true
    }

    /// An image from the asset catalogue.
    public init(_ name: String) {
        label = Image.spokenName(name)
        isSystem = false
    }

    /// An image accessibility ignores.
    public init(decorative name: String) {
        label = nil
        isSystem = false
    }

    public var body: Never { fatalError("Image has no body") }

    static func spokenName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

extension Image: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        // Symbols scale with the font (docs/layout.md); asset images have a fixed 44 pt size here.
        let font = context.environment.font ?? .body
        let side = isSystem ? (font.pointSize(at: context.environment.dynamicTypeSize) * 1.2).rounded() : 44
        let node = ViewNode(path: context.path, layout: .leaf { _ in CGSize(width: side, height: side) }, role: .decoration)
        if let label {
            node.role = .element(ElementDefaults(label: label, labelIsImageName: true, traits: .image))
        } else {
            node.accessibility.isHidden = true
        }
        return [node]
    }
}
