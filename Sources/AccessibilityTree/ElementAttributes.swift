import EarshotUIKit

/// An element's accessibility attributes, each read exactly once when the walk meets it, so every
/// consumer of the tree sees one consistent snapshot (a getter that computes its answer runs once).
/// A class, so the node made from it shares it rather than copying a dozen strings and arrays;
/// it is the node's storage too, holding the node's place once the reading order is known (one
/// object per element instead of two).
@MainActor
final class ElementAttributes {
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

    init(
        object: NSObject, label: String?, value: String?, hint: String?, traits: UIAccessibilityTraits,
        identifier: String?, language: String?, frame: CGRect, activationPoint: CGPoint, path: UIBezierPath?,
        customActions: [UIAccessibilityCustomAction], customRotors: [UIAccessibilityCustomRotor],
        customContent: [AXCustomContent], respondsToUserInteraction: Bool, userInputLabels: [String]
    ) {
        self.object = object
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.language = language
        self.frame = frame
        self.activationPoint = activationPoint
        self.path = path
        self.customActions = customActions
        self.customRotors = customRotors
        self.customContent = customContent
        self.respondsToUserInteraction = respondsToUserInteraction
        self.userInputLabels = userInputLabels
    }

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
        customContent = ProtocolAdoption.customContentProvider(object)?.accessibilityCustomContent ?? []
        respondsToUserInteraction = object.accessibilityRespondsToUserInteraction
        userInputLabels = object.accessibilityUserInputLabels ?? []
    }

    /// The node's place: its position in reading order, its context words and the index of its
    /// innermost container. Set once, when the node is made (the walk knows them only after
    /// reading every element), and never changed after.
    private(set) var index = 0
    private(set) var context = AccessibilityContext.none
    private(set) var parentContainer: Int?
    private var isPlaced = false

    /// Gives the node made of these attributes its place; once only.
    func place(index: Int, context: AccessibilityContext, parentContainer: Int?) {
        precondition(!isPlaced, "an element's attributes are placed in one node only")
        isPlaced = true
        self.index = index
        self.context = context
        self.parentContainer = parentContainer
    }

    /// The reading-order sort key: the top-left corner of the frame (spec §2).
    var sortKey: CGPoint { CGPoint(x: frame.minX, y: frame.minY) }
}
