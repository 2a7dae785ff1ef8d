/// Delivers a synthesized one-finger tap (VoiceOver's double tap, Switch Control's tap) as UIKit
/// does: to the gesture recognizers of the hit view and the views above it, and to the hit view.
/// A recognizer that recognizes calls its targets, and (with `cancelsTouchesInView`, the default)
/// the view gets `touchesCancelled` instead of `touchesEnded`, so a control under it sends no
/// touch-up action.
@MainActor
package enum TapDelivery {
    /// The controls whose own single tap wins over a single-tap recognizer on a view above them:
    /// "default control actions prevent overlapping gesture recognizer behavior … a single finger
    /// single tap on UIButton, UISwitch, UIStepper, UISegmentedControl, and UIPageControl"
    /// (Apple's Event Handling Guide for iOS, "Interacting with Other User Interface Controls").
    static let controlsWithOwnTap: [UIControl.Type] = [
        UIButton.self, UISwitch.self, UIStepper.self, UISegmentedControl.self, UIPageControl.self,
    ]

    /// Sends `began` then `ended` to `view` and the recognizers that see them.
    /// - Complexity: O(d + r), d the depth of `view`, r the recognizers above it.
    package static func deliver(began: UITouch, ended: UITouch, to view: UIView) {
        let recognizers = receivers(of: began, hit: view)
        let beganEvent = UIEvent(touches: [began])
        for recognizer in recognizers {
            recognizer.track([began])
            recognizer.touchesBegan([began], with: beganEvent)
        }
        view.touchesBegan([began], with: beganEvent)
        let endedEvent = UIEvent(touches: [ended])
        var recognized: [UIGestureRecognizer] = []
        for recognizer in recognizers {
            recognizer.touchesEnded([ended], with: endedEvent)
            guard recognizer.state == .ended else { continue }
            guard mayBegin(recognizer), recognized.allSatisfy({ simultaneous($0, recognizer) }) else {
                recognizer.state = .failed
                continue
            }
            recognized.append(recognizer)
        }
        for recognizer in recognized { recognizer.sendActions() }
        if recognized.contains(where: \.cancelsTouchesInView) {
            view.touchesCancelled([ended], with: endedEvent)
        } else {
            view.touchesEnded([ended], with: endedEvent)
        }
        for recognizer in recognizers { recognizer.finishSequence() }
    }

    /// The enabled recognizers of `hit` and the views above it, innermost first, that accept the
    /// touch (their delegate's `shouldReceive`) and do not overlap a control's own tap.
    private static func receivers(of touch: UITouch, hit: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var controlBelow = false
        var current: UIView? = hit
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
                if controlBelow, let tap = recognizer as? UITapGestureRecognizer, tap.overlapsControlTap { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                result.append(recognizer)
            }
            if let control = view as? UIControl, control.isEnabled, controlsWithOwnTap.contains(where: { control.isKind(of: $0) }) {
                controlBelow = true
            }
            current = view.superview
        }
        return result
    }

    /// The recognizer's view and delegate both let it begin.
    private static func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
    }

    /// Either delegate lets the two recognize the same touches.
    private static func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}
