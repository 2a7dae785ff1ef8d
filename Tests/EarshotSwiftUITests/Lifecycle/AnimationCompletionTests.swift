import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `withAnimation(_:completionCriteria:_:completion:)`, `Transaction.addAnimationCompletion` and
/// `withTransaction`: the change is heard at once, the completion runs once, after the
/// animation's duration on VoiceOver's clock, and at once with no animation. Sources: Apple's
/// documentation of `withAnimation(_:completionCriteria:_:completion:)` ("runs the completion when
/// all animations are complete"), of `Transaction.addAnimationCompletion(criteria:_:)` ("always
/// fired exactly one time. If no animations are created …, immediately after body") and of
/// `Animation.default` (a spring of response 0.55).
@MainActor
@Suite("SwiftUI animation completions")
struct AnimationCompletionTests {
    struct Saver: View {
        let animation: Animation?
        var disablesAnimations = false
        @State private var isSaved = false
        @State private var status = "Editing"

        var body: some View {
            VStack {
                Button(isSaved ? "Saved" : "Save") {
                    if disablesAnimations {
                        withTransaction(\.disablesAnimations, true) { isSaved = true }
                        var transaction = Transaction(animation: animation)
                        transaction.disablesAnimations = true
                        transaction.addAnimationCompletion { status = "Done" }
                        withTransaction(transaction) { isSaved = true }
                    } else {
                        withAnimation(animation) {
                            isSaved = true
                        } completion: {
                            status = "Done"
                        }
                    }
                }
                Text(status)
            }
        }
    }

    /// The status each moment reads, after a double tap on Save, at the virtual times given.
    private func statuses(_ saver: Saver, at moments: [Duration]) -> [String] {
        let voiceOver = HostedScreen(saver).voiceOver()
        #expect(voiceOver.doubleTap() == "Saved")
        var heard: [String] = []
        var elapsed = Duration.zero
        for moment in moments {
            voiceOver.advance(by: moment - elapsed)
            elapsed = moment
            heard.append(voiceOver.transcript().last ?? "")
        }
        return heard
    }

    @Test(
        "The completion runs after the animation's duration",
        arguments: [
            ("linear, 1 s", Animation.linear(duration: 1), ["Editing", "Editing", "Done"]),
            ("default: response 0.55", Animation.default, ["Editing", "Done", "Done"]),
            ("delay 0.5 + 1 s at double speed", Animation.easeIn(duration: 1).delay(0.5).speed(2), ["Editing", "Editing", "Done"]),
            ("repeated for ever: never", Animation.linear(duration: 0.1).repeatForever(), ["Editing", "Editing", "Editing"]),
        ])
    func completionAfterTheDuration(_ name: String, _ animation: Animation, _ expected: [String]) {
        #expect(statuses(Saver(animation: animation), at: [.zero, .milliseconds(600), .seconds(1)]) == expected, "\(name)")
    }

    /// With no animation, or animations disabled, the completion runs right after the change.
    @Test func withoutAnAnimationTheCompletionRunsAtOnce() {
        #expect(statuses(Saver(animation: nil), at: [.zero]) == ["Done"])
        #expect(statuses(Saver(animation: .linear(duration: 5), disablesAnimations: true), at: [.zero]) == ["Done"])
    }
}
