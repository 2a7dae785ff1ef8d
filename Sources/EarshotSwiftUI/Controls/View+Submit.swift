import EarshotUIKit

/// SwiftUI's `SubmitTriggers`: which fields' Return key runs an `onSubmit` action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// The search field `.searchable` shows.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The `onSubmit` actions above a view, nearest first, down to the nearest blocking
/// `submitScope`.
struct SubmitActions: Sendable {
    struct Entry: @unchecked Sendable {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        let triggers: SubmitTriggers
        let action: () -> Void
    }
    var entries: [Entry] = []

    /// Runs the actions for `trigger`, nearest first.
    @MainActor
    func run(for trigger: SubmitTriggers) {
        for entry in entries where entry.triggers.contains(trigger) { entry.action() }
    }
}

nonisolated extension View {
    /// Runs `action` when a field inside is submitted: the Return key of a `TextField` or
    /// `SecureField` (`.text`), the Search key of the `.searchable` field (`.search`). Apple's
    /// documentation of `onSubmit(of:_:)`: "You may set this action on an individual view or an
    /// entire view hierarchy." Actions set at several levels all run, the nearest first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return environmentModifier { $0.submitActions.entries.insert(.init(triggers: triggers, action: action), at: 0) }
    }

    /// Keeps fields inside from running the `onSubmit` actions set above this view (Apple's
    /// documentation of `submitScope(_:)`); false leaves them reachable.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        environmentModifier { if isBlocking { $0.submitActions = SubmitActions() } }
    }
}
