import EarshotUIKit
import OpenCombine

/// What the view graph knows of its views' lifetimes: which views carrying a lifecycle modifier
/// (`.onAppear`, `.onDisappear`, `.task`, `.onChange`, `.onReceive`) the last render resolved.
///
/// A render resolves every view on screen (lazy containers: the rows they build), so a view the
/// render resolves that the previous one did not has appeared, and one it no longer resolves has
/// disappeared. What that runs is queued during the render and run after it, in one batch, as
/// SwiftUI runs these actions after its update and before the frame is shown: its changes are
/// rendered before VoiceOver reads the screen (Apple's documentation of `onAppear(perform:)`:
/// "The action to perform … before the first rendered frame appears").
@MainActor
final class ViewLifecycle {
    /// The state kept for one lifecycle modifier while its view is on screen.
    @MainActor
    final class Record {
        /// `.onDisappear`'s action, the latest render's.
        var disappear: (@MainActor () -> Void)?
        /// `.task`'s task, cancelled when the view disappears.
        var task: Task<Void, Never>?
        /// `.task(id:)`'s and `.onChange(of:)`'s last value.
        var value: Any?
        /// `.onReceive`'s subscription and the latest render's action.
        var subscription: AnyCancellable?
        var receive: (@MainActor (Any) -> Void)?
    }

    /// The records of the views the last render resolved, in the order resolved.
    private var live: [String: Record] = [:]
    private var liveOrder: [String] = []
    /// The ones this render resolved so far.
    private var seen: [String: Record] = [:]
    private var seenOrder: [String] = []
    /// How many lifecycle modifiers this render met at each view identity, so two on one view
    /// (`.onAppear { }.onAppear { }`) keep apart.
    private var ordinals: [String: Int] = [:]
    /// What runs when this render ends, in order.
    private var pending: [@MainActor () -> Void] = []

    /// A render begins.
    func beginRender() {
        seen = [:]
        seenOrder = []
        ordinals = [:]
        pending = []
    }

    /// The record of the lifecycle modifier `kind` on the view at `path` in this render, and
    /// whether the view appears with it (the previous render did not resolve it).
    func record(at path: String, kind: String) -> (record: Record, appears: Bool) {
        let ordinal = ordinals[path + kind, default: 0]
        ordinals[path + kind] = ordinal + 1
        let key = path + "#" + kind + "\(ordinal)"
        if let record = seen[key] { return (record, false) }
        let existing = live[key]
        let record = existing ?? Record()
        seen[key] = record
        seenOrder.append(key)
        return (record, existing == nil)
    }

    /// Queues `action` to run when the render ends.
    func afterRender(_ action: @escaping @MainActor () -> Void) {
        pending.append(action)
    }

    /// Ends the render: the views the previous render resolved and this one did not disappear
    /// (their `.onDisappear` actions run, their tasks are cancelled, their subscriptions end),
    /// then what this render queued runs. Returns those actions, in that order. A render off
    /// screen (the host in no window) shows nothing: every view disappears, none appears.
    func endRender(onScreen: Bool) -> [@MainActor () -> Void] {
        guard onScreen else {
            pending = []
            return endAll()
        }
        var actions: [@MainActor () -> Void] = []
        for key in liveOrder where seen[key] == nil {
            guard let record = live[key] else { continue }
            actions.append(contentsOf: Self.ending(record))
        }
        live = seen
        liveOrder = seenOrder
        actions.append(contentsOf: pending)
        pending = []
        return actions
    }

    /// Every view disappears (the host left its window): what that runs, in order.
    func endAll() -> [@MainActor () -> Void] {
        var actions: [@MainActor () -> Void] = []
        for key in liveOrder {
            guard let record = live[key] else { continue }
            actions.append(contentsOf: Self.ending(record))
        }
        live = [:]
        liveOrder = []
        return actions
    }

    private static func ending(_ record: Record) -> [@MainActor () -> Void] {
        record.task?.cancel()
        record.task = nil
        record.subscription?.cancel()
        record.subscription = nil
        return record.disappear.map { [$0] } ?? []
    }
}
