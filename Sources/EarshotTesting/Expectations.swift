import AccessibilityAudit
import EarshotUIKit
import Foundation
import ScreenFormats
import Testing
import VoiceOverSimulator

// Swift Testing front end. Each function records at most one `Issue`, whose comment is the text
// `FailureMessage` builds (the XCTest front end fails with the same text).

/// Expects VoiceOver to say `expected` swiping through `window` from the first element to the
/// last: one line per element, its description then its hint, joined with ", " (as `earshot read`
/// prints). On a mismatch it records one issue with a line diff (`TranscriptDiff`): which lines
/// differ, which are missing or extra, and the full actual transcript, ready to paste.
///
/// ```swift
/// @MainActor @Test func settingsScreen() {
///     let window = makeSettingsWindow()
///     expectTranscript(of: window, [
///         "Settings, Heading",
///         "Airplane Mode, Switch Button, Off, Double tap to toggle setting.",
///     ])
/// }
/// ```
/// - Parameters:
///   - includingHints: false leaves hints out, as when a user turns hints off.
///   - settings: the language and other VoiceOver settings the speech is composed with.
@MainActor
public func expectTranscript(
    of window: UIWindow, _ expected: [String], includingHints: Bool = true,
    settings: VoiceOverSettings = .init(), sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = FailureMessage.transcript(
        of: window, expected: expected, includingHints: includingHints, settings: settings)
    {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// `expectTranscript(of:_:)` for a screen loaded from a file (`ScreenLoader.load(path:)`).
///
/// ```swift
/// @MainActor @Test func loginScreen() throws {
///     expectTranscript(of: try ScreenLoader.load(path: "Screens/login.yaml"), ["Log In, Heading", …])
/// }
/// ```
@MainActor
public func expectTranscript(
    of screen: LoadedScreen, _ expected: [String], includingHints: Bool = true,
    settings: VoiceOverSettings = .init(), sourceLocation: SourceLocation = #_sourceLocation
) {
    expectTranscript(
        of: screen.window, expected, includingHints: includingHints, settings: settings,
        sourceLocation: sourceLocation)
}

/// Expects everything `voiceOver` has said so far (`spokenLog`, one utterance per entry, in the
/// order they began) to be `expected`. On a mismatch it records one issue with a line diff.
///
/// ```swift
/// @MainActor @Test func likeToggles() {
///     let voiceOver = VoiceOver(window: window)
///     voiceOver.swipeRight()
///     voiceOver.doubleTap()
///     expectSpoken(voiceOver, ["Back, Button", "Like, Button", "Selected"])
/// }
/// ```
@MainActor
public func expectSpoken(
    _ voiceOver: VoiceOver, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = FailureMessage.spoken(by: voiceOver, expected: expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Expects auditing `window` with `configuration` to find nothing that fails (`failingFindings`:
/// at or above the failing severity, and not "needs review" unless the configuration says so).
/// `localizations` (the app's string tables, `AppLocalizations.load(path:)`) lets
/// `text.untranslated` run.
/// Otherwise it records one issue listing each failing finding: severity, rule, the element's
/// position and what VoiceOver says on it, and the rule's message.
///
/// ```swift
/// @MainActor @Test func settingsScreenIsAccessible() {
///     expectNoAuditFailures(in: makeSettingsWindow())
/// }
/// ```
@MainActor
public func expectNoAuditFailures(
    in window: UIWindow, configuration: AuditConfiguration = .init(), localizations: AppLocalizations? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = FailureMessage.auditFailures(in: window, configuration: configuration, localizations: localizations) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// `expectNoAuditFailures(in:)` for a screen loaded from a file; the issue names the file.
@MainActor
public func expectNoAuditFailures(
    in screen: LoadedScreen, configuration: AuditConfiguration = .init(), localizations: AppLocalizations? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = FailureMessage.auditFailures(
        in: screen.window, configuration: configuration, localizations: localizations, screen: screen.auditScreen)
    {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

extension LoadedScreen {
    /// The screen as audit reports name it: the file's base name and its path.
    var auditScreen: AuditScreen {
        let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        return AuditScreen(name: name, source: source == "-" ? nil : source)
    }
}
