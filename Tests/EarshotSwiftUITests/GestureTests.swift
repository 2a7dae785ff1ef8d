import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A card dragged aside, with a drag state held in `@GestureState`, as apps write it.
private struct SwipeCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var dismissed = 0

    var body: some View {
        VStack {
            Text("Card")
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { _ in dismissed += 1 }
                )
            Text("Dismissed \(dismissed)")
        }
    }
}

/// Gestures as VoiceOver perceives them. VoiceOver's double tap is one tap at the element
/// (docs/voiceover-behaviour.md), so it runs a single `TapGesture` and nothing that needs a drag,
/// a held press or several taps; no gesture adds a trait or an action. Precedence follows Apple's
/// documentation of `gesture(_:including:)` (the view's own gestures first),
/// `highPriorityGesture(_:including:)` and `simultaneousGesture(_:including:)`.
@Suite("SwiftUI gestures")
@MainActor
struct GestureTests {
    @Test("A single TapGesture runs on VoiceOver's double tap and adds no trait")
    func tap() {
        let taps = StoredValue(0)
        let voiceOver = HostedScreen { Text("Photo").gesture(TapGesture().onEnded { taps.value += 1 }) }.voiceOver()
        #expect(voiceOver.transcript() == ["Photo"])
        voiceOver.doubleTap()
        #expect(taps.value == 1)
    }

    @Test("A double-tap gesture, a drag and a long press are not run by VoiceOver's double tap")
    func notATap() {
        let runs = StoredValue(0)
        let voiceOver = HostedScreen {
            VStack {
                Text("Twice").gesture(TapGesture(count: 2).onEnded { runs.value += 1 })
                Text("Drag").gesture(DragGesture().onChanged { _ in runs.value += 1 }.onEnded { _ in runs.value += 1 })
                Text("Hold").gesture(LongPressGesture().onEnded { _ in runs.value += 1 })
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Twice", "Drag", "Hold"])
        for _ in 0..<3 {
            voiceOver.doubleTap()
            #expect(voiceOver.focusedActionNames.isEmpty)
            voiceOver.swipeRight()
        }
        #expect(runs.value == 0)
    }

    @Test("A render reads a gesture state's initial value; the drag's end never runs without a drag")
    func gestureState() {
        let voiceOver = HostedScreen(SwipeCard()).voiceOver()
        let frames = FlexibleLayoutTests.frames(voiceOver)
        let plain = FlexibleLayoutTests.frames(
            HostedScreen {
                VStack {
                    Text("Card")
                    Text("Dismissed 0")
                }
            }.voiceOver())
        #expect(frames == plain)
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Card", "Dismissed 0"])
    }

    @Test("Precedence: the view's own tap before .gesture, .highPriorityGesture first, .simultaneousGesture both", arguments: [0, 1, 2])
    func precedence(_ kind: Int) {
        let log = StoredValue<[String]>([])
        let attached = TapGesture().onEnded { log.value.append("attached") }
        let screen = HostedScreen {
            Group {
                switch kind {
                case 0: Text("Item").onTapGesture { log.value.append("own") }.gesture(attached)
                case 1: Text("Item").onTapGesture { log.value.append("own") }.highPriorityGesture(attached)
                default: Text("Item").onTapGesture { log.value.append("own") }.simultaneousGesture(attached)
                }
            }
        }
        screen.voiceOver().doubleTap()
        #expect(log.value == [["own"], ["attached"], ["own", "attached"]][kind])
    }

    @Test("A gesture masked off with including: .subviews does not run")
    func masked() {
        let taps = StoredValue(0)
        let voiceOver = HostedScreen { Text("Photo").gesture(TapGesture().onEnded { taps.value += 1 }, including: .subviews) }.voiceOver()
        voiceOver.doubleTap()
        #expect(taps.value == 0)
    }
}

/// `allowsHitTesting(_:)` and `GestureMask.gesture`: touches no longer reach the gestures inside.
/// Sources: Apple's documentation of `allowsHitTesting(_:)` ("Configures whether this view
/// participates in hit test operations") and of `GestureMask.gesture` ("Enable the added gesture
/// but disable all gestures in the subview hierarchy"); VoiceOver's double tap on an element with
/// only a tap gesture is a tap there (docs/swiftui.md, "Gestures").
@Suite("SwiftUI hit testing")
@MainActor
struct HitTestingTests {
    @Test("Without hit testing a view's tap gesture does not run; the element is still read")
    func hitTestingOff() {
        let taps = StoredValue(0)
        let voiceOver = HostedScreen {
            Text("Card").accessibilityAddTraits(.isButton).onTapGesture { taps.value += 1 }.allowsHitTesting(false)
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Card, Button"])
        voiceOver.doubleTap()
        #expect(taps.value == 0)
    }

    @Test("Hit testing off on a stack reaches the gestures of the views inside; on, they run", arguments: [false, true])
    func hitTestingOnStack(_ enabled: Bool) {
        let taps = StoredValue(0)
        let voiceOver = HostedScreen {
            ZStack { Text("Card").onTapGesture { taps.value += 1 } }.allowsHitTesting(enabled)
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(taps.value == (enabled ? 1 : 0))
    }

    @Test("A gesture attached with including: .gesture runs; the tap of the view it wraps does not")
    func maskWithoutSubviews() {
        let log = StoredValue<[String]>([])
        let voiceOver = HostedScreen {
            Text("Photo").onTapGesture { log.value.append("inner") }
                .gesture(TapGesture().onEnded { log.value.append("attached") }, including: .gesture)
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(log.value == ["attached"])
    }
}
