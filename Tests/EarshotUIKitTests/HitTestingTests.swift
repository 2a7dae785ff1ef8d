import Testing

@testable import EarshotUIKitCore

@MainActor
@Suite("Hit testing and synthesized taps")
struct HitTestingTests {
    final class RoundView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let dx = point.x - bounds.midX
            let dy = point.y - bounds.midY
            return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
        }
    }

    private func screen() -> (UIWindow, back: UIView, front: UIView, round: RoundView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let round = RoundView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        window.addSubview(round)
        return (window, back, front, round)
    }

    @Test func frontMostViewWins() {
        let s = screen()
        #expect(s.0.hitTest(CGPoint(x: 60, y: 60), with: nil) === s.front)
        #expect(s.0.hitTest(CGPoint(x: 10, y: 10), with: nil) === s.back)
        #expect(s.0.hitTest(CGPoint(x: 380, y: 800), with: nil) === s.0)
        #expect(s.0.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    }

    @Test(arguments: ["hidden", "alpha", "noInteraction"])
    func viewsThatTakeNoTouchesAreSkipped(property: String) {
        let s = screen()
        switch property {
        case "hidden": s.front.isHidden = true
        case "alpha": s.front.alpha = 0.005
        default: s.front.isUserInteractionEnabled = false
        }
        #expect(s.0.hitTest(CGPoint(x: 60, y: 60), with: nil) === s.back)
    }

    @Test func pointInsideOverridesAreHonoured() {
        let s = screen()
        #expect(s.0.hitTest(CGPoint(x: 250, y: 50), with: nil) === s.round)
        #expect(s.0.hitTest(CGPoint(x: 202, y: 2), with: nil) === s.0, "the corner is outside the circle")
    }

    @Test func aSynthesizedTapReachesTheControlsTouchUpInsideAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let application = UIApplication()
        application.addWindow(window)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 44))
        control.addSubview(label)
        window.addSubview(control)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        control.addAction(
            UIAction { action in
                events.append("up")
                #expect(action.sender as? UIControl === control)
            }, for: .touchUpInside)
        let hit = application.sendTap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(hit === label, "the tap lands on the subview and travels up the responder chain")
        #expect(events == ["down", "up"])
        control.isEnabled = false
        application.sendTap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(events == ["down", "up"], "a disabled control sends nothing")
    }
}
