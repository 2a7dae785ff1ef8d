import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

@MainActor
final class InboxModel: ObservableObject {
    @Published var unread = 0
    @Published var title = "Inbox"
    static var made = 0
    init() { InboxModel.made += 1 }
}

struct InboxBadge: View {
    @ObservedObject var model: InboxModel
    var body: some View {
        VStack {
            Text("\(model.title): \(model.unread) unread")
            Toggle("Any", isOn: Binding(unsafeUnread: $model.unread))
        }
    }
}

struct InboxOwner: View {
    @StateObject private var model = InboxModel()
    var label: String
    var body: some View {
        VStack {
            Text("\(label) \(model.unread)")
            Button("Receive") { model.unread += 1 }
        }
    }
}

struct InboxParent: View {
    @State private var renders = 0
    var body: some View {
        VStack {
            InboxOwner(label: "Parent render \(renders)")
            Button("Render parent") { renders += 1 }
        }
    }
}

struct InboxEnvironmentReader: View {
    @EnvironmentObject var model: InboxModel
    var body: some View {
        Text("Environment \(model.unread)")
    }
}

extension Binding where Value == Bool {
    /// A toggle over a count: on when it is positive.
    init(unsafeUnread count: Binding<Int>) {
        self.init(get: { count.wrappedValue > 0 }, set: { count.wrappedValue = $0 ? 1 : 0 })
    }
}

/// The ObservableObject era (Combine through OpenCombine): Apple's documentation of
/// `ObservableObject`, `Published`, `StateObject`, `ObservedObject` and `EnvironmentObject`
/// (docs/swiftui.md, "State").
@Suite("SwiftUI published objects")
@MainActor
struct CombineStateTests {
    @Test("@ObservedObject: a @Published change re-renders; $model.property is a binding")
    func observedObject() async {
        let model = InboxModel()
        let voiceOver = HostedScreen(InboxBadge(model: model)).voiceOver()
        #expect(voiceOver.transcript() == ["Inbox: 0 unread", "Any, Switch Button, Off, Double tap to toggle setting."])
        model.unread = 3
        await Task.yield()
        #expect(voiceOver.transcript() == ["Inbox: 3 unread", "Any, Switch Button, On, Double tap to toggle setting."])
        #expect(voiceOver.swipeRight() == "Any, Switch Button, On, Double tap to toggle setting.")
        voiceOver.doubleTap()
        #expect(model.unread == 0)
        #expect(voiceOver.swipeLeft() == "Inbox: 0 unread")
    }

    @Test("@StateObject is made once per view identity and kept when the parent renders again")
    func stateObjectKept() {
        let before = InboxModel.made
        let voiceOver = HostedScreen(InboxParent()).voiceOver()
        #expect(voiceOver.swipeRight() == "Receive, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.swipeRight() == "Render parent, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().first == "Parent render 1 1")
        #expect(InboxModel.made == before + 1)
    }

    @Test(".environmentObject gives @EnvironmentObject its object, whose changes re-render")
    func environmentObject() async {
        let model = InboxModel()
        let voiceOver = HostedScreen(InboxEnvironmentReader().environmentObject(model)).voiceOver()
        #expect(voiceOver.transcript() == ["Environment 0"])
        model.unread = 2
        await Task.yield()
        #expect(voiceOver.transcript() == ["Environment 2"])
    }

    @Test("A missing @EnvironmentObject logs SwiftUI's message and renders nothing for the view")
    func missingEnvironmentObject() {
        let screen = HostedScreen {
            VStack {
                Text("Before")
                InboxEnvironmentReader()
            }
        }
        #expect(screen.transcript() == ["Before"])
        #expect(
            SwiftUIWarnings.logged.contains(
                "No ObservableObject of type InboxModel found. A View.environmentObject(_:) for InboxModel may be missing as an ancestor of this view."
            ))
    }

    @Test("Combine's names resolve: sink, assign, store(in:), subjects, Just, map")
    func combineNames() {
        final class Thermostat { var reading = "" }
        var cancellables = Set<AnyCancellable>()
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("a")
        let model = Thermostat()
        var received: [Int] = []
        subject.map { $0 * 2 }.sink { received.append($0) }.store(in: &cancellables)
        current.assign(to: \.reading, on: model).store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        current.send("b")
        var just = 0
        _ = Just(7).sink { just = $0 }
        #expect(received == [2, 4])
        #expect(model.reading == "b")
        #expect(just == 7)
    }

    @Test("receive(on: DispatchQueue.main) delivers on the main queue; a view sees the change")
    func receiveOnMain() async {
        let model = InboxModel()
        let voiceOver = HostedScreen(InboxBadge(model: model)).voiceOver()
        let subject = PassthroughSubject<Int, Never>()
        var subscription: AnyCancellable?
        let delivered: Int = await withCheckedContinuation { continuation in
            subscription = subject.receive(on: DispatchQueue.main).sink { value in
                MainActor.assumeIsolated { model.unread = value }
                continuation.resume(returning: value)
            }
            subject.send(4)
        }
        subscription?.cancel()
        #expect(delivered == 4)
        #expect(voiceOver.transcript().first == "Inbox: 4 unread")
    }
}
