import EarshotUIKit

/// SwiftUI's `PreviewTrait`: how a preview is shown (`#Preview(traits: .landscapeLeft)`).
/// Earshot applies the orientation (the window turns, so VoiceOver reads the landscape layout) and
/// a fixed layout's size (the window's size); the others are kept for a reader to ask
/// (`PreviewTrait.value`).
public struct PreviewTrait<T>: Sendable {
    /// What a trait says.
    public enum Value: Hashable, Sendable {
        case orientation(InterfaceOrientation)
        /// The window takes the device's size.
        case defaultLayout
        /// Xcode sizes the canvas to the view; Earshot keeps the device's window.
        case sizeThatFitsLayout
        /// The window is `width` × `height` points.
        case fixedLayout(width: Double, height: Double)
    }

    public let value: Value
}

extension Preview {
    /// The kind of traits a view's preview takes (SwiftUI's `Preview.ViewTraits`).
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var portrait: PreviewTrait { PreviewTrait(value: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation(.landscapeRight)) }
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .defaultLayout) }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .sizeThatFitsLayout) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .fixedLayout(width: Double(width), height: Double(height)))
    }
}

/// SwiftUI's `InterfaceOrientation`: the orientation a preview shows
/// (`.previewInterfaceOrientation(_:)`, the orientation traits).
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// The device position that shows this orientation: UIKit's landscape-left interface is the
    /// device turned right (its home button on the left), and the reverse.
    var deviceOrientation: UIDeviceOrientation {
        switch self {
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .portraitUpsideDown: .portraitUpsideDown
        default: .portrait
        }
    }
}
