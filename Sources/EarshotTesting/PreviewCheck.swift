#if os(Linux)
import AccessibilityAudit
import AccessibilityTree
import EarshotSwiftUI
import EarshotUIKit
import Foundation
import SnapshotTesting
import Testing
import VoiceOverSimulator

/// Every preview of a package read, audited and snapshotted in one test, with no test written per
/// preview. The package adds, once:
///
/// ```swift
/// @MainActor @Test func previews() throws { try EarshotPreviews.check() }
/// ```
///
/// For each preview `PreviewCatalog.all` finds (every `#Preview` and `PreviewProvider` of the
/// code the test target links), in a window of its own: prints what VoiceOver says swiping through
/// it, audits it, and compares its accessibility snapshot and transcript with the ones recorded
/// beside the test file (`__Snapshots__/<TestFile>/previews.<File.swift-line-name>.svg` and
/// `.txt`; the first run records them and fails, as swift-snapshot-testing does). Every failure
/// is recorded at the preview's `#Preview` line (a `PreviewProvider`'s, which has none, at the
/// test's, naming the provider).
public enum EarshotPreviews {
    /// What one preview said and what its audit found.
    public struct CheckedPreview {
        public let preview: Preview
        /// What VoiceOver says swiping through it, one line per element (description, then hint).
        public let transcript: [String]
        /// The audit's failing findings.
        public let failingFindings: [Finding]
    }

    /// Why the check could not run.
    public enum CheckError: Error, CustomStringConvertible {
        /// No preview was found in the loaded code (in `modules`, when given).
        case noPreviews(modules: Set<String>?)

        public var description: String {
            switch self {
            case .noPreviews(let modules):
                "No #Preview or PreviewProvider found\(modules.map { " in \($0.sorted().joined(separator: ", "))" } ?? ""): the test target must link the code whose previews it checks"
            }
        }
    }

    /// Checks every preview (of `modules`, when given), as described above.
    /// - Parameters:
    ///   - modules: the modules whose previews are checked; nil checks all the loaded code's.
    ///   - configuration: the audit's configuration.
    ///   - settings: the language and other VoiceOver settings of the transcripts.
    ///   - record: swift-snapshot-testing's record mode (nil: its configuration's).
    ///   - printsTranscripts: false keeps the transcripts out of the test's output.
    /// - Returns: each shown preview's transcript and failing findings, in `PreviewCatalog.all`'s
    ///   order (a preview whose body makes no view is recorded as an issue and left out).
    /// - Throws: `CheckError.noPreviews` when there is nothing to check.
    @MainActor
    @discardableResult
    public static func check(
        modules: Set<String>? = nil, configuration: AuditConfiguration = .init(), settings: VoiceOverSettings = .init(),
        record: SnapshotTestingConfiguration.Record? = nil, printsTranscripts: Bool = true,
        filePath: StaticString = #filePath, testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [CheckedPreview] {
        let previews = PreviewCatalog.all.filter { modules?.contains($0.module) ?? true }
        guard !previews.isEmpty else { throw CheckError.noPreviews(modules: modules) }
        return previews.compactMap { preview in
            let name = preview.displayName
            let title = "Preview \(name.map { "\"\($0)\" " } ?? "")at \(preview.location)"
            let place = location(of: preview, else: sourceLocation)
            let shown: (application: UIApplication, window: UIWindow)
            do {
                shown = try preview.show()
            } catch {
                Issue.record(Comment(rawValue: "\(title): \(error)"), sourceLocation: place)
                return nil
            }
            let window = shown.window
            defer { withExtendedLifetime(shown.application) {} }
            let transcript = FailureMessage.transcriptLines(of: window, includingHints: true, settings: settings)
            if printsTranscripts { print(([title + ":"] + transcript.map { "  " + $0 }).joined(separator: "\n")) }

            let screen = AuditScreen(name: name ?? preview.location, source: preview.location)
            let report = Auditor(configuration: configuration).audit(AccessibilityTree(window: window), screen: screen)
            if let message = FailureMessage.describe(report.failingFindings, screen: screen) {
                Issue.record(Comment(rawValue: "\(title): \(message)"), sourceLocation: place)
            }

            let snapshotName = snapshotName(of: preview)
            let failures = [
                verifySnapshot(
                    of: window, as: .accessibilityImage(settings: settings), named: snapshotName, record: record, file: filePath,
                    testName: testName),
                verifySnapshot(
                    of: window, as: .accessibilityTranscript(settings: settings), named: snapshotName, record: record, file: filePath,
                    testName: testName),
            ]
            for failure in failures.compactMap({ $0 }) {
                Issue.record(Comment(rawValue: "\(title): \(failure)"), sourceLocation: place)
            }
            return CheckedPreview(preview: preview, transcript: transcript, failingFindings: report.failingFindings)
        }
    }

    /// The preview's `#Preview` line, or `fallback` for a `PreviewProvider`'s.
    static func location(of preview: Preview, else fallback: SourceLocation) -> SourceLocation {
        guard case .macro(let fileID, let filePath, let line, let column) = preview.source else { return fallback }
        return SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The snapshot's name: the file's name and line (or the provider and index), then the
    /// preview's name.
    @MainActor
    static func snapshotName(of preview: Preview) -> String {
        let place =
            switch preview.source {
            case .macro(let fileID, _, let line, _): "\(fileID.split(separator: "/").last.map(String.init) ?? fileID)-\(line)"
            case .provider(let type, let index): "\(type)-\(index)"
            }
        return [place, preview.displayName].compactMap { $0 }.joined(separator: "-")
    }
}
#endif
