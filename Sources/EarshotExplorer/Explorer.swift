import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// Explores an app the way a VoiceOver user does, and reports what only a running VoiceOver can
/// find (docs/audit-rules.md, "Interaction rules"): on each screen it swipes through every
/// element, double-taps each control, adjusts each adjustable element both ways, runs each custom
/// action, and tries Escape, Magic Tap and the three-finger scrolls; it follows what opens
/// (pushed and presented screens, tabs, sheets, alerts) breadth-first.
///
/// Every path starts from a freshly launched app (`launch`), so each finding carries the gestures
/// that show it again (`Finding.reproduction`). A screen is known by what VoiceOver perceives of
/// it (`ScreenIdentity`: each element's label and traits, in reading order, content that ticks on
/// a timer by its shape), so equal screens are explored once. Everything runs on VoiceOver's virtual clock, in a fixed order, so
/// two explorations of the same app give the same result; `limits` bound it.
///
/// ```swift
/// let exploration = Explorer { SampleApp.launch() }.explore()
/// let report = exploration.report(screen: AuditScreen(name: "sample"))
/// ```
///
/// The explorer only gestures and listens: it uses VoiceOver's public API (gestures, `events`,
/// `notificationLog`, the focused element, the tree VoiceOver holds, `settle()`), and never walks
/// views for elements itself.
@MainActor
public final class Explorer {
    /// Builds the app from nothing: its application (kept alive for the session, since a window
    /// holds its application weakly) and the window VoiceOver reads.
    public typealias Launch = @MainActor () -> (application: UIApplication, window: UIWindow)

    public let limits: ExplorerLimits
    let launch: Launch

    /// An explorer of the app `launch` builds, called once per path.
    public init(limits: ExplorerLimits = .init(), launch: @escaping Launch) {
        self.limits = limits
        self.launch = launch
    }

    /// An explorer of a bare window (it joins `UIApplication.shared`), built by `window` once per path.
    public convenience init(limits: ExplorerLimits = .init(), window: @escaping @MainActor () -> UIWindow) {
        self.init(limits: limits) { (UIApplication.shared, window()) }
    }

    // MARK: Exploring

    /// One screen waiting to be explored: the gestures that reach it from a fresh app.
    struct State {
        let identity: ScreenIdentity
        let path: [String]
        let depth: Int
        /// The action that opened it (a push, a presentation), for Escape's rule.
        let openedBy: String?
        /// The action that led to it (`actionKey`), nil for the first screen.
        var reachedBy: String? = nil
    }

    /// The run's bookkeeping.
    final class Run {
        var steps = 0
        var findings: [Finding] = []
        var findingKeys: Set<String> = []
        var notes: [String] = []
        /// The signatures of the screens found so far, under `ticking`.
        var seen: Set<String> = []
        /// The screens found so far, to write `seen` again when `ticking` grows.
        var seenIdentities: [ScreenIdentity] = []
        /// The content seen changing by itself on a timer (`dwell(in:_:)`).
        var ticking = TickingContent()
        var explored = 0
        var stopped = false
        var virtualTime: Duration = .zero
    }

    /// Explores the app, breadth-first from the screen it launches on.
    public func explore() -> Exploration {
        let run = Run()
        let first = ExplorerSession(launch: launch, limits: limits)
        let start = State(identity: ScreenSnapshot(first.voiceOver).identity, path: [], depth: 0, openedBy: nil)
        run.seen.insert(start.identity.signature(run.ticking))
        run.seenIdentities.append(start.identity)
        var queue = [start]
        var next = 0
        var reused: ExplorerSession? = first
        while next < queue.count, !run.stopped {
            if run.explored >= limits.states {
                note(
                    "stopped after \(limits.states) screens (the states limit); \(queue.count - next) more were found and not explored", run
                )
                break
            }
            let state = queue[next]
            next += 1
            run.explored += 1
            queue += explore(state, reusing: reused, run)
            reused = nil
        }
        return Exploration(
            findings: run.findings, screens: run.explored, steps: run.steps, virtualTime: run.virtualTime, notes: run.notes)
    }

    /// Explores one screen: the swipe survey, then every action; returns the new screens found.
    private func explore(_ state: State, reusing reused: ExplorerSession?, _ run: Run) -> [State] {
        guard var session = reused ?? replay(state, run) else { return [] }
        let snapshot = ScreenSnapshot(session.voiceOver)
        let (order, surveyKept) = survey(state, in: session, run)
        var current: ExplorerSession? = session
        if !surveyKept { drop(&current) }
        defer { drop(&current) }
        var found: [State] = []
        var adjustedNothing: Set<Int> = []
        for var action in plan(snapshot, order: order) {
            if run.stopped { break }
            if current == nil {
                guard let fresh = replay(state, run) else { return found }
                current = fresh
            }
            session = current!
            guard prepare(&action, in: session, run, adjustedNothing: adjustedNothing) else {
                drop(&current)
                continue
            }
            let observation = InteractionObservation(performing: action, in: session, limits: limits, ticking: run.ticking)
            count(1, run)
            let key = Self.actionKey(action, on: observation.before)
            if case .adjust = action.kind, action.judgesNoOp == false, observation.screenUnchanged, let element = action.element {
                adjustedNothing.insert(element)
            }
            run.virtualTime = max(run.virtualTime, session.voiceOver.now)
            record(
                observation.findings(openedBy: state.openedBy, repeatsArrival: key == state.reachedBy), action: action, state: state, run)
            if session.isOutOfTime(limits) {
                note("a path ran out of virtual time (\(limits.virtualTime)) on the screen starting \"\(snapshot.lines.first ?? "")\"", run)
                drop(&current)
            }
            let signature = observation.after.identity.signature(run.ticking)
            guard signature != state.identity.signature(run.ticking) else { continue }
            drop(&current)
            // Escape and a back button go back where the user came from: not explored from here.
            if case .escape = action.kind { continue }
            if let node = observation.actedBefore, node.traits.contains(.backButton) { continue }
            guard !run.seen.contains(signature) else { continue }
            guard state.depth < limits.depth else {
                note("screens deeper than \(limits.depth) actions were not explored (the depth limit)", run)
                continue
            }
            run.seen.insert(signature)
            run.seenIdentities.append(observation.after.identity)
            let opened = observation.opensScreen
            let acted = observation.actedBefore.map { " \"\(observation.before.lines[$0.index])\"" } ?? ""
            found.append(
                State(
                    identity: observation.after.identity, path: observation.gestures, depth: state.depth + 1,
                    openedBy: opened ? "\(action.doing)\(acted)" : nil, reachedBy: key))
        }
        return found
    }

