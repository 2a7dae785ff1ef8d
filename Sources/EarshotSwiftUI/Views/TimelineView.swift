import EarshotUIKit
import Foundation

/// SwiftUI's `TimelineView`: its content, built again at each date of its schedule. The content's
/// elements are read as they are, with nothing of the timeline's own (rjchatfield/AX's
/// testTimelineView: "item1", "item2, Button").
///
/// Time is the app clock's (docs/app-clock.md): the timeline starts at the date it first appears
/// and moves on only as the clock of the code that renders it runs, so a test hears the content of
/// each entry after `voiceOver.advance(by:)` passes it, every time. The content's `date` is the
/// latest entry reached, else the schedule's first.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public var body: Never { fatalError("TimelineView has no body") }
}

extension TimelineView where Content: View {
    public typealias Context = TimelineViewDefaultContext

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// What a `TimelineView`'s content is built from.
public struct TimelineViewDefaultContext {
    /// The date of the entry being shown.
    public let date: Date
    /// How often the view updates; `.live` on an iPhone, whose display is never in Always On.
    public let cadence: Cadence

    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// Where a timeline stands, kept by its identity across renders.
@MainActor
final class TimelineProgress {
    /// The date the timeline first appeared.
    var start: Date? { didSet { UIKitChanges.note() } }
    /// The date the timeline has reached: the entry its last timer fired for.
    var reached: Date? { didSet { UIKitChanges.note() } }
    /// The date of the update already scheduled, so a render does not schedule it twice.
    var scheduled: Date? { didSet { UIKitChanges.note() } }

    /// How many entries a render steps over at most: a schedule whose dates never pass the
    /// current one cannot hang it.
    static let entryLimit = 100_000
}

extension TimelineView: View, PrimitiveView where Content: View {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let progress = context.graph.stateBox(at: context.path + "#timeline", initial: TimelineProgress()).value
        if let warning = (schedule as? any TimelineScheduleWarning)?.warning { SwiftUIWarnings.log(warning) }
        let start = progress.start ?? Date()
        progress.start = start
        let now = progress.reached ?? start
        var current: Date?
        var next: Date?
        var stepped = 0
        var entries = schedule.entries(from: start, mode: .normal).makeIterator()
        while let entry = entries.next() {
            stepped += 1
            if entry > now {
                next = entry
                break
            }
            current = entry
            if stepped == TimelineProgress.entryLimit {
                SwiftUIWarnings.log("TimelineView: the schedule's entries do not pass \(now) within \(stepped) dates; it updates no more.")
                break
            }
        }
        if let next, progress.scheduled != next {
            progress.scheduled = next
            let delay = next.timeIntervalSince(now)
            Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak graph = context.graph] _ in
                MainActor.assumeIsolated {
                    progress.reached = next
                    graph?.invalidate()
                }
            }
        }
        let shown = TimelineViewDefaultContext(date: current ?? next ?? start, cadence: .live)
        return context.resolve(content(shown), id: "content")
    }
}
