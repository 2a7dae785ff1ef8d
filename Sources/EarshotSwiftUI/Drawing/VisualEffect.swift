import EarshotUIKit

/// SwiftUI's `VisualEffect`: effects that change how a view is drawn from where it is
/// (`visualEffect { content, proxy in … }`), never its layout. Those that move what is drawn — the
/// rotations, scales and offsets — move the frames VoiceOver reads, as `rotationEffect` does
/// (docs/swiftui.md, "Drawing"); effects that only colour or blur are not built yet.
public protocol VisualEffect: Sendable {}

/// The effect a `visualEffect` closure starts from: nothing changed.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Effects chained on `EmptyVisualEffect`, innermost first.
public struct _VisualEffectChain: VisualEffect {
    let steps: [VisualEffectStep]
}

/// One effect that moves what is drawn: a transform about an anchor of the view's frame.
struct VisualEffectStep: Sendable {
    let transform: CGAffineTransform
    let anchor: UnitPoint
}

extension VisualEffect {
    /// The steps of this effect, in the order they apply.
    var visualEffectSteps: [VisualEffectStep] { (self as? _VisualEffectChain)?.steps ?? [] }

    private func adding(_ transform: CGAffineTransform, anchor: UnitPoint = .center) -> _VisualEffectChain {
        _VisualEffectChain(steps: visualEffectSteps + [VisualEffectStep(transform: transform, anchor: anchor)])
    }

    /// Drawn turned by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor: anchor)
    }

    /// Drawn turned in three dimensions, framed as `View.rotation3DEffect` frames it.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> _VisualEffectChain {
        adding(CGAffineTransform.projectedRotation(angle, axis: axis), anchor: anchor)
    }

    /// Drawn scaled about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor)
    }

    /// Drawn scaled by `scale` in both dimensions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Drawn moved by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain {
        adding(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    /// Drawn moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
        offset(CGSize(width: x, height: y))
    }
}

nonisolated extension View {
    /// Applies the effect `effect` makes from the view's geometry once it is placed (its
    /// `GeometryProxy`, as a `GeometryReader` there would get): the layout does not change, and
    /// the frames VoiceOver reads move as what is drawn moves.
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        layoutModifier("visualEffect") { .visualEffect { proxy in effect(EmptyVisualEffect(), proxy).visualEffectSteps } }
    }
}
