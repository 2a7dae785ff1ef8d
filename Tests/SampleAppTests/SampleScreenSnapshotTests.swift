import EarshotTesting
import SampleApp
import SnapshotTesting
import Testing

/// Every sample-app screen recorded as an accessibility snapshot (SVG) and a transcript, and
/// compared on every run, through EarshotTesting's strategies as a user's tests would.
/// A screen added or changed on purpose is re-recorded with one command:
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SampleScreenSnapshotTests`
/// (docs/snapshots.md).
@MainActor
@Suite struct SampleScreenSnapshotTests {
    @Test(arguments: SampleApp.screens.map(\.id))
    func screen(id: String) throws {
        let session = SampleSession()
        try session.show(id)
        assertSnapshot(of: session.window, as: .accessibilityImage, named: id)
        assertSnapshot(of: session.window, as: .accessibilityTranscript, named: id)
    }
}
