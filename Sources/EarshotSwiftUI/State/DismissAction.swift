/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): closes the presentation the view is in
/// — a sheet sets its binding to false, a pushed view pops — and does nothing elsewhere, as in
/// SwiftUI.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// The nearest presentation's dismissal.
    public internal(set) var dismiss: DismissAction {
        get { dismissAction }
        set { dismissAction = newValue }
    }
}
