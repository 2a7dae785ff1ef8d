import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A view's `transform` moves what VoiceOver perceives of it: Apple's documentation of
/// `UIView.transform` (the transform is applied about the centre, and `frame` becomes the smallest
/// rectangle holding the transformed bounds) and of `accessibilityFrame` (the element's frame in
/// screen coordinates), with docs/voiceover-behaviour.md §5 (a touch focuses the element whose frame
/// holds the point; a double tap taps its activation point, the frame's centre).
@MainActor
@Suite("VoiceOver and view transforms")
struct SimulatorTransformTests {
    private func label(_ text: String, y: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: y, width: 200, height: 40))
        label.text = text
        return label
    }

    /// The frame follows a translation and a scale about the centre; bounds and centre stay.
    @Test func aTransformMovesTheFrameVoiceOverReads() {
        let moved = label("Moved", y: 100)
        let scaled = label("Scaled", y: 200)
        moved.transform = CGAffineTransform(translationX: 0, y: 400)
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let screen = SimulatorScreen(moved, scaled)
        let voiceOver = screen.voiceOver()
        #expect(moved.frame == CGRect(x: 20, y: 500, width: 200, height: 40))
        #expect(moved.bounds == CGRect(x: 0, y: 0, width: 200, height: 40) && moved.center == CGPoint(x: 120, y: 120))
        #expect(scaled.frame == CGRect(x: 70, y: 210, width: 100, height: 20))
        #expect(moved.accessibilityFrame == CGRect(x: 20, y: 500, width: 200, height: 40))
        // Reading order follows the frames: the moved label is now below the scaled one.
        #expect(voiceOver.lastSpoken == "Scaled")
        #expect(voiceOver.swipeRight() == "Moved")
        // A touch where the label was finds nothing of it; where it shows, it is focused.
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 120)) == nil)
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 520)) == "Moved")
    }

    /// A rotation by a quarter turn makes the frame the turned rectangle's bounding box; a
    /// subview inside a transformed superview is carried with it.
    @Test func aRotatedContainerCarriesItsSubviews() {
        let container = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 100))
        let child = label("Inside", y: 0)
        child.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        container.addSubview(child)
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let screen = SimulatorScreen(container)
        let voiceOver = screen.voiceOver()
        let frame = container.frame
        #expect(abs(frame.minX - 150) < 0.001 && abs(frame.minY - 250) < 0.001)
        #expect(abs(frame.width - 100) < 0.001 && abs(frame.height - 200) < 0.001)
        // The child's top half of the container turns to the container's right half.
        let childFrame = child.accessibilityFrame
        #expect(abs(childFrame.minX - 200) < 0.001 && abs(childFrame.width - 50) < 0.001)
        #expect(abs(childFrame.minY - 250) < 0.001 && abs(childFrame.height - 200) < 0.001)
        #expect(voiceOver.lastSpoken == "Inside")
        #expect(voiceOver.touch(at: CGPoint(x: 170, y: 300)) == nil)
        #expect(voiceOver.touch(at: CGPoint(x: 230, y: 300)) == "Inside")
    }

    /// A double tap lands at the centre of the transformed frame and reaches the button through
    /// hit testing, which maps the point back through the transform as UIKit does.
    @Test func aDoubleTapReachesATransformedButton() {
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.setTitle("Send", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.transform = CGAffineTransform(translationX: 100, y: 300).scaledBy(x: 0.5, y: 0.5)
        let screen = SimulatorScreen(button)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Send, Button")
        #expect(button.frame == CGRect(x: 170, y: 411, width: 100, height: 22))
        _ = voiceOver.doubleTap()
        #expect(taps == 1)
        #expect(button.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 170, y: 411))
        #expect(button.convert(CGPoint(x: 170, y: 411), from: nil) == .zero)
    }

    /// Setting the identity again restores the frame; the change is noted, so VoiceOver's kept tree
    /// reads the new frame (docs/architecture.md, "Keeping the tree").
    @Test func undoingATransformRestoresTheFrame() {
        let moved = label("Moved", y: 100)
        let screen = SimulatorScreen(moved)
        let voiceOver = screen.voiceOver()
        moved.transform = CGAffineTransform(translationX: 0, y: 400)
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 520)) == "Moved")
        moved.transform = .identity
        #expect(moved.frame == CGRect(x: 20, y: 100, width: 200, height: 40))
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 520)) == nil)
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 120)) == "Moved")
    }
}
