import Foundation

/// SwiftUI's `AnyTransition`: how a view would move in and out as it is inserted or removed.
/// Earshot shows no frames in between: an inserted view is there, and a removed one gone, at once,
/// as VoiceOver on iOS reads them once the change is made. The value keeps what the app chose
/// (docs/swiftui.md, "Lifecycle and time").
public struct AnyTransition: Equatable, Sendable, CustomStringConvertible {
    /// The transition, with its parameters; several when combined.
    indirect enum Kind: Equatable, Sendable {
        case identity, opacity, slide
        case scale(CGFloat, anchor: UnitPoint)
        case move(Edge)
        case push(Edge)
        case offset(CGSize)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case animated(Kind, Animation?)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    public var description: String { "\(kind)" }

    public static let identity = AnyTransition(.identity)
    public static let opacity = AnyTransition(.opacity)
    public static let slide = AnyTransition(.slide)
    public static let scale = AnyTransition(.scale(0, anchor: .center))
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor: anchor))
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.offset(CGSize(width: x, height: y)))
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(kind, other.kind))
    }

    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(.animated(kind, animation))
    }
}
