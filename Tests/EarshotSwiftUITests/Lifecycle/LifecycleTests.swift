import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// SwiftUI's lifecycle modifiers, heard through VoiceOver. Sources: Apple's documentation of
/// `onAppear(perform:)` ("before the first rendered frame appears"), `onDisappear(perform:)`,
/// `task(priority:_:)` ("SwiftUI will automatically cancel the task at some point after the view
/// disappears"), `task(id:priority:_:)`, `onChange(of:initial:_:)`, `onReceive(_:perform:)`.
@MainActor
@Suite("SwiftUI lifecycle: appear, disappear, task, change, receive")
struct LifecycleTests {
    struct GreetingOnAppear: View {
        @State private var greeting = "Empty"
        var body: some View {
            Text(greeting).onAppear { greeting = "Welcome back" }
        }
    }

    /// State an `.onAppear` sets is what VoiceOver reads first.
    @Test func onAppearSetsStateVoiceOverReads() {
        let voiceOver = HostedScreen(GreetingOnAppear()).voiceOver()
        #expect(voiceOver.lastSpoken == "Welcome back")
    }

    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    struct Toggled: View {
        let log: Log
        @State private var showsDetail = true
        var body: some View {
            VStack {
                if showsDetail {
                    Text("Detail")
                        .onAppear { log.entries.append("detail appeared") }
                        .onDisappear { log.entries.append("detail disappeared") }
                }
                Button("Hide") { showsDetail.toggle() }
            }
        }
    }

    /// A view the render no longer resolves disappears; shown again, it appears again.
    @Test func onDisappearRunsWhenTheViewIsRemoved() {
        let log = Log()
        let voiceOver = HostedScreen(Toggled(log: log)).voiceOver()
        #expect(log.entries == ["detail appeared"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(log.entries == ["detail appeared", "detail disappeared"])
        voiceOver.doubleTap()
        #expect(log.entries == ["detail appeared", "detail disappeared", "detail appeared"])
    }

    @MainActor
    @Observable
    final class Inbox {
        var messages: [String] = []
        var isLoading = true
        func load() async {
            try? await Task.sleep(for: .seconds(2))
            messages = ["Lunch at noon", "Build is green"]
            isLoading = false
        }
    }

    struct InboxView: View {
        let inbox: Inbox
        var body: some View {
            VStack {
                if inbox.isLoading {
                    Text("Loading")
                } else {
                    ForEach(inbox.messages, id: \.self) { Text($0) }
                }
            }
            .task { await inbox.load() }
        }
    }

    /// `.task` loads data on the technology's clock, then shows it: nothing after one second,
    /// the messages after two.
    @Test func aTaskLoadsDataThenShowsIt() async {
        let inbox = Inbox()
        let voiceOver = HostedScreen(InboxView(inbox: inbox)).voiceOver()
        await voiceOver.settleTasks()
        #expect(voiceOver.transcript() == ["Loading"])
        voiceOver.advance(by: .seconds(1))
        await voiceOver.settleTasks()
        #expect(voiceOver.transcript() == ["Loading"])
        voiceOver.advance(by: .seconds(1))
        await voiceOver.settleTasks()
        #expect(voiceOver.transcript() == ["Lunch at noon", "Build is green"])
    }

    struct SearchView: View {
        let log: Log
        @State private var query = "a"
        var body: some View {
            VStack {
                Text("Query \(query)")
                    .task(id: query) {
                        do {
                            try await Task.sleep(for: .seconds(1))
                            log.entries.append("searched \(query)")
                        } catch {
                            log.entries.append("cancelled")
                        }
                    }
                Button("Next") { query += "b" }
            }
        }
    }

    /// `.task(id:)` restarts when its value changes: the first search is cancelled.
    @Test func aTaskWithAnIdRestartsWhenTheIdChanges() async {
        let log = Log()
        let voiceOver = HostedScreen(SearchView(log: log)).voiceOver()
        await voiceOver.settleTasks()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        await voiceOver.settleTasks()
        voiceOver.advance(by: .seconds(1))
        await voiceOver.settleTasks()
        #expect(log.entries == ["cancelled", "searched ab"])
    }

    struct ChangeWatcher: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Count \(count)") { count += 1 }
                    .onChange(of: count) { old, new in log.entries.append("\(old) to \(new)") }
                    .onChange(of: count, initial: true) { log.entries.append("changed or initial") }
                    .onChange(of: count) { new in log.entries.append("now \(new)") }
            }
        }
    }

    /// Both closure forms of `onChange`: the iOS 17 one with old and new values (and `initial`),
    /// the iOS 14 one with the new value.
    @Test func onChangeRunsWithTheOldAndNewValues() {
        let log = Log()
        let voiceOver = HostedScreen(ChangeWatcher(log: log)).voiceOver()
        #expect(log.entries == ["changed or initial"])
        voiceOver.doubleTap()
        #expect(log.entries == ["changed or initial", "0 to 1", "changed or initial", "now 1"])
        #expect(voiceOver.focusedDescription == "Count 1, Button")
    }

    struct Receiver: View {
        let subject: PassthroughSubject<String, Never>
        @State private var status = "Idle"
        var body: some View {
            Text(status).onReceive(subject) { status = $0 }
        }
    }

    /// `.onReceive`: a value the publisher sends while the view is on screen changes what VoiceOver
    /// reads.
    @Test func onReceiveDeliversPublishedValues() {
        let subject = PassthroughSubject<String, Never>()
        let voiceOver = HostedScreen(Receiver(subject: subject)).voiceOver()
        #expect(voiceOver.lastSpoken == "Idle")
        subject.send("Synced")
        #expect(voiceOver.transcript() == ["Synced"])
    }

    struct DelayedBanner: View {
        @State private var banner = "Saving"
        var body: some View {
            Text(banner).onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { banner = "Saved" }
            }
        }
    }

    /// Work an `.onAppear` schedules runs on the clock of the VoiceOver that read the screen.
    @Test func workScheduledOnAppearRunsOnVoiceOversClock() {
        let voiceOver = HostedScreen(DelayedBanner()).voiceOver()
        #expect(voiceOver.transcript() == ["Saving"])
        voiceOver.advance(by: .milliseconds(1500))
        #expect(voiceOver.transcript() == ["Saved"])
    }
}
