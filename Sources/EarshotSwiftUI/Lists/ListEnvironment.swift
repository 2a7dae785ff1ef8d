import EarshotUIKit

/// What lists, lazy containers and scroll views hand down to the views inside, kept in one
/// `EnvironmentValues` property (`lists`) so the environment's declaration changes once.
struct ListEnvironment {
    /// The enclosing `ScrollViewReader`'s pending `scrollTo`, for the scroll views inside.
    var scrollRequest: ScrollRequest?
    /// `\.editMode` (Lists/EditMode.swift).
    var editMode: Binding<EditMode>?
    /// `.refreshable`'s action, for the lists and scroll views inside (RefreshAction.swift).
    var refresh: RefreshAction?
    /// `.scrollBounceBehavior`, for the scroll views inside (Modifiers/View+ScrollBounceBehavior.swift).
    var scrollBounce = ScrollBounce()
}
