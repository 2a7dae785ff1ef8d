import EarshotSwiftUI
import Testing
import VoiceOverSimulator

@Observable
final class CounterModel {
    var count = 0
    var unread = 0
    var name = "Ada"
    @ObservationIgnored var bodyEvaluations = 0
}

struct CounterScreen: View {
    let model: CounterModel
    var body: some View {
        model.bodyEvaluations += 1
        return VStack {
            Text("Count \(model.count)")
            Button("Add") { model.count += 1 }
        }
    }
}

struct BindableScreen: View {
    @Bindable var model: CounterModel
    var body: some View {
        VStack {
            TextField("Name", text: $model.name)
            Text("Hello \(model.name)")
        }
    }
}

struct OwnedModelScreen: View {
    @State private var model = CounterModel()
    var body: some View {
        VStack {
            Text("Owned \(model.count)")
            Button("Add") { model.count += 1 }
        }
    }
}

struct EnvironmentModelReader: View {
    @Environment(CounterModel.self) private var model
    var body: some View {
        @Bindable var model = model
        return VStack {
            Text("From environment \(model.count)")
            Toggle("Big", isOn: Binding(unsafeCount: $model.count))
        }
    }
}

struct OptionalEnvironmentModelReader: View {
    @Environment(CounterModel.self) private var model: CounterModel?
    var body: some View {
        Text(model == nil ? "No model" : "A model")
    }
}

extension Binding where Value == Bool {
    /// A toggle over a count: on when it is positive.
    init(unsafeCount count: Binding<Int>) {
        self.init(get: { count.wrappedValue > 0 }, set: { count.wrappedValue = $0 ? 1 : 0 })
    }
}

/// Observation (`@Observable`, `@Bindable`, `@Environment(Model.self)`): Apple's "Migrating from
/// the Observable Object protocol to the Observable macro" and the documentation of `Bindable`
/// and `Environment.init(_:)` (docs/swiftui.md, "State").
@Suite("SwiftUI observation")
@MainActor
struct ObservationTests {
    @Test("A view re-renders when a property its body read changes, and only then")
    func tracksReads() async {
        let model = CounterModel()
        let voiceOver = HostedScreen(CounterScreen(model: model)).voiceOver()
        #expect(voiceOver.transcript() == ["Count 0", "Add, Button"])
        let evaluations = model.bodyEvaluations
        model.unread += 1
        await Task.yield()
        #expect(voiceOver.transcript() == ["Count 0", "Add, Button"])
        // Another test's VoiceOver starting, or its settings changing, posts UIKit's status
        // notifications process-wide; this host re-renders only for the technologies reading its
        // own window.
        #expect(model.bodyEvaluations == evaluations)
        model.count = 5
        await Task.yield()
        #expect(voiceOver.transcript() == ["Count 5", "Add, Button"])
        #expect(model.bodyEvaluations > evaluations)
    }

    @Test("Another window's VoiceOver starting and its settings changing leave this host alone")
    func otherWindowsStatusChangesDoNotReRender() {
        let model = CounterModel()
        let voiceOver = HostedScreen(CounterScreen(model: model)).voiceOver()
        let evaluations = model.bodyEvaluations
        // Both post UIKit's status notifications process-wide, the settings change inside the
        // other settings' scope (AccessibilitySettings): what a parallel test does.
        let other = HostedScreen(Text("Other")).voiceOver()
        other.accessibilitySettings.perform { other.accessibilitySettings.isReduceMotionEnabled = true }
        other.accessibilitySettings.isBoldTextEnabled = true
        #expect(model.bodyEvaluations == evaluations)
        #expect(voiceOver.transcript() == ["Count 0", "Add, Button"])
    }

    @Test("A button changing the model: VoiceOver hears the new value")
    func actionChangesModel() {
        let model = CounterModel()
        let voiceOver = HostedScreen(CounterScreen(model: model)).voiceOver()
        #expect(voiceOver.swipeRight() == "Add, Button")
        voiceOver.doubleTap()
        #expect(model.count == 1)
        #expect(voiceOver.swipeLeft() == "Count 1")
    }

    @Test("@Bindable: $model.name is a binding a TextField writes")
    func bindable() async {
        let model = CounterModel()
        let screen = HostedScreen(BindableScreen(model: model))
        #expect(screen.transcript().last == "Hello Ada")
        model.name = "Grace"
        await Task.yield()
        #expect(screen.transcript() == ["Grace, Text Field, Double tap to edit.", "Hello Grace"])
    }

    @Test("@State holding an observable model keeps it across renders")
    func stateHoldsModel() {
        let voiceOver = HostedScreen(OwnedModelScreen()).voiceOver()
        #expect(voiceOver.swipeRight() == "Add, Button")
        voiceOver.doubleTap()
        voiceOver.doubleTap()
        #expect(voiceOver.swipeLeft() == "Owned 2")
    }

    @Test("@Environment(Model.self) finds the model .environment(_:) gave, and tracks it")
    func environmentModel() {
        let model = CounterModel()
        let screen = HostedScreen(EnvironmentModelReader().environment(model))
        #expect(screen.transcript() == ["From environment 0", "Big, Switch Button, Off, Double tap to toggle setting."])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Big, Switch Button, Off, Double tap to toggle setting.")
        voiceOver.doubleTap()
        #expect(model.count == 1)
        #expect(voiceOver.swipeLeft() == "From environment 1")
    }

    @Test("An optional @Environment(Model.self) is nil without one")
    func optionalEnvironmentModel() {
        #expect(HostedScreen(OptionalEnvironmentModelReader()).transcript() == ["No model"])
        #expect(HostedScreen(OptionalEnvironmentModelReader().environment(CounterModel())).transcript() == ["A model"])
    }

    @Test("A missing environment model logs SwiftUI's message and renders nothing for the view")
    func missingEnvironmentModel() {
        let screen = HostedScreen {
            VStack {
                Text("Before")
                EnvironmentModelReader()
            }
        }
        #expect(screen.transcript() == ["Before"])
        #expect(
            SwiftUIWarnings.logged.contains(
                "No Observable object of type CounterModel found. A View.environment(_:) for CounterModel may be missing as an ancestor of this view."
            ))
    }
}
