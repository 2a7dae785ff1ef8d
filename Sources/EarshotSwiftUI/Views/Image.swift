import EarshotUIKit
import Foundation

/// SwiftUI's `Image`. A named or system image is an element with the `image` trait, labelled by
/// the symbol's recorded accessibility name (`SFSymbolAccessibility`, the one table UIKit's images
/// read too), else by its name with dots read as spaces
/// ("heart.fill" → "heart fill"), or by the label it was given; a decorative one is hidden.
public struct Image: Equatable, Sendable {
    let label: String?
    /// The label is only the image's name, dropped when merged (docs/swiftui.md).
    var labelIsName = true
    let isSystem: Bool
    /// `.resizable()`: the image takes the size offered instead of its own.
    public private(set) var isResizable = false
    /// `.renderingMode(_:)`: visual, kept.
    public private(set) var renderingMode: TemplateRenderingMode?
    /// `.symbolRenderingMode(_:)` on the image: visual, kept.
    public private(set) var symbolRenderingMode: SymbolRenderingMode?
    /// The size in points of an image loaded from data (an `AsyncImage`'s); nil for named images.
    var loadedSize: CGSize?

    /// An SF Symbol: labelled by its default label where the symbol has one, else by its name.
    public init(systemName: String) {
        if let known = SFSymbolAccessibility.names[systemName] {
            label = known
            labelIsName = false
        } else {
            label = Image.spokenName(systemName)
        }
        isSystem = true
    }

    /// An image from the asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        label = Image.spokenName(name)
        isSystem = false
    }

    /// An image from the asset catalogue that VoiceOver names by `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.label = label.content
        labelIsName = false
        isSystem = false
    }

    /// An image loaded from data, of `size` points: it has no name, so VoiceOver says its trait
    /// alone, as for UIKit's unnamed images (docs/uikit.md, "Images").
    init(loadedOfSize size: CGSize) {
        label = nil
        isSystem = false
        loadedSize = size
    }

    /// An image accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        label = nil
        isSystem = false
    }

    public var body: Never { fatalError("Image has no body") }

    static func spokenName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The image stretched to the size offered, as `.frame` or `.aspectRatio` then decide.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }

    /// How a resizable image fills its frame: visual, kept.
    public enum ResizingMode: Sendable, Hashable {
        case tile, stretch
    }

    /// Whether an image draws its own colours or the foreground's.
    public enum TemplateRenderingMode: Sendable, Hashable {
        case template, original
    }

    /// The size of symbols relative to the text around them (`.imageScale`).
    public enum Scale: Sendable, Hashable {
        case small, medium, large

        /// Apple's documentation of the symbol scales (`NSImage.SymbolScale`): small about 20 %
        /// smaller than medium, large about 30 % larger.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

/// How a symbol's layers are coloured (`.monochrome`, `.hierarchical`, …): visual, kept.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        // Symbols scale with the font and `.imageScale` (docs/layout.md); asset images have a
        // fixed 44 pt size here. A resizable image takes the size offered, its own when none is.
        let font = context.environment.font ?? .body
        let side =
            isSystem
            ? (font.pointSize(at: context.environment.dynamicTypeSize) * 1.2 * context.styles.imageScale.factor).rounded() : 44
        let own = loadedSize ?? CGSize(width: side, height: side)
        let resizable = isResizable
        let node = ViewNode(
            path: context.path,
            layout: .leaf { proposal in
                guard resizable else { return own }
                return CGSize(width: Layout.clean(proposal.width ?? own.width), height: Layout.clean(proposal.height ?? own.height))
            }, role: .decoration)
        if let label {
            node.role = .element(ElementDefaults(label: label, labelIsImageName: labelIsName, traits: .image))
        } else if loadedSize != nil {
            node.role = .element(ElementDefaults(traits: .image))
        } else {
            node.accessibility.isHidden = true
        }
        return [node]
    }
}

nonisolated extension View {
    /// The size of symbols inside relative to the text around them.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _ImageScaleModifier> {
        modifier(_ImageScaleModifier(scale: scale))
    }

    /// How symbols inside colour their layers: visual, kept.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _SymbolRenderingModeEffect> {
        modifier(_SymbolRenderingModeEffect(mode: mode))
    }
}

/// `.imageScale`: symbols inside at a scale of the font.
public struct _ImageScaleModifier: Sendable {
    public var scale: Image.Scale
}

extension _ImageScaleModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_ImageScaleModifier has no body") }
    func apply(to styles: inout InheritedStyles) { styles.imageScale = scale }
}

/// `.symbolRenderingMode` on a view.
public struct _SymbolRenderingModeEffect: Sendable {
    public var mode: SymbolRenderingMode?
}

extension _SymbolRenderingModeEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_SymbolRenderingModeEffect has no body") }
}
