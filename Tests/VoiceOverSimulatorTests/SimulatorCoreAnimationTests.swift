import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Core Animation as apps use it, and what VoiceOver perceives of it. Sources: Apple's Core
/// Animation Programming Guide, "Core Animation Basics" (an explicit animation plays on the
/// presentation tree; the model layer keeps the values the app set, which is what is read), Apple's
/// documentation of `CALayer.add(_:forKey:)` (the animation is copied; the key names it),
/// `isRemovedOnCompletion`, `CAAnimationDelegate`, `CATransaction` (the completion block runs once
/// the transaction's animations are done) and `CAMediaTimingFunctionName`; docs/uikit.md,
/// "Animations" (Earshot shows the end state at once).
@MainActor
@Suite("VoiceOver and Core Animation")
struct SimulatorCoreAnimationTests {
    /// Records what an animation tells its delegate.
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// An opacity animation to 0 does not hide the view from VoiceOver: the model's opacity is
    /// what the app set. Setting the model value, as apps do beside the animation, does.
    @Test func anExplicitAnimationLeavesTheModelValueVoiceOverReads() {
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        label.text = "Pulsing"
        let other = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        other.text = "Fading"
        let screen = SimulatorScreen(label, other)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        label.layer.add(pulse, forKey: "pulse")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        other.layer.add(fade, forKey: "fade")
        other.layer.opacity = 0
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Pulsing")
        #expect(voiceOver.swipeRight() == nil)
        #expect(label.layer.opacity == 1)
        // The layer keeps a copy of the repeating animation, readable, until it is removed.
        #expect(label.layer.animationKeys() == ["pulse"])
        let kept = label.layer.animation(forKey: "pulse") as? CABasicAnimation
        #expect(kept !== pulse && kept?.keyPath == "opacity" && kept?.toValue as? Int == 0 && kept?.duration == 0.6)
        // The fade ran to its end at once and, removed on completion by default, is gone.
        #expect(other.layer.animation(forKey: "fade") == nil)
    }

    /// The delegate hears the start and the end at once for an animation that ends; one that
    /// repeats for ever stops, unfinished, when removed. One kept on completion stays readable.
    @Test func theDelegateHearsStartAndStop() {
        let layer = CAShapeLayer()
        let recorder = Recorder()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.delegate = recorder
        layer.strokeEnd = 1
        layer.add(draw, forKey: "draw")
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.strokeEnd == 1 && layer.animationKeys() == nil)

        let spinner = Recorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.byValue = Double.pi * 2
        spin.repeatCount = .infinity
        spin.delegate = spinner
        layer.add(spin, forKey: "spin")
        #expect(spinner.events == ["start"])
        layer.removeAnimation(forKey: "spin")
        #expect(spinner.events == ["start", "stop false"])

        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "startPoint"), CABasicAnimation(keyPath: "endPoint")]
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        layer.add(group, forKey: "slide")
        #expect(layer.animationKeys() == ["slide"])
        #expect((layer.animation(forKey: "slide") as? CAAnimationGroup)?.animations?.count == 2)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    /// A completion block runs when the outermost transaction commits, after the blocks of the
    /// transactions inside it; settings are kept per transaction.
    @Test func transactionsRunTheirCompletionBlocksAtTheOutermostCommit() {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { order.append("inner") }
        CATransaction.commit()
        #expect(order.isEmpty)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.4)
        CATransaction.commit()
        #expect(order == ["inner", "outer"])
    }

    /// Apple's documentation of `CAMediaTimingFunctionName` gives each named curve's control points.
    @Test(arguments: [
        ("linear", [Float(0), 0, 1, 1]),
        ("easeIn", [0.42, 0, 1, 1]),
        ("easeOut", [0, 0, 0.58, 1]),
        ("easeInEaseOut", [0.42, 0, 0.58, 1]),
        ("default", [0.25, 0.1, 0.25, 1]),
    ])
    func namedTimingFunctionsHaveApplesControlPoints(name: String, points: [Float]) {
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        var first: [Float] = [0, 0]
        var second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        #expect(first + second == points)
        #expect(function == CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3]))
    }

    /// A display link calls its target at the display's 60 Hz (a slower rate when the app asks for
    /// one), and holds nothing once invalidated.
    @Test func aDisplayLinksIntervalFollowsTheFrameRateAskedFor() {
        @MainActor final class Stepper {
            var stamps: [CFTimeInterval] = []
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        let link = CADisplayLink(target: Stepper(), selector: Stepper.step(_:))
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        link.preferredFramesPerSecond = 30
        #expect(abs(link.duration - 1.0 / 30) < 1e-9)
        link.preferredFramesPerSecond = 120
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        link.invalidate()
        #expect(link.timestamp == 0)
    }
}
