import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// `TimelineView` on the app clock (docs/app-clock.md; docs/swiftui.md, "Lifecycle and time"):
/// its content is built again at each date of its schedule once the clock passes it, and never
/// in between (Apple's documentation of `TimelineView`: "A view that updates according to a
/// schedule that you provide").
@Suite("TimelineView on the app clock")
@MainActor
struct TimelineViewTests {
    @Test("A periodic timeline shows each entry once VoiceOver's clock passes it")
    func periodic() {
        let base = Date()
        let voiceOver = HostedScreen {
            TimelineView(.periodic(from: base, by: 1)) { context in
                Text(verbatim: "Second \(Int(context.date.timeIntervalSince(base).rounded()))")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Second 0"])
        voiceOver.advance(by: .milliseconds(500))
        #expect(voiceOver.transcript() == ["Second 0"])
        voiceOver.advance(by: .milliseconds(500))
        #expect(voiceOver.transcript() == ["Second 1"])
        voiceOver.advance(by: .seconds(2))
        #expect(voiceOver.transcript() == ["Second 3"])
    }

    @Test("An explicit schedule updates at its dates only, and stays at its last")
    func explicit() {
        let base = Date()
        let dates = [base, base + 10, base + 20]
        let voiceOver = HostedScreen {
            TimelineView(.explicit(dates)) { context in
                Text(verbatim: "At \(Int(context.date.timeIntervalSince(base).rounded()))")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["At 0"])
        voiceOver.advance(by: .seconds(15))
        #expect(voiceOver.transcript() == ["At 10"])
        voiceOver.advance(by: .seconds(60))
        #expect(voiceOver.transcript() == ["At 20"])
    }

    /// Bad input (docs/swiftui.md, "Lifecycle and time"): a periodic interval of 0 would update
    /// forever at one moment.
    @Test("A periodic interval that is not positive updates every second, with a warning naming it")
    func invalidInterval() {
        let base = Date()
        let voiceOver = HostedScreen {
            TimelineView(.periodic(from: base, by: 0)) { context in
                Text(verbatim: "Second \(Int(context.date.timeIntervalSince(base).rounded()))")
            }
        }.voiceOver()
        #expect(SwiftUIWarnings.logged.contains { $0.contains("the periodic schedule's interval 0.0 is not positive and finite") })
        voiceOver.advance(by: .seconds(1))
        #expect(voiceOver.transcript() == ["Second 1"])
    }

    @Test("Every minute starts at the current minute and moves on at the next whole minute")
    func everyMinute() {
        let voiceOver = HostedScreen {
            TimelineView(.everyMinute) { context in
                Text(verbatim: "Seconds \(Int(context.date.timeIntervalSinceReferenceDate) % 60)")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Seconds 0"])
        voiceOver.advance(by: .seconds(60))
        #expect(voiceOver.transcript() == ["Seconds 0"])
    }
}
