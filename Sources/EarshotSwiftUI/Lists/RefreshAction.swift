import EarshotUIKit

/// SwiftUI's `RefreshAction`: the refresh `.refreshable(action:)` puts in the environment. A
/// `List` or `ScrollView` that finds one offers a refresh as iOS's pull to refresh, which
/// VoiceOver users start with a three-finger swipe down at the top (UIKit's refresh control,
/// docs/voiceover-behaviour.md §5); app code may also call it (`await refresh?()`).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}

extension EnvironmentValues {
    /// The refresh of the nearest `.refreshable` above, or nil (Apple's documentation of
    /// `EnvironmentValues.refresh`).
    public var refresh: RefreshAction? {
        get { lists.refresh }
        set { lists.refresh = newValue }
    }
}

nonisolated extension View {
    /// Marks the view as refreshable: the lists and scroll views inside offer `action` as pull to
    /// refresh, shown as refreshing until it returns (Apple's documentation of
    /// `refreshable(action:)`).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environmentModifier { $0.refresh = RefreshAction(action: action) }
    }
}

/// The refresh control a hosted `List` or `ScrollView` shows for its `RefreshAction`. Pulling it
/// (VoiceOver's three-finger swipe down at the top) starts the action as a view's task starts,
/// on the clock of the technology that asked (docs/swiftui.md, "Lifecycle and time"), and the
/// control refreshes until the action returns, as SwiftUI's does.
@MainActor
final class HostedRefreshControl: UIRefreshControl {
    /// The refresh it starts, the latest render's.
    var refresh: RefreshAction? { didSet { UIKitChanges.note() } }
    /// The refresh under way, if any.
    private var running: Task<Void, Never>? { didSet { UIKitChanges.note() } }

    convenience init(refresh: RefreshAction) {
        self.init(frame: .zero)
        self.refresh = refresh
        addAction(UIAction { [weak self] _ in self?.start() }, for: .valueChanged)
    }

    private func start() {
        guard let refresh, running == nil else { return }
        running = ViewLifecycle.startTask(priority: .userInitiated) { @MainActor [weak self] in
            await refresh()
            self?.running = nil
            self?.endRefreshing()
        }
    }
}
