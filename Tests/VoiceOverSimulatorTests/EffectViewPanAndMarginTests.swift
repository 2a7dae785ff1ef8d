import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Visual effect views, pan recognizers and preserved superview margins, as VoiceOver and Auto
/// Layout see them. Sources: Apple's documentation of UIVisualEffectView (subviews go in
/// `contentView`), UIPanGestureRecognizer (a continuous gesture that begins once the finger has
/// moved enough) and `preservesSuperviewLayoutMargins`; docs/voiceover-behaviour.md on activation
/// (VoiceOver's double tap is a tap at the element's activation point).
@MainActor
@Suite("VoiceOver: effect views, pans and preserved margins")
struct EffectViewPanAndMarginTests {
    /// A blurred effect view is silent; the label in its content view is read.
    @Test(arguments: [UIBlurEffect.Style.systemThickMaterial.rawValue, UIBlurEffect.Style.light.rawValue])
    func anEffectViewsContentIsReadAndTheEffectIsNot(style: Int) throws {
        let blur = UIBlurEffect(style: try #require(UIBlurEffect.Style(rawValue: style)))
        let effectView = UIVisualEffectView(effect: blur)
        effectView.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Complete"
        effectView.contentView.addSubview(label)
        let voiceOver = SimulatorScreen(effectView).voiceOver()
        #expect(voiceOver.transcript() == ["Complete"])
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect((effectView.effect as? UIBlurEffect)?.style.rawValue == style)
    }

    /// VoiceOver's double tap does not move, so a pan recognizer on the view fails and the tap
    /// recognizer beside it gets the tap.
    @Test func aDoubleTapIsNoPan() {
        final class Target {
            var taps = 0
            var pans = 0
            func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
            func panned(_ recognizer: UIPanGestureRecognizer) { pans += 1 }
        }
        let target = Target()
        let banner = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        banner.text = "Saved"
        banner.isUserInteractionEnabled = true
        let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
        banner.addGestureRecognizer(pan)
        banner.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tapped))
        let voiceOver = SimulatorScreen(banner).voiceOver()
        _ = voiceOver.doubleTap()
        #expect(target.taps == 1 && target.pans == 0)
        #expect(pan.translation(in: banner) == .zero)
    }

    /// A touch that moves 10 points begins the pan; later moves change it; lifting ends it. The
    /// translation is the finger's movement since the touch went down.
    @Test func aMovingTouchPans() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        func touch(_ y: CGFloat, _ phase: UITouch.Phase) -> (Set<UITouch>, UIEvent) {
            let touch = UITouch(locationInWindow: CGPoint(x: 100, y: y), view: view, window: window, phase: phase)
            return ([touch], UIEvent(touches: [touch]))
        }
        let down = touch(100, .began)
        pan.touchesBegan(down.0, with: down.1)
        let small = touch(105, .moved)
        pan.touchesMoved(small.0, with: small.1)
        #expect(pan.state == .possible)
        let far = touch(130, .moved)
        pan.touchesMoved(far.0, with: far.1)
        #expect(pan.state == .began && pan.translation(in: view) == CGPoint(x: 0, y: 30))
        let further = touch(150, .moved)
        pan.touchesMoved(further.0, with: further.1)
        #expect(pan.state == .changed && pan.translation(in: view) == CGPoint(x: 0, y: 50))
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)
        let up = touch(150, .ended)
        pan.touchesEnded(up.0, with: up.1)
        #expect(pan.state == .ended)
    }

    /// With `preservesSuperviewLayoutMargins`, the superview's margin that reaches into the view
    /// counts: a view 10 points inside a superview with 40-point margins has 30-point margins
    /// there (more than its own 8); without it, its own.
    @Test(arguments: [true, false])
    func preservedMarginsReachIn(preserves: Bool) {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        outer.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        outer.insetsLayoutMarginsFromSafeArea = false
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 370, height: 200))
        inner.insetsLayoutMarginsFromSafeArea = false
        inner.preservesSuperviewLayoutMargins = preserves
        outer.addSubview(inner)
        let label = UILabel()
        label.text = "Title"
        label.translatesAutoresizingMaskIntoConstraints = false
        inner.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
        ])
        let voiceOver = SimulatorScreen(outer).voiceOver()
        #expect(voiceOver.transcript() == ["Title"])
        outer.layoutIfNeeded()
        #expect(label.frame.origin == (preserves ? CGPoint(x: 30, y: 30) : CGPoint(x: 8, y: 8)))
        #expect(inner.preservesSuperviewLayoutMargins == preserves)
    }
}
