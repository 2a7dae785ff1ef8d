import BenchmarkScreens
import Earshot
import Foundation

// Counts a swipe in instructions, which the machine's load does not change (docs/performance.md,
// "The swipe counted in instructions"): run it under callgrind with 0 and with 4,000 swipes
// (`valgrind --tool=callgrind .build/release/SwipeCount 4000`); the difference of the two totals
// over 4,000 is one swipe's cost.

/// Swipes right through 1,000 labels `swipes` times, back to the top with a four-finger tap at
/// the end, and exits with VoiceOver alive: its teardown is not part of a swipe.
@MainActor
func run(swipes: Int) -> Never {
    let voiceOver = VoiceOver(window: Screens.wide(1000))
    var spoken = 0
    voiceOver.fourFingerTap(.top)
    for _ in 0..<swipes {
        if let words = voiceOver.swipeRight() {
            spoken &+= words.utf8.count
        } else {
            voiceOver.fourFingerTap(.top)
        }
    }
    print(spoken)
    withExtendedLifetime(voiceOver) { exit(0) }
}

let swipes = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 0
MainActor.assumeIsolated { run(swipes: swipes) }
