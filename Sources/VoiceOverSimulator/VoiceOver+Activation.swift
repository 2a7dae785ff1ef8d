import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// The name VoiceOver gives an element's own action in the Actions rotor, first in the list.
    public static let defaultActionName = "Activate"

    /// One-finger double tap: activates the focused element.
    ///
    /// `accessibilityActivate()` is called; when it returns false (the default) a tap is
    /// synthesized at the activation point through ordinary hit testing, so a control there gets
    /// its touch-up-inside action (`.tapSynthesized` records the point and the view hit — on an
    /// imported screen, where a device would have tapped). With a custom action chosen in the
    /// Actions rotor, that action's handler runs instead.
    ///
    /// Afterwards VoiceOver says what changed on the element, comparing its description before
    /// and after: the parts that are new ("On", "Selected", a new label), nothing when nothing
    /// changed. An element with `startsMediaSession` stays silent. For an element with
    /// `playsSound` ("the element plays its own sound when activated", UIKit's trait
    /// documentation) VoiceOver stops speaking before it is activated and stays silent after, so
    /// the sound is heard.
    @discardableResult
    public func doubleTap() -> String? {
        gesture {
            resolveStaleFocus(speaking: false)
            guard let node = focusedNode else { return }
            if currentRotorItem() == .actions, actionIndex > 0, actionIndex <= node.customActions.count {
                runCustomAction(node.customActions[actionIndex - 1], on: node)
            } else {
                activate(node)
            }
        }
    }

    /// Double tap.
    @discardableResult
    public func activate() -> String? { doubleTap() }

    func activate(_ node: AccessibilityNode) {
        let before = elementSpeech(for: node).descriptionParts
        let playsSound = node.traits.contains(.playsSound)
        if playsSound { apply(speech.stopAll()) }
        let object = node.object
        app.activate(node)
        afterAppCalls {
            guard !node.traits.contains(.startsMediaSession), !playsSound else { return }
            speakChange(of: object, comparedWith: before)
        }
    }

    func runCustomAction(_ action: UIAccessibilityCustomAction, on node: AccessibilityNode) {
        let before = elementSpeech(for: node).descriptionParts
        callApp("actionHandler", on: action) { _ = action.perform() }
        afterAppCalls {
            speakChange(of: node.object, comparedWith: before)
        }
    }

    /// Speaks the description parts of `object` that were not there before (when it is still
    /// focused).
    func speakChange(of object: NSObject, comparedWith before: [String]) {
        guard object === focusedObject, let node = focusedNode else { return }
        let after = elementSpeech(for: node).descriptionParts
        polledParts = after
        let changed = Self.newParts(after, comparedWith: before)
        guard !changed.isEmpty else { return }
        say(changed.joined(separator: ElementSpeech.partSeparator), kind: .change)
    }

    /// The parts of `after` not in `before`, in order, counting repeated parts separately.
    static func newParts(_ after: [String], comparedWith before: [String]) -> [String] {
        var remaining: [String: Int] = [:]
        for part in before { remaining[part, default: 0] += 1 }
        var result: [String] = []
        for part in after {
            if let count = remaining[part], count > 0 {
                remaining[part] = count - 1
            } else {
                result.append(part)
            }
        }
        return result
    }
}
