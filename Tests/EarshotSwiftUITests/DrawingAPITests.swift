import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The drawing API HackingWithSwift's Drawing project (project 20) uses: paths moved by affine
/// transforms, inset shapes, animatable pairs, blend modes and drawing groups. Sources: Apple's
/// documentation of `Path.applying(_:)`, `Path.addPath(_:transform:)`,
/// `InsettableShape.inset(by:)`, `AnimatablePair`, `blendMode(_:)` and `drawingGroup(opaque:colorMode:)`
/// (the last two composite what is drawn, which VoiceOver does not read; docs/swiftui.md "Drawing").
@Suite("SwiftUI drawing API")
@MainActor
struct DrawingAPITests {
    @Test("A path moved by a transform, and added to another with one")
    func pathTransforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let moved = square.applying(CGAffineTransform(translationX: 5, y: 20))
        #expect(moved.boundingRect == CGRect(x: 5, y: 20, width: 10, height: 10))
        var both = square
        both.addPath(square, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(both.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(square.offsetBy(dx: -5, dy: 0).boundingRect.minX == -5)
    }

    @Test("An inset shape's outline lies the amount inside its frame; insets add up")
    func insetShapes() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(Circle().inset(by: 10).path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 80))
        #expect(Rectangle().inset(by: 5).inset(by: 5).path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("An animatable pair adds, subtracts and scales both values")
    func animatablePair() {
        var pair = AnimatablePair(2.0, 3.0) + AnimatablePair(1.0, 1.0)
        #expect(pair == AnimatablePair(3.0, 4.0))
        pair.scale(by: 2)
        #expect(pair.first == 6 && pair.second == 8)
        #expect(pair.magnitudeSquared == 100)
        #expect(AnimatablePair<Double, Double>.zero - AnimatablePair(1.0, 2.0) == AnimatablePair(-1.0, -2.0))
    }

    @Test("Blend modes and drawing groups keep their values and change nothing read")
    func compositing() {
        let plain = HostedScreen {
            VStack {
                Circle().fill(.red).frame(width: 50, height: 50)
                Text("Score")
            }
        }
        let blended = HostedScreen {
            VStack {
                Circle().fill(.red).frame(width: 50, height: 50).blendMode(.screen)
                Text("Score")
            }.drawingGroup()
        }
        #expect(blended.transcript() == plain.transcript())
        #expect(FlexibleLayoutTests.frames(blended.voiceOver()) == FlexibleLayoutTests.frames(plain.voiceOver()))
        #expect(Text("A").blendMode(.hardLight).modifier.blendMode == .hardLight)
        #expect(Text("A").drawingGroup(opaque: true).modifier.isOpaque)
    }
}
