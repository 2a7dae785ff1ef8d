import EarshotTesting
import EarshotUIKit
import Foundation
import VoiceOverSimulator
import XCTest

/// The XCTest front end. While `failures(of:)` runs an assertion, recorded failures are kept
/// instead of failing the run, so both the passing and the failing path are observed; every other
/// failure (this test's own checks) is reported as usual.
///
/// The class is not `@MainActor`: corelibs XCTest on Linux cannot call main-actor test methods,
/// so each test hops to the main actor itself.
final class XCTAssertionTests: XCTestCase {
    /// The failures kept while capturing; XCTest may call the recording method from any thread.
    private final class FailureLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String]?

        /// Appends when capturing; false when not, so the caller reports the failure as usual.
        func keep(_ entry: String) -> Bool {
            lock.withLock {
                guard entries != nil else { return false }
                entries?.append(entry)
                return true
            }
        }

        func start() { lock.withLock { entries = [] } }
        func stop() -> [String] {
            lock.withLock {
                defer { entries = nil }
                return entries ?? []
            }
        }
    }

    private let log = FailureLog()

    /// The failures `body` records.
    private func failures(of body: @MainActor () -> Void) async -> [String] {
        log.start()
        await MainActor.run(body: body)
        return log.stop()
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        if !log.keep(issue.compactDescription) { super.record(issue) }
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if !log.keep(description) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    func testMatchingScreensPass() async {
        let failures = await failures {
            XCTAssertTranscript(makePlayerWindow(), ["Now Playing, Heading", "Play, Button, Plays the song."])
            XCTAssertTranscript(makePlayerWindow(), ["Now Playing, Heading", "Play, Button"], includingHints: false)
            XCTAssertNoAuditFailures(in: makePlayerWindow())
            XCTAssertSpoken(VoiceOver(window: makePlayerWindow()), ["Now Playing, Heading"])
        }
        XCTAssertEqual(failures, [])
    }

    func testTranscriptMismatchFailsOnceWithTheDiff() async {
        let failures = await failures {
            XCTAssertTranscript(makePlayerWindow(), ["Now Playing, Heading"])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("extra line 2: \"Play, Button, Plays the song.\"") == true, "\(failures)")
    }

    func testSpokenMismatchFailsOnceWithTheDiff() async {
        let failures = await failures {
            XCTAssertSpoken(VoiceOver(window: makePlayerWindow()), [])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("extra line 1: \"Now Playing, Heading\"") == true, "\(failures)")
    }

    func testAuditFailureFailsOnceListingTheFinding() async {
        let failures = await failures {
            XCTAssertNoAuditFailures(in: makePlayerWindow(playLabel: nil))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("error label.missing on #1") == true, "\(failures)")
    }

    /// The XCTest twin of `expectNoInteractionFailures`: the same explorer, the same text.
    func testInteractionFailureFailsOnceWithItsGestures() async {
        let passing = await failures {
            XCTAssertNoInteractionFailures { makeFormApp(tellsVoiceOver: true) }
        }
        XCTAssertEqual(passing, [])
        let failing = await failures {
            XCTAssertNoInteractionFailures { makeFormApp(tellsVoiceOver: false) }
        }
        XCTAssertEqual(failing.count, 1)
        XCTAssertTrue(failing.first?.contains("error interaction.silent-change on #0") == true, "\(failing)")
        XCTAssertTrue(failing.first?.contains("gestures from launch: first doubletap") == true, "\(failing)")
    }
}
