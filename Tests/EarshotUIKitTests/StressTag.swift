import Foundation
import Testing

extension Tag {
    /// Tests that build very large inputs; skipped when `EARSHOT_SKIP_STRESS` is set, for a fast
    /// local run (`.ci/run` runs them all).
    @Tag static var stress: Self
}

/// Stress tests run unless `EARSHOT_SKIP_STRESS` is set.
let stressTestsEnabled = ProcessInfo.processInfo.environment["EARSHOT_SKIP_STRESS"] == nil
