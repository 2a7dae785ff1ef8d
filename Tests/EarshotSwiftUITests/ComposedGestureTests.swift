import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Composed gestures and `onLongPressGesture` as VoiceOver perceives them: its double tap is one
/// tap at the element (docs/voiceover-behaviour.md), so of a composed gesture it runs what one tap
/// completes. Sources: Apple's documentation of `simultaneously(with:)` (both recognized at once),
/// `sequenced(before:)` (the second only after the first succeeds), `exclusively(before:)` (the
/// second only when the first fails) and `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`;
/// VoiceOver passes a held touch through only on a double tap and hold (docs/swiftui.md, "Gestures").
@Suite("SwiftUI composed gestures")
@MainActor
struct ComposedGestureTests {
    /// What each handler was called with, in order.
    @MainActor
    final class Calls {
        var log: [String] = []
    }

    /// A photo that a double tap likes and a single tap opens, as apps write it: on iOS a finger's
    /// single tap opens it, and so does VoiceOver's double tap, which is one tap.
    @Test func exclusivelyBeforeGivesOneTapToTheSecondWhenTheFirstNeedsTwo() {
        let calls = Calls()
        let voiceOver = HostedScreen {
            Text("Photo").gesture(
                TapGesture(count: 2).onEnded { calls.log.append("liked") }
                    .exclusively(before: TapGesture().onEnded { calls.log.append("opened") }))
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(calls.log == ["opened"])
    }

    @Test func exclusivelyBeforeGivesTheTapToTheFirstWhenItTakesOne() {
        let calls = Calls()
        let voiceOver = HostedScreen {
            Text("Photo").gesture(
                TapGesture().onEnded { calls.log.append("first") }
                    .exclusively(before: TapGesture().onEnded { calls.log.append("second") })
                    .onEnded { value in
                        switch value {
                        case .first: calls.log.append("ended first")
                        case .second: calls.log.append("ended second")
                        }
                    })
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(calls.log == ["first", "ended first"])
    }

    @Test func simultaneouslyRunsBothPartsAndThenTheWhole() {
        let calls = Calls()
        let voiceOver = HostedScreen {
            Text("Card").gesture(
                TapGesture().onEnded { calls.log.append("tap") }
                    .simultaneously(with: LongPressGesture().onEnded { _ in calls.log.append("held") })
                    .onEnded { value in calls.log.append("ended: tap \(value.first != nil), held \(value.second != nil)") })
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(calls.log == ["tap", "ended: tap true, held false"])
    }

    /// A long press then a drag (a draggable card) is not started by a tap; a tap first in a
    /// sequence completes only that part.
    @Test func aSequenceDoesNotEndOnOneTap() {
        let calls = Calls()
        let voiceOver = HostedScreen {
            VStack {
                Text("Card").gesture(
                    LongPressGesture().onEnded { _ in calls.log.append("held") }
                        .sequenced(before: DragGesture().onEnded { _ in calls.log.append("dragged") })
                        .onEnded { _ in calls.log.append("card ended") })
                Text("Tile").gesture(
                    TapGesture().onEnded { calls.log.append("tile tapped") }
                        .sequenced(before: TapGesture())
                        .onEnded { _ in calls.log.append("tile ended") })
            }
        }.voiceOver()
        voiceOver.doubleTap()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(calls.log == ["tile tapped"])
    }

    /// `onLongPressGesture` needs a held touch: VoiceOver's double tap does not run it, and the
    /// element is read as the text it is, with no trait.
    @Test func aLongPressIsNotRunByADoubleTap() {
        let calls = Calls()
        let voiceOver = HostedScreen {
            Text("Message").onLongPressGesture(minimumDuration: 1) { calls.log.append("menu") }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Message"])
        voiceOver.doubleTap()
        #expect(calls.log.isEmpty)
    }
}
