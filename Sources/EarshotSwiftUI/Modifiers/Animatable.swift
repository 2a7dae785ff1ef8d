import Foundation

/// SwiftUI's `Animatable`: a view, shape or modifier whose `animatableData` an animation
/// interpolates, frame by frame, from the old value to the new. Earshot draws no frames:
/// animations reach their end state at once (docs/swiftui.md, "Lifecycle and time"), so a render
/// reads the value the app set, which is what VoiceOver on iOS reads from the moment the
/// animation starts. Shapes are animatable, as in SwiftUI.
public protocol Animatable {
    /// The value an animation would interpolate.
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

/// SwiftUI's `EmptyAnimatableData`: the animatable data of what has nothing to interpolate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to interpolate: setting it changes nothing, as in SwiftUI.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A value that can be interpolated is its own animatable data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// SwiftUI's `AnimatableModifier` (deprecated on iOS for `Animatable` on a `ViewModifier`): a
/// modifier whose `animatableData` an animation would interpolate.
@available(iOS, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
