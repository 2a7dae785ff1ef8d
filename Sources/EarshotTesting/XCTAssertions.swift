#if canImport(XCTest)
import AccessibilityAudit
import EarshotExplorer
import EarshotUIKit
import ScreenFormats
import VoiceOverSimulator
import XCTest

// XCTest front end: the same checks and the same failure text as the Swift Testing functions
// (`expectTranscript`, `expectSpoken`, `expectNoAuditFailures`, `expectNoInteractionFailures`),
// reported with `XCTFail`.

/// Asserts that VoiceOver says `expected` swiping through `window`, one line per element
/// (description then hint). On a mismatch it fails once with a line diff (`TranscriptDiff`).
///
/// ```swift
/// @MainActor func testSettingsScreen() {
///     XCTAssertTranscript(makeSettingsWindow(), ["Settings, Heading", "Airplane Mode, Switch Button, Off"],
///                         includingHints: false)
/// }
/// ```
// XCTest's naming for assertions:
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func XCTAssertTranscript(
    _ window: UIWindow, _ expected: [String], includingHints: Bool = true,
    settings: VoiceOverSettings = .init(), file: StaticString = #filePath, line: UInt = #line
) {
    if let message = FailureMessage.transcript(
        of: window, expected: expected, includingHints: includingHints, settings: settings)
    {
        XCTFail(message, file: file, line: line)
    }
}

/// `XCTAssertTranscript(_:_:)` for a screen loaded from a file (`ScreenLoader.load(path:)`).
// XCTest's naming for assertions:
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func XCTAssertTranscript(
    _ screen: LoadedScreen, _ expected: [String], includingHints: Bool = true,
    settings: VoiceOverSettings = .init(), file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTranscript(
        screen.window, expected, includingHints: includingHints, settings: settings, file: file, line: line)
}

/// Asserts that everything `voiceOver` has said so far (`spokenLog`) is `expected`.
///
/// ```swift
/// voiceOver.swipeRight()
/// XCTAssertSpoken(voiceOver, ["Back, Button", "Like, Button"])
/// ```
// XCTest's naming for assertions:
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func XCTAssertSpoken(
    _ voiceOver: VoiceOver, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
    if let message = FailureMessage.spoken(by: voiceOver, expected: expected) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that auditing `window` with `configuration` finds nothing that fails; otherwise fails
/// once listing each failing finding (severity, rule, element and what VoiceOver says on it,
/// message).
///
/// ```swift
/// @MainActor func testSettingsScreenIsAccessible() {
///     XCTAssertNoAuditFailures(in: makeSettingsWindow())
/// }
/// ```
// XCTest's naming for assertions:
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func XCTAssertNoAuditFailures(
    in window: UIWindow, configuration: AuditConfiguration = .init(), localizations: AppLocalizations? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    if let message = FailureMessage.auditFailures(in: window, configuration: configuration, localizations: localizations) {
        XCTFail(message, file: file, line: line)
    }
}

/// `XCTAssertNoAuditFailures(in:)` for a screen loaded from a file; the failure names the file.
// XCTest's naming for assertions:
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func XCTAssertNoAuditFailures(
    in screen: LoadedScreen, configuration: AuditConfiguration = .init(), localizations: AppLocalizations? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    if let message = FailureMessage.auditFailures(
        in: screen.window, configuration: configuration, localizations: localizations, screen: screen.auditScreen)
    {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that exploring the app with VoiceOver (`Explorer`) finds nothing that fails under
/// `configuration`; the failure lists each finding with the gestures that show it from launch,
/// as `expectNoInteractionFailures(exploring:)` does.
// XCTest's naming for assertions:
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func XCTAssertNoInteractionFailures(
    limits: ExplorerLimits = .init(), configuration: AuditConfiguration = .init(),
    file: StaticString = #filePath, line: UInt = #line, exploring launch: @escaping Explorer.Launch
) {
    if let message = FailureMessage.interactionFailures(exploring: launch, limits: limits, configuration: configuration) {
        XCTFail(message, file: file, line: line)
    }
}
#endif
