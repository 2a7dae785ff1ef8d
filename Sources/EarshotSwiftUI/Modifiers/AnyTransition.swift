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
        case modifier(TransitionModifiers)
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

    /// A transition between two states of one modifier: `active` while the view would be moving
    /// in or out, `identity` once it is in place. Nothing moves here, so an inserted view shows
    /// with `identity` applied at once (`transition(_:)`), as SwiftUI leaves it once in place.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(.modifier(TransitionModifiers(active: active, identity: identity)))
    }

    /// The modifier applied to a view in place: the identity of every modifier transition in this
    /// one, innermost first (both sides of an asymmetric one).
    /// - Complexity: O(k), k the transitions combined.
    var identityModifiers: [TransitionModifiers] {
        var found: [TransitionModifiers] = []
        var pending = [kind]
        while let next = pending.popLast() {
            switch next {
            case .modifier(let modifiers): found.append(modifiers)
            case .asymmetric(let insertion, let removal): pending += [removal, insertion]
            case .combined(let first, let second): pending += [second, first]
            case .animated(let inner, _): pending.append(inner)
            case .identity, .opacity, .slide, .scale, .move, .push, .offset: break
            }
        }
        return found
    }

    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(.animated(kind, animation))
    }
}

/// The two states of `AnyTransition.modifier(active:identity:)`. The values are a view value's
/// parts, built and then rendered, never both at once (docs/swiftui.md, "Isolation"); they compare
/// by what they hold, as written out.
final class TransitionModifiers: Equatable, @unchecked Sendable, CustomStringConvertible {
    let active: any ViewModifier
    let identity: any ViewModifier

    init(active: any ViewModifier, identity: any ViewModifier) {
        self.active = active
        self.identity = identity
    }

    var description: String { "modifier(active: \(active), identity: \(identity))" }

    static func == (left: TransitionModifiers, right: TransitionModifiers) -> Bool {
        left.description == right.description
    }
}
