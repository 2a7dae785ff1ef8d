import AccessibilityAudit
import EarshotExplorer
import EarshotUIKit
import Testing

/// Expects exploring the app with VoiceOver (`Explorer`: every element swiped to, every control
/// double-tapped, adjusted and its custom actions run, Escape and Magic Tap tried, what opens
/// followed) to find nothing that fails under `configuration` (docs/audit-rules.md, "Interaction
/// rules"). `launch` builds the app from nothing and is called once per path, so each failing
/// finding comes with the gestures that show it from launch. Otherwise it records one issue
/// listing them.
///
/// ```swift
/// @MainActor @Test func checkoutFlowWorksWithVoiceOver() {
///     expectNoInteractionFailures {
///         let application = UIApplication()
///         let window = UIWindow(frame: UIScreen.phone.bounds)
///         application.addWindow(window)
///         window.rootViewController = UINavigationController(rootViewController: CheckoutViewController())
///         window.makeKeyAndVisible()
///         return (application, window)
///     }
/// }
/// ```
@MainActor
public func expectNoInteractionFailures(
    limits: ExplorerLimits = .init(), configuration: AuditConfiguration = .init(),
    sourceLocation: SourceLocation = #_sourceLocation, exploring launch: @escaping Explorer.Launch
) {
    if let message = FailureMessage.interactionFailures(exploring: launch, limits: limits, configuration: configuration) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// `expectNoInteractionFailures(exploring:)` for a bare window, built by `window` once per path
/// (it joins `UIApplication.shared`).
@MainActor
public func expectNoInteractionFailures(
    limits: ExplorerLimits = .init(), configuration: AuditConfiguration = .init(),
    sourceLocation: SourceLocation = #_sourceLocation, window: @escaping @MainActor () -> UIWindow
) {
    expectNoInteractionFailures(limits: limits, configuration: configuration, sourceLocation: sourceLocation) {
        (UIApplication.shared, window())
    }
}
