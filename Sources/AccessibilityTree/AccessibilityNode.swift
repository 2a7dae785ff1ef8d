import EarshotUIKit

/// One element VoiceOver can focus, with its attributes as they were when the tree was read.
///
/// A value whose attributes live in one immutable, shared object, the one the walk read them
/// into: VoiceOver, the exporters and the auditor pass nodes around constantly (a touch copies
/// every node under the finger), and a copy then costs one reference count instead of one for
/// each of its dozen strings and arrays.
@MainActor
public struct AccessibilityNode: Sendable {
    /// The live object (a view or a `UIAccessibilityElement`).
    public var object: NSObject { storage.attributes.object }
    /// Position in reading order, from 0.
    public var index: Int { storage.index }
    public var label: String? { storage.attributes.label }
    public var value: String? { storage.attributes.value }
    public var hint: String? { storage.attributes.hint }
    public var traits: UIAccessibilityTraits { storage.attributes.traits }
    public var identifier: String? { storage.attributes.identifier }
    /// The element's own `accessibilityLanguage`.
    public var language: String? { storage.attributes.language }
    /// `accessibilityFrame` in screen coordinates; non-finite values become a zero rectangle.
    public var frame: CGRect { storage.attributes.frame }
    /// `accessibilityActivationPoint` in screen coordinates.
    public var activationPoint: CGPoint { storage.attributes.activationPoint }
    /// `accessibilityPath` in screen coordinates, when set.
    public var path: UIBezierPath? { storage.attributes.path }
    public var customActions: [UIAccessibilityCustomAction] { storage.attributes.customActions }
    public var customRotors: [UIAccessibilityCustomRotor] { storage.attributes.customRotors }
    /// Facts offered on request (`AXCustomContentProvider`), in the app's order.
    public var customContent: [AXCustomContent] { storage.attributes.customContent }
    public var respondsToUserInteraction: Bool { storage.attributes.respondsToUserInteraction }
    public var userInputLabels: [String] { storage.attributes.userInputLabels }
    /// Position words from the nearest context provider (spec §3).
    public var context: AccessibilityContext { storage.context }
    /// Index into `AccessibilityTree.containers` of the innermost container, or nil at top level.
    public var parentContainer: Int? { storage.parentContainer }

    private let storage: Storage

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

    /// The node for attributes the walk read, at reading position `index`.
    init(attributes: ElementAttributes, index: Int, context: AccessibilityContext, parentContainer: Int?) {
        storage = Storage(attributes: attributes, index: index, context: context, parentContainer: parentContainer)
    }

    /// The element's attributes and its place in the tree, never changed once read.
    private final class Storage: Sendable {
        let attributes: ElementAttributes
        let index: Int
        let context: AccessibilityContext
        let parentContainer: Int?

        init(attributes: ElementAttributes, index: Int, context: AccessibilityContext, parentContainer: Int?) {
            self.attributes = attributes
            self.index = index
            self.context = context
            self.parentContainer = parentContainer
        }
    }
}
