import EarshotUIKit
import Foundation

/// Tells a hosting view when an application changes state, so views reading
/// `@Environment(\.scenePhase)` are evaluated again at each step (`ScenePhase`).
@MainActor
final class ScenePhaseObserver {
    /// The observation, removed when the observer goes (`deinit` runs off the main actor).
    private nonisolated(unsafe) var token: (any NSObjectProtocol)?

    /// Calls `changed` with the application at each change of its `applicationState`.
    func start(_ changed: @escaping @MainActor @Sendable (UIApplication) -> Void) {
        token = NotificationCenter.default.addObserver(
            forName: UIApplication.stateDidChangeNotification, object: nil, queue: nil
        ) { note in
            // Posted from the application's setter, on the main actor.
            guard let application = note.object as? UIApplication else { return }
            MainActor.assumeIsolated { changed(application) }
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
