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
    /// `accessibilityUserInputLabels` as read: nil when it was UIKit's default (the label alone),
    /// which most elements answer, so a tree holds no array of one string per element (an
    /// allocation to make and, when the tree goes, to free).
    private let userInputLabelsStorage: [String]?

    var userInputLabels: [String] { userInputLabelsStorage ?? Self.defaultUserInputLabels(label: label) }

    /// What `accessibilityUserInputLabels` answers by default: the label, when there is one.
    private static func defaultUserInputLabels(label: String?) -> [String] {
        guard let label, !label.isEmpty else { return [] }
        return [label]
    }

    /// `labels`, or nil when they are the default for `label` (compared without making it).
    private static func storage(of labels: [String], label: String?) -> [String]? {
        guard let label, !label.isEmpty else { return labels.isEmpty ? nil : labels }
        return labels.count == 1 && labels[0] == label ? nil : labels
    }

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
        userInputLabelsStorage = Self.storage(of: userInputLabels, label: label)
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
        // Kept with the tree: drawing into it from now on is a change (an app's getter may answer
        // a path it built, not one it set).
        path?.mayBeHeld = true
        customActions = object.accessibilityCustomActions ?? []
        customRotors = object.accessibilityCustomRotors ?? []
        customContent = ProtocolAdoption.customContentProvider(object)?.accessibilityCustomContent ?? []
        respondsToUserInteraction = object.accessibilityRespondsToUserInteraction
        userInputLabelsStorage = Self.storage(of: object.accessibilityUserInputLabels ?? [], label: label)
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
