import AccessibilityAudit
import EarshotSwiftUI
import EarshotTesting
import EarshotUIKit
import Testing

/// The one step that reads, audits and snapshots every preview (docs/swiftui.md, "Previews"):
/// discovery through the runtime's conformance records, VoiceOver's transcript of each, the
/// audit's findings at the preview's line.
@MainActor
@Suite struct PreviewCheckTests {
    static let module: Set<String> = ["EarshotTestingTests"]
    /// Everything but the one preview made to fail, for the checks that should pass.
    static var passing: AuditConfiguration {
        var configuration = AuditConfiguration()
        configuration.disabledRules = ["label.missing"]
        return configuration
    }

    /// Discovery finds exactly the previews of PreviewSamples.swift: the `#Preview`s in file and
    /// line order, then the provider's two views, named as written.
    @Test func discoveryFindsExactlyThePreviewsWritten() {
        let previews = PreviewCatalog.all.filter { $0.module == "EarshotTestingTests" }
        let file = "EarshotTestingTests/PreviewSamples.swift"
        #expect(
            previews.map(\.location) == [
                "\(file):\(greetingLine)", "\(file):\(toggleLine)", "\(file):\(landscapeLine)", "\(file):\(labelLine)",
                "\(file):\(controllerLine)", "\(file):\(unlabelledLine)",
                "EarshotTestingTests.Greeting_Previews[0]", "EarshotTestingTests.Greeting_Previews[1]",
            ])
        #expect(previews.map(\.displayName) == [nil, "Wi-Fi switch", "Wide", "UIKit label", "Controller", "Unlabelled", "Morning", nil])
        #expect(previews[2].traits.map(\.value) == [.orientation(.landscapeLeft), .sizeThatFitsLayout])
    }

    /// Each preview's transcript is what VoiceOver speaks swiping through it (the Toggle as
    /// UISwitch, docs/swiftui.md; `@Previewable @State` gives it its state).
    @Test func transcriptsAreWhatVoiceOverSpeaks() throws {
        let checked = try EarshotPreviews.check(
            modules: Self.module, configuration: Self.passing, printsTranscripts: false, testName: "previews")
        #expect(
            checked.map(\.transcript) == [
                ["Hello, world"],
                ["Wi-Fi, Switch Button, On, Double tap to toggle setting."],
                ["Save, Button"],
                ["From UIKit"],
                ["Settings, Heading"],
                ["Plays the song., Button"],
                ["Good morning"],
                ["Good night"],
            ])
    }

    /// An audit finding fails at the preview's `#Preview` line, naming the preview.
    @Test func anAuditFindingFailsAtThePreviewsLine() async throws {
        try await confirmation("one issue", expectedCount: 1) { recorded in
            try withKnownIssue {
                try EarshotPreviews.check(modules: Self.module, printsTranscripts: false, testName: "previews")
            } matching: { issue in
                recorded()
                let text = issue.comments.map(\.rawValue).joined(separator: "\n")
                return issue.sourceLocation?.fileID == "EarshotTestingTests/PreviewSamples.swift"
                    && issue.sourceLocation?.line == unlabelledLine
                    && text.contains("Preview \"Unlabelled\" at EarshotTestingTests/PreviewSamples.swift:\(unlabelledLine)")
                    && text.contains("error label.missing")
            }
        }
    }

    /// A fixed layout sizes the window; the landscape trait turns it.
    @Test func layoutAndOrientationShapeTheWindow() throws {
        let previews = PreviewCatalog.all.filter { $0.module == "EarshotTestingTests" }
        let (wideApplication, wide) = try previews[2].show()
        #expect(wide.bounds.width > wide.bounds.height)
        let (fixedApplication, fixed) = try previews[7].show()
        #expect(fixed.bounds.size == CGSize(width: 320, height: 200))
        withExtendedLifetime((wideApplication, fixedApplication)) {}
    }

    @Test func noPreviewsIsAnError() {
        #expect(throws: EarshotPreviews.CheckError.self) { try EarshotPreviews.check(modules: ["NoSuchModule"]) }
    }
}
