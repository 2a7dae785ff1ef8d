import Foundation

/// SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    typealias Mode = TimelineScheduleMode
    /// The dates to update at, in increasing order, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update: `.lowFrequency` when the device limits updates (the Always
/// On display); an iPhone updates at `.normal`.
public enum TimelineScheduleMode: Sendable, Hashable {
    case normal, lowFrequency
}

/// Updates at the start of every minute, from the start of the current one.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60).entries(from: startDate, mode: mode)
    }
}

/// Updates every `interval` from `startDate` (the entries before the view appeared skipped, but
/// for the last one). An interval that is not positive and finite would update forever at one
/// moment: one second is used instead, and the timeline showing it logs a warning naming it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval
    /// The interval given, when it was not usable.
    let invalidInterval: TimeInterval?

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        let usable = interval.isFinite && interval > 0
        self.interval = usable ? interval : 1
        invalidInterval = usable ? nil : interval
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let skipped = max(0, ((startDate.timeIntervalSince(self.startDate)) / interval).rounded(.down))
        return Entries(upcoming: self.startDate.addingTimeInterval(skipped * interval), interval: interval)
    }
}

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Updates as often as an animation would draw (every `minimumInterval`, 1/60 s unless given),
/// or once while `paused`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        if paused { return AnyIterator([startDate].makeIterator()) }
        var periodic = PeriodicTimelineSchedule(from: startDate, by: minimumInterval ?? 1.0 / 60).entries(from: startDate, mode: mode)
        return AnyIterator { periodic.next() }
    }
}

/// A schedule made with an argument it could not use: the warning a `TimelineView` logs for it.
protocol TimelineScheduleWarning {
    var warning: String? { get }
}

extension PeriodicTimelineSchedule: TimelineScheduleWarning {
    var warning: String? {
        invalidInterval.map { "TimelineView: the periodic schedule's interval \($0) is not positive and finite; 1 second is used." }
    }
}

extension AnimationTimelineSchedule: TimelineScheduleWarning {
    var warning: String? {
        guard let minimumInterval, !(minimumInterval.isFinite && minimumInterval > 0) else { return nil }
        return "TimelineView: the animation schedule's minimum interval \(minimumInterval) is not positive and finite; 1 second is used."
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
