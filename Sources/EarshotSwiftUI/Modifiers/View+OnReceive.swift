import EarshotUIKit
import OpenCombine

/// `.onReceive(_:perform:)`: while the view is on screen, each value `publisher` emits runs
/// `action` on the main actor, and what it changes is rendered (Apple's documentation of
/// `onReceive(_:perform:)`). The subscription starts after the render where the view appears and
/// ends when it disappears; the action is the latest render's. Publishers are OpenCombine's
/// (EarshotSwiftUI re-exports it as Combine).
nonisolated extension View {
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        nonisolated(unsafe) let publisher = publisher
        nonisolated(unsafe) let action = action
        return lifecycleModifier("receive") { record, appears, graph in
            record.receive = { value in
                guard let value = value as? P.Output else { return }
                action(value)
            }
            guard appears else { return }
            graph.lifecycle.afterRender { [weak graph, weak record] in
                record?.subscription = publisher.sink { value in
                    nonisolated(unsafe) let value = value
                    MainActor.runNowOrNext {
                        guard let graph, let record, let receive = record.receive else { return }
                        graph.batch { receive(value) }
                    }
                }
            }
        }
    }
}
