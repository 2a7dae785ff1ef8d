import EarshotUIKit

/// SwiftUI's preview modifiers. They change nothing in the hosted views; their values are read by
/// `Previews.all` from the top of a preview's view (through other modifiers), where Xcode reads
/// them: the name, the layout (a fixed layout sizes the window) and the orientation (the window
/// turns). The device is kept for a reader to ask (`PreviewValues.device`): Earshot's screen is
/// one iPhone's.
extension View {
    /// The preview's name in Xcode's canvas; Earshot names the preview's snapshot with it.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewValuesView(content: self) { $0.displayName = $0.displayName ?? value }
    }

    /// The preview's layout.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewValuesView(content: self) { $0.layout = $0.layout ?? value }
    }

    /// The device Xcode shows the preview on.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewValuesView(content: self) { $0.device = $0.device ?? value }
    }

    /// The orientation the preview shows.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewValuesView(content: self) { $0.orientation = $0.orientation ?? value }
    }
}

/// SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's own size (Earshot keeps the device's window).
    case sizeThatFits
    /// A window of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice`: a device's name as Xcode lists it ("iPhone 15 Pro").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The preview modifiers' values on one view; the outermost of each kind wins.
public struct PreviewValues: Hashable, Sendable {
    public var displayName: String?
    public var layout: PreviewLayout?
    public var device: PreviewDevice?
    public var orientation: InterfaceOrientation?
}

/// A view carrying preview values; hosted as its content.
struct PreviewValuesView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: (inout PreviewValues) -> Void

    var body: Never { fatalError("PreviewValuesView has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolveHere(content) }
}
