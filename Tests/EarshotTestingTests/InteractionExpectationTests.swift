import AccessibilityAudit
import EarshotTesting
import EarshotUIKit
import Testing

/// A form whose Submit shows an error: with `tellsVoiceOver` it posts `.layoutChanged` naming the
/// error (the developer notes Accessibility in iOS, "Изменение макета"), without it the error
/// appears silently.
@MainActor
func makeFormApp(tellsVoiceOver: Bool) -> (application: UIApplication, window: UIWindow) {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    application.addWindow(window)
    let error = UILabel(frame: CGRect(x: 16, y: 160, width: 358, height: 30))
    error.text = "Enter your name."
    error.isHidden = true
    let submit = UIButton(frame: CGRect(x: 16, y: 100, width: 120, height: 48))
    submit.setTitle("Submit", for: .normal)
    submit.addAction(
        UIAction { _ in
            error.isHidden = false
            if tellsVoiceOver { UIAccessibility.post(notification: .layoutChanged, argument: error) }
        }, for: .touchUpInside)
    window.addSubview(submit)
    window.addSubview(error)
    window.makeKeyAndVisible()
    return (application, window)
}

@MainActor
@Suite("Interaction expectations")
struct InteractionExpectationTests {
    @Test func appThatTellsVoiceOverPasses() {
        expectNoInteractionFailures { makeFormApp(tellsVoiceOver: true) }
    }

    @Test func silentChangeRecordsOneIssueWithItsGestures() async {
        await confirmation("one issue", expectedCount: 1) { recorded in
            withKnownIssue {
                expectNoInteractionFailures { makeFormApp(tellsVoiceOver: false) }
            } matching: { issue in
                recorded()
                return comment(
                    of: issue,
                    contains: [
                        "1 interaction finding fails exploring the app with VoiceOver:",
                        "error interaction.silent-change on #0 \"Submit, Button\": After double-tapping \"Submit, Button\", \"Enter your name.\" appeared",
                        "gestures from launch: first doubletap",
                    ])
            }
        }
    }

    /// A rule disabled in the configuration does not fail.
    @Test func configurationDecides() {
        var configuration = AuditConfiguration()
        configuration.disabledRules = ["interaction.silent-change"]
        expectNoInteractionFailures(configuration: configuration) { makeFormApp(tellsVoiceOver: false) }
    }
}
