import EarshotUIKit

/// One element VoiceOver can focus, with its attributes as they were when the tree was read.
///
/// A value whose attributes live in one shared object, the one the walk read them into (with
/// the node's place, set once when the node is made): VoiceOver, the exporters and the auditor pass nodes around constantly (a touch copies
/// every node under the finger), and a copy then costs one reference count instead of one for
/// each of its dozen strings and arrays.
@MainActor
public struct AccessibilityNode: Sendable {
    /// The live object (a view or a `UIAccessibilityElement`).
    public var object: NSObject { storage.object }
    /// Position in reading order, from 0.
    public var index: Int { storage.index }
    public var label: String? { storage.label }
    public var value: String? { storage.value }
    public var hint: String? { storage.hint }
    public var traits: UIAccessibilityTraits { storage.traits }
    public var identifier: String? { storage.identifier }
    /// The element's own `accessibilityLanguage`.
    public var language: String? { storage.language }
    /// `accessibilityFrame` in screen coordinates; non-finite values become a zero rectangle.
    public var frame: CGRect { storage.frame }
    /// `accessibilityActivationPoint` in screen coordinates.
    public var activationPoint: CGPoint { storage.activationPoint }
    /// `accessibilityPath` in screen coordinates, when set.
    public var path: UIBezierPath? { storage.path }
    public var customActions: [UIAccessibilityCustomAction] { storage.customActions }
    public var customRotors: [UIAccessibilityCustomRotor] { storage.customRotors }
    /// Facts offered on request (`AXCustomContentProvider`), in the app's order.
    public var customContent: [AXCustomContent] { storage.customContent }
    public var respondsToUserInteraction: Bool { storage.respondsToUserInteraction }
    public var userInputLabels: [String] { storage.userInputLabels }
    /// Position words from the nearest context provider (docs/voiceover-behaviour.md §3 (Context)).
    public var context: AccessibilityContext { storage.context }
    /// Whether the element is a tab (`context.isTab`), read without copying the whole context:
    /// the auditor asks it of every element, several times.
    public var isTab: Bool { storage.isTab }
    /// Whether the element offers custom actions (`customActions` is not empty), asked without
    /// copying the array: speech asks it of every element.
    package var hasCustomActions: Bool { storage.hasCustomActions }
    /// Whether the element offers custom content, asked as `hasCustomActions` is.
    package var hasCustomContent: Bool { storage.hasCustomContent }
    /// Index into `AccessibilityTree.containers` of the innermost container, or nil at top level.
    public var parentContainer: Int? { storage.parentContainer }

    /// The attributes the walk read, with the node's place: one object per element.
    private let storage: ElementAttributes

    /// Whether `other` is this very node of the same read (not merely a node for the same object):
    /// a comparison of references, for look-ups that index what a tree's nodes have in common.
    package func isSameNode(as other: AccessibilityNode) -> Bool {
        storage === other.storage
    }

    public init(
        object: NSObject, index: Int, label: String?, value: String?, hint: String?,
        traits: UIAccessibilityTraits, identifier: String?, language: String?, frame: CGRect,
        activationPoint: CGPoint, path: UIBezierPath?, customActions: [UIAccessibilityCustomAction],
        customRotors: [UIAccessibilityCustomRotor], respondsToUserInteraction: Bool,
        userInputLabels: [String], context: AccessibilityContext, parentContainer: Int?,
        customContent: [AXCustomContent] = []
    ) {
        let attributes = ElementAttributes(
            object: object, label: label, value: value, hint: hint, traits: traits, identifier: identifier,
            language: language, frame: frame, activationPoint: activationPoint, path: path,
            customActions: customActions, customRotors: customRotors, customContent: customContent,
            respondsToUserInteraction: respondsToUserInteraction, userInputLabels: userInputLabels
        )
        self.init(attributes: attributes, index: index, context: context, parentContainer: parentContainer)
    }

    /// The node for attributes the walk read, at reading position `index`; `attributes` must be
    /// new, not yet any node's (it takes the node's place).
    init(attributes: ElementAttributes, index: Int, context: AccessibilityContext, parentContainer: Int?) {
        attributes.place(index: index, context: context, parentContainer: parentContainer)
        storage = attributes
    }
}