    /// A fresh app brought to `state` by its path; nil (with a note) when the path no longer
    /// leads there (an app that does not behave the same every launch) or a limit was reached.
    private func replay(_ state: State, _ run: Run) -> ExplorerSession? {
        let session = ExplorerSession(launch: launch, limits: limits)
        for gesture in state.path {
            guard !run.stopped else { return nil }
            session.perform(gesture, limits: limits)
            count(1, run)
        }
        session.depth = state.depth
        guard ScreenSnapshot(session.voiceOver).identity.signature(run.ticking) == state.identity.signature(run.ticking) else {
            session.end()
            note(
                "the path \(state.path.joined(separator: " ")) did not reach the same screen again; the app behaves differently from launch to launch",
                run)
            return nil
        }
        return session
    }

    /// Ends the session held in `session`, if any, and forgets it.
    func drop(_ session: inout ExplorerSession?) {
        session?.end()
        session = nil
    }

    /// Counts gestures against the steps limit.
    func count(_ gestures: Int, _ run: Run) {
        run.steps += gestures
        if run.steps >= limits.steps, !run.stopped {
            run.stopped = true
            note("stopped after \(limits.steps) gestures (the steps limit)", run)
        }
    }

    func note(_ text: String, _ run: Run) {
        if !run.notes.contains(text) { run.notes.append(text) }
    }

    /// Adds findings not already found (the same rule, element and message), first found first.
    private func record(_ findings: [Finding], action: PlannedAction, state: State, _ run: Run) {
        for finding in findings {
            // One finding per rule and control: the same Add button adding its third, fourth, …
            // row silently is one problem, and so is the same custom action ("Delete") on sibling
            // rows. Screen-wide gestures are told apart by their message.
            let control = action.element == nil ? finding.message : Self.actionKey(action, on: finding)
            let key = "\(finding.ruleID)|\(control)"
            guard run.findingKeys.insert(key).inserted else { continue }
            run.findings.append(shortened(finding, action: action, state: state, run))
        }
    }

    /// The finding shown again on a fresh app by the screen's path and this action alone (without
    /// the actions done before it on the same app), when it recurs so; else as found.
    private func shortened(_ finding: Finding, action: PlannedAction, state: State, _ run: Run) -> Finding {
        guard let session = replay(state, run) else { return finding }
        defer { session.end() }
        var action = action
        let judged: Set<Int> = action.judgesNoOp ? Set([action.element ?? -1]) : []
        guard prepare(&action, in: session, run, adjustedNothing: judged) else { return finding }
        let observation = InteractionObservation(performing: action, in: session, limits: limits, ticking: run.ticking)
        count(1, run)
        let again = observation.findings(
            openedBy: state.openedBy, repeatsArrival: Self.actionKey(action, on: observation.before) == state.reachedBy)
        guard let match = again.first(where: { $0.ruleID == finding.ruleID && $0.message == finding.message }),
            (match.reproduction?.gestures.count ?? .max) < (finding.reproduction?.gestures.count ?? 0)
        else { return finding }
        return match
    }

    /// An action named by what it does and the element's label and traits (not its value), so the
    /// same action on the same control is recognised on another screen and another app. A custom
    /// action is named by its own name: the same action of sibling rows is one control pattern.
    static func actionKey(_ action: PlannedAction, on snapshot: ScreenSnapshot) -> String {
        if case .customAction(let name, _) = action.kind { return "custom action|\(name)" }
        var element = ""
        if let index = action.element, snapshot.tree.elements.indices.contains(index) {
            let node = snapshot.tree.elements[index]
            element = "\(node.label ?? "")\u{1F}\(node.traits.subtracting(.selected).rawValue)"
        }
        return "\(action.kind)|\(action.gesture)|\(element)"
    }

    /// `actionKey` for a finding already made: its element's label path stands for the element.
    static func actionKey(_ action: PlannedAction, on finding: Finding) -> String {
        if case .customAction(let name, _) = action.kind { return "custom action|\(name)" }
        return "\(action.kind)|\(action.gesture)|\(finding.element?.labelPath ?? "")"
    }
}
