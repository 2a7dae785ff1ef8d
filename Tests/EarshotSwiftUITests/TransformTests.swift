import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `.rotationEffect` and `.scaleEffect` move what is drawn, so the frames VoiceOver reads follow,
/// while the layout around them stays. Sources: Apple's documentation of
/// `rotationEffect(_:anchor:)` ("Rotates a view's rendered output") and `scaleEffect(_:anchor:)`
/// ("Scales this view's rendered output"), and of `accessibilityFrame` (the element's frame in
/// screen coordinates, the bounding box of what is drawn for a transformed view).
@Suite("SwiftUI transforms")
@MainActor
struct TransformTests {
    private static func frames(_ rotation: Double, scale: CGFloat = 1, anchor: UnitPoint = .center) -> [CGRect] {
        let voiceOver = HostedScreen {
            VStack(spacing: 60) {
                Text("Turned")
                    .frame(width: 200, height: 40)
                    .rotationEffect(.degrees(rotation), anchor: anchor)
                    .scaleEffect(scale, anchor: anchor)
                Text("Below")
            }
        }.voiceOver()
        return FlexibleLayoutTests.frames(voiceOver)
    }

    @Test("A quarter turn swaps the frame's width and height about its centre; the next view stays")
    func quarterTurn() {
        let plain = Self.frames(0)
        let turned = Self.frames(90)
        #expect(abs(turned[0].midX - plain[0].midX) < 0.01 && abs(turned[0].midY - plain[0].midY) < 0.01)
        #expect(abs(turned[0].width - plain[0].height) < 0.01 && abs(turned[0].height - plain[0].width) < 0.01)
        #expect(turned[1] == plain[1])
    }

    @Test("An eighth of a turn gives the turned frame's bounding box")
    func eighthTurn() {
        let plain = Self.frames(0)
        let turned = Self.frames(45)
        let side = (plain[0].width + plain[0].height) / 2.squareRoot()
        #expect(abs(turned[0].width - side) < 0.01 && abs(turned[0].height - side) < 0.01)
    }

    @Test("Scaling about the top-leading corner keeps that corner and doubles the frame")
    func scaleAboutCorner() {
        let plain = Self.frames(0)
        let scaled = Self.frames(0, scale: 2, anchor: .topLeading)
        #expect(scaled[1] == plain[1])
        #expect(scaled[0].width == plain[0].width * 2 && scaled[0].height == plain[0].height * 2)
    }

    @Test("Accessibility modifiers after a transform still land on the view")
    func modifiersPassThrough() {
        let screen = HostedScreen { Image(systemName: "arrow.up").rotationEffect(.degrees(90)).accessibilityLabel("Next") }
        #expect(screen.transcript() == ["Next, Image"])
    }
}
