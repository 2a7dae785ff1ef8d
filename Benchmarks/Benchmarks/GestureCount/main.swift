import BenchmarkScreens
import Earshot
import Foundation

// Counts a gesture on a large screen in instructions, as SwipeCount counts a swipe
// (docs/performance.md, "Gestures on long lists and grids"), and times it:
//
//     GestureCount toggle ROWS N         N double taps on a Toggle in a SwiftUI List of ROWS rows
//     GestureCount grid ITEMS N          N swipes right through a compositional grid of ITEMS items
//
// Under callgrind (`valgrind --tool=callgrind .build/release/GestureCount toggle 10000 200`), the
// difference of the totals with N and with 0 over N is one gesture's cost. Without it, the line
// printed gives the building of the screen and each gesture in wall-clock time.

/// The time from `start` to now, in nanoseconds.
func nanoseconds(since start: ContinuousClock.Instant) -> Int64 {
    let elapsed = ContinuousClock.now - start
    return elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
}

/// Builds the screen, performs the gesture `count` times and exits with VoiceOver alive: its
/// teardown is not part of a gesture.
@MainActor
func run(scenario: String, size: Int, count: Int) -> Never {
    let start = ContinuousClock.now
    let screen: AnyObject
    let gesture: () -> String?
    switch scenario {
    case "toggle":
        let tapper = ToggleTapper(count: size)
        (screen, gesture) = (tapper, tapper.doubleTap)
    case "grid":
        let swiper = GridSwiper(count: size)
        (screen, gesture) = (swiper, swiper.swipe)
    default:
        FileHandle.standardError.write(Data("GestureCount: unknown scenario '\(scenario)': toggle or grid\n".utf8))
        exit(64)
    }
    let built = nanoseconds(since: start)
    var spoken = 0
    let gestures = ContinuousClock.now
    for _ in 0..<count {
        spoken &+= gesture()?.utf8.count ?? 0
    }
    let perGesture = count == 0 ? 0 : nanoseconds(since: gestures) / Int64(count)
    print("\(scenario) \(size): built in \(built / 1000) µs, \(count) gestures, \(perGesture / 1000) µs each, \(spoken) bytes spoken")
    withExtendedLifetime(screen) { exit(0) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let size = Int(arguments[1]), let count = Int(arguments[2]), size >= 0, count >= 0 else {
    FileHandle.standardError.write(Data("usage: GestureCount toggle|grid SIZE COUNT\n".utf8))
    exit(64)
}
MainActor.assumeIsolated { run(scenario: arguments[0], size: size, count: count) }
