import EarshotUIKit

/// SwiftUI's lifecycle modifiers: `.onAppear`, `.onDisappear` and `.task`, run where the view
/// graph knows a view appears or disappears (`ViewLifecycle`, docs/swiftui.md "Lifecycle and time").
nonisolated extension View {
    /// Runs `action` when the view appears: after the render that first resolves it (a lazy row:
    /// the render that builds it), before VoiceOver reads the screen (Apple's documentation of
    /// `onAppear(perform:)`).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let action = action
        return lifecycleModifier("appear") { _, appears, graph in
            if appears, let action { graph.lifecycle.afterRender { action() } }
        }
    }

    /// Runs `action` when the view disappears: after the first render that no longer resolves it,
    /// or when its host leaves the window (Apple's documentation of `onDisappear(perform:)`).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        nonisolated(unsafe) let action = action
        return lifecycleModifier("disappear") { record, _, _ in
            if let action { record.disappear = { action() } } else { record.disappear = nil }
        }
    }

    /// Starts `action` in a task when the view appears, and cancels the task when it disappears
    /// (Apple's documentation of `task(priority:_:)`). The task runs as code of the assistive
    /// technology whose read showed the view, so its `Task.sleep` sleeps on that technology's app
    /// clock (docs/app-clock.md, "Swift concurrency"); a test lets it run with
    /// `await voiceOver.settleTasks()`.
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        lifecycleModifier("task") { record, appears, graph in
            guard appears else { return }
            graph.lifecycle.afterRender { record.task = ViewLifecycle.startTask(priority: priority, action) }
        }
    }

    /// As `task(priority:_:)`, and when `value` changes the task is cancelled and started again
    /// (Apple's documentation of `task(id:priority:_:)`).
    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        nonisolated(unsafe) let value = value
        return lifecycleModifier("task") { record, appears, graph in
            let changed = !appears && (record.value as? ID) != value
            record.value = value
            guard appears || changed else { return }
            graph.lifecycle.afterRender {
                record.task?.cancel()
                record.task = ViewLifecycle.startTask(priority: priority, action)
            }
        }
    }

    /// A modifier that tells the view graph the view is on screen with it, at each render where
    /// the view resolves to something, and `update`s its record (with whether it appears now).
    func lifecycleModifier(
        _ kind: String, _ update: @escaping @MainActor (ViewLifecycle.Record, Bool, ViewGraph) -> Void
    ) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, context in
            guard !nodes.isEmpty else { return nodes }
            let (record, appears) = context.graph.lifecycle.record(at: context.path, kind: kind)
            update(record, appears, context.graph)
            return nodes
        }
    }
}

extension ViewLifecycle {
    /// Starts a view's task as code of the assistive technology the render ran for (the one
    /// whose read resolved the view, else the one the test started), so its sleeps run on that
    /// technology's clock.
    static func startTask(
        priority: TaskPriority, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let current = AppCodeScope.current
        let owner = current?.technology ?? AssistiveTechnologyRegistry.clockOwner()
        let scope = AppCodeScope(
            application: current?.application ?? owner?.application, technology: owner,
            sleepsOnAppClock: current?.sleepsOnAppClock ?? true)
        return Task(priority: priority) { @MainActor in
            await AppCodeScope.$current.withValue(scope) { await action() }
        }
    }
}
