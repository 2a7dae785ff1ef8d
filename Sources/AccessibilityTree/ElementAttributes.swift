import EarshotUIKit

/// An element's accessibility attributes, each read exactly once when the walk meets it, so every
/// consumer of the tree sees one consistent snapshot (a getter that computes its answer runs once).
@MainActor
struct ElementAttributes {
    let object: NSObject
    let label: String?
    let value: String?
    let hint: String?
    let traits: UIAccessibilityTraits
    let identifier: String?
    let language: String?
    /// `accessibilityFrame`, non-finite values made a zero rectangle (spec §2).
    let frame: CGRect
    let activationPoint: CGPoint
    let path: UIBezierPath?
    let customActions: [UIAccessibilityCustomAction]
    let customRotors: [UIAccessibilityCustomRotor]
    /// `AXCustomContentProvider.accessibilityCustomContent`.
    let customContent: [AXCustomContent]
    let respondsToUserInteraction: Bool
    let userInputLabels: [String]

    init(reading object: NSObject) {
        self.object = object
        label = object.accessibilityLabel
        value = object.accessibilityValue
        hint = object.accessibilityHint
        traits = object.accessibilityTraits
        identifier = object.accessibilityIdentifier
        language = object.accessibilityLanguage
        let frame = object.accessibilityFrame.finiteOrZero
        self.frame = frame
        let point = object.accessibilityActivationPoint
        // A NaN activation point would send a tap nowhere; the frame's centre is what UIKit defaults to.
        activationPoint = point.x.isFinite && point.y.isFinite ? point : CGPoint(x: frame.midX, y: frame.midY)
        path = object.accessibilityPath
        customActions = object.accessibilityCustomActions ?? []
        customRotors = object.accessibilityCustomRotors ?? []
        customContent = (object as? AXCustomContentProvider)?.accessibilityCustomContent ?? []
        respondsToUserInteraction = object.accessibilityRespondsToUserInteraction
        userInputLabels = object.accessibilityUserInputLabels ?? []
    }

    /// The reading-order sort key: the top-left corner of the frame (spec §2).
    var sortKey: CGPoint { CGPoint(x: frame.minX, y: frame.minY) }

    /// The node for this element at reading position `index`.
    func node(index: Int, context: AccessibilityContext, parentContainer: Int?) -> AccessibilityNode {
        AccessibilityNode(
            object: object, index: index, label: label, value: value, hint: hint, traits: traits,
            identifier: identifier, language: language, frame: frame, activationPoint: activationPoint,
            path: path, customActions: customActions, customRotors: customRotors,
            respondsToUserInteraction: respondsToUserInteraction, userInputLabels: userInputLabels,
            context: context, parentContainer: parentContainer, customContent: customContent
        )
    }
}
