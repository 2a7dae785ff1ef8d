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

    /// Apple's documentation of `transformEffect(_:)`: the transform applies in the view's own
    /// coordinates, whose origin is its top-leading corner.
    @Test("transformEffect moves and scales the frame from its top-leading corner; the next view stays")
    func transformEffect() {
        func frames(_ transform: CGAffineTransform) -> [CGRect] {
            let voiceOver = HostedScreen {
                VStack(spacing: 60) {
                    Color.blue.frame(width: 200, height: 40).accessibilityLabel("Moved").transformEffect(transform)
                    Text("Below")
                }
            }.voiceOver()
            return FlexibleLayoutTests.frames(voiceOver)
        }
        let plain = frames(.identity)
        let moved = frames(CGAffineTransform(translationX: 30, y: -10).scaledBy(x: 2, y: 1))
        #expect(moved[0] == CGRect(x: plain[0].minX + 30, y: plain[0].minY - 10, width: plain[0].width * 2, height: plain[0].height))
        #expect(moved[1] == plain[1])
    }

    @Test("Accessibility modifiers after a transform still land on the view")
    func modifiersPassThrough() {
        let screen = HostedScreen { Image(systemName: "arrow.up").rotationEffect(.degrees(90)).accessibilityLabel("Next") }
        #expect(screen.transcript() == ["Next, Image"])
    }

    private static func frames3D(_ degrees: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> [CGRect] {
        let voiceOver = HostedScreen {
            VStack(spacing: 60) {
                Text("Turned")
                    .frame(width: 200, height: 40)
                    .rotation3DEffect(.degrees(degrees), axis: axis)
                Text("Below")
            }
        }.voiceOver()
        return FlexibleLayoutTests.frames(voiceOver)
    }

    /// Apple's documentation of `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` ("Renders a
    /// view's content as if it's rotated in three dimensions around the specified axis"): the
    /// element's frame is the box of the turned view seen straight on (docs/swiftui.md, "Drawing").
    @Test("rotation3DEffect about the z axis turns as rotationEffect; about the y axis it narrows the frame")
    func rotation3D() {
        let plain = Self.frames(0)
        let aboutZ = Self.frames3D(90, axis: (x: 0, y: 0, z: 1))
        let flat = Self.frames(90)
        #expect(abs(aboutZ[0].width - flat[0].width) < 0.01 && abs(aboutZ[0].height - flat[0].height) < 0.01)
        let aboutY = Self.frames3D(60, axis: (x: 0, y: 1, z: 0))
        #expect(abs(aboutY[0].width - plain[0].width / 2) < 0.01 && abs(aboutY[0].height - plain[0].height) < 0.01)
        #expect(abs(aboutY[0].midX - plain[0].midX) < 0.01)
        #expect(aboutY[1] == plain[1])
        let halfTurn = Self.frames3D(180, axis: (x: 0, y: 1, z: 0))
        #expect(abs(halfTurn[0].width - plain[0].width) < 0.01)
        #expect(Self.frames3D(45, axis: (x: 0, y: 0, z: 0))[0] == plain[0])
    }

    /// Apple's documentation of `visualEffect(_:)`: effects from the view's geometry that change
    /// what is drawn, not the layout; the frame VoiceOver reads moves with what is drawn.
    @Test("visualEffect: an offset from the view's own size moves its frame; a 3D turn narrows it; the next view stays")
    func visualEffect() {
        let plain = Self.frames(0)
        let voiceOver = HostedScreen {
            VStack(spacing: 60) {
                Text("Turned")
                    .frame(width: 200, height: 40)
                    .visualEffect { content, proxy in
                        content
                            .offset(x: proxy.size.width / 4)
                            .rotation3DEffect(.degrees(120) / 2, axis: (x: 0, y: 1, z: 0))
                    }
                Text("Below")
            }
        }.voiceOver()
        let frames = FlexibleLayoutTests.frames(voiceOver)
        #expect(abs(frames[0].width - plain[0].width / 2) < 0.01)
        // The turn comes after the offset and is about the view's own centre, which the offset
        // does not move (an effect never moves the layout): the 50 pt offset is halved too.
        #expect(abs(frames[0].midX - (plain[0].midX + 25)) < 0.01)
        #expect(frames[1] == plain[1])
    }

    @Test("Angles add, subtract, negate and scale as SwiftUI's")
    func angleArithmetic() {
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-9)
        #expect(-Angle.degrees(45) == .degrees(-45))
        #expect(Angle.degrees(90) / 2 == .degrees(45))
        var angle = Angle.degrees(10)
        angle *= 3
        #expect(abs(angle.degrees - 30) < 1e-9)
    }

    /// Scroll targets change how a finger's swipe settles; what is read stays (docs/swiftui.md).
    @Test("Scroll target modifiers keep their values and change nothing read")
    func scrollTargets() {
        let plain = HostedScreen {
            ScrollView(.horizontal) {
                HStack {
                    Text("One")
                    Text("Two")
                }
            }
        }.transcript()
        let targeted = HostedScreen {
            ScrollView(.horizontal) {
                HStack {
                    Text("One")
                    Text("Two")
                }.scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }.transcript()
        #expect(targeted == plain)
        #expect(Text("A").scrollTargetBehavior(.viewAligned(limitBehavior: .never)).modifier.behavior.limitBehavior == .never)
        #expect(Text("A").scrollTargetLayout(isEnabled: false).modifier.isEnabled == false)
    }
}
