import Earshot
import Foundation
import Testing

/// A clock as a SwiftUI app writes it, in a file importing Foundation as well as the umbrella, as
/// Combine code does (`import Foundation`, `import Combine`): `Timer.publish` and
/// `Timer.TimerPublisher` name Earshot's, on the app clock, not OpenCombine's, which runs in real
/// time (docs/app-clock.md, "Combine's timer publisher").
struct FoundationImportingClock: View {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common)
        .autoconnect()
    @State private var seconds = 0
    var body: some View {
        Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
    }
}

@MainActor
struct TimerPublishWithFoundationTests {
    @Test func timerPublishIsEarshotsWithFoundationImported() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let application = UIApplication()
        application.addWindow(window)
        window.rootViewController = UIHostingController(rootView: FoundationImportingClock())
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.lastSpoken == "0 s")
        voiceOver.advance(by: .seconds(3))
        #expect(voiceOver.focusedDescription == "3 s")
    }
}
