import Benchmark
import Earshot
import SampleApp

/// The interaction explorer on the sample app: every screen explored from fresh launches, as
/// `earshot explore` does. Its cost is launches and gestures: each explored screen is one survey
/// of swipes and one gesture per action, replaying the path from launch when an action left the
/// screen; states per second is the screens explored over the wall-clock time.
@MainActor
enum SampleExploration {
    /// Explores every sample screen and returns how many screens (states) were explored.
    static func exploreAll() -> Int {
        var states = 0
        for entry in SampleApp.screens {
            let exploration = Explorer {
                let (application, window) = SampleApp.launch()
                if let delegate = application.delegate as? SampleAppDelegate {
                    application.perform { _ = delegate.show(entry) }
                }
                return (application, window)
            }.explore()
            states += exploration.screens
        }
        return states
    }
}

func explorerBenchmarks() {
    Benchmark(
        "explorer: every sample screen explored (states per second = states / wall clock)",
        configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(60), maxIterations: 3)
    ) { benchmark in
        var states = 0
        for _ in benchmark.scaledIterations {
            states += await MainActor.run { SampleExploration.exploreAll() }
        }
        benchmark.stopMeasurement()
        blackHole(states)
    }
}
