import EarshotUIKit

/// SwiftUI's `EditMode`: whether the views inside show their editing controls (a `List`'s delete
/// and reorder controls, docs/swiftui.md "Lists").
public enum EditMode: Sendable, Hashable {
    case inactive
    /// Editing for a moment (a swipe), not shown by an `EditButton`.
    case transient
    case active

    /// True unless `.inactive`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// `@Environment(\.editMode)`: the edit mode of the hosting controller's content, which an
    /// `EditButton` toggles and a view may replace with its own binding
    /// (`.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { lists.editMode }
        set { lists.editMode = newValue }
    }
}
