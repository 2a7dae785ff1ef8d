import EarshotUIKit

/// SwiftUI's `SensoryFeedback`: a haptic a view plays when a value changes. Earshot has no Taptic
/// Engine; each one is played through UIKit's feedback generators, which record it on the device
/// (`UIDevice.playedHaptics`), so a test can ask what the user would have felt.
public struct SensoryFeedback: Equatable, Sendable {
    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let style: UIImpactFeedbackGenerator.FeedbackStyle
        public static let light = Weight(style: .light)
        public static let medium = Weight(style: .medium)
        public static let heavy = Weight(style: .heavy)
    }

    let haptic: UIDevice.Haptic

    /// A task or action completed.
    public static let success = SensoryFeedback(haptic: .notification(.success))
    /// A task or action produced a warning.
    public static let warning = SensoryFeedback(haptic: .notification(.warning))
    /// A task or action failed.
    public static let error = SensoryFeedback(haptic: .notification(.error))
    /// The selection changed.
    public static let selection = SensoryFeedback(haptic: .selection)
    /// A physical impact, of medium weight at full intensity.
    public static let impact = SensoryFeedback.impact(weight: .medium, intensity: 1)

    /// A physical impact of `weight`, its intensity clamped to 0…1 as UIKit clamps it.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        return SensoryFeedback(haptic: .impact(weight.style, intensity: CGFloat(clamped)))
    }

    /// Plays this feedback with the UIKit generator that makes it.
    @MainActor
    func play() {
        switch haptic {
        case .impact(let style, let intensity): UIImpactFeedbackGenerator(style: style).impactOccurred(intensity: intensity)
        case .notification(let type): UINotificationFeedbackGenerator().notificationOccurred(type)
        case .selection: UISelectionFeedbackGenerator().selectionChanged()
        }
    }
}

/// `.sensoryFeedback`: plays feedback on the main actor, after a render whose trigger differs from the render
/// before, as `.onChange(of:)` runs its action (Apple's documentation of
/// `sensoryFeedback(_:trigger:)`: "Plays the specified feedback when the provided trigger value
/// changes"); never when the view first appears.
nonisolated extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        onChange(of: trigger) { MainActor.assumeIsolated { feedback.play() } }
    }

    /// Plays `feedback` when the trigger changes and `condition` holds for the old and new values.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        nonisolated(unsafe) let condition = condition
        return onChange(of: trigger) { old, new in
            if condition(old, new) { MainActor.assumeIsolated { feedback.play() } }
        }
    }

    /// Plays the feedback `feedback` returns for the old and new values, none for nil.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        nonisolated(unsafe) let feedback = feedback
        return onChange(of: trigger) { old, new in
            if let chosen = feedback(old, new) { MainActor.assumeIsolated { chosen.play() } }
        }
    }
}
