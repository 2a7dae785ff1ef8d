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
    /// `accessibilityFrame`, non-finite values made a zero rectangle (docs/voiceover-behaviour.md §2 (Reading order)).
    let frame: CGRect
    let activationPoint: CGPoint
    let respondsToUserInteraction: Bool

    /// What few elements answer, kept apart: nil when the element answers none of it, as most
    /// do. Inline, every element would carry room for them; apart, only the few that answer do.
    private final class Rare {
        let language: String?
        let path: UIBezierPath?
        let customActions: [UIAccessibilityCustomAction]
        let customRotors: [UIAccessibilityCustomRotor]
        let customContent: [AXCustomContent]
        /// `accessibilityUserInputLabels` as read: nil when it was UIKit's default (the label
        /// alone), which most elements answer, so a tree holds no array of one string per element.
        let userInputLabels: [String]?

        init(
            language: String?, path: UIBezierPath?, customActions: [UIAccessibilityCustomAction],
            customRotors: [UIAccessibilityCustomRotor], customContent: [AXCustomContent], userInputLabels: [String]?
        ) {
            self.language = language
            self.path = path
            self.customActions = customActions
            self.customRotors = customRotors
            self.customContent = customContent
            self.userInputLabels = userInputLabels
        }

        /// nil when every part is unset. A factory, not a failable initializer, which would
        /// allocate the object before giving up: most elements would pay for one.
        static func of(
            language: String?, path: UIBezierPath?, customActions: [UIAccessibilityCustomAction],
            customRotors: [UIAccessibilityCustomRotor], customContent: [AXCustomContent], userInputLabels: [String]?
        ) -> Rare? {
            guard
                language != nil || path != nil || !customActions.isEmpty || !customRotors.isEmpty
                    || !customContent.isEmpty || userInputLabels != nil
            else { return nil }
            return Rare(
                language: language, path: path, customActions: customActions, customRotors: customRotors,
                customContent: customContent, userInputLabels: userInputLabels
            )
        }
    }
    private let rare: Rare?

    var language: String? { rare?.language }
    var path: UIBezierPath? { rare?.path }
    var customActions: [UIAccessibilityCustomAction] { rare?.customActions ?? [] }
    var customRotors: [UIAccessibilityCustomRotor] { rare?.customRotors ?? [] }
    /// `AXCustomContentProvider.accessibilityCustomContent`.
    var customContent: [AXCustomContent] { rare?.customContent ?? [] }
    var userInputLabels: [String] { rare?.userInputLabels ?? Self.defaultUserInputLabels(label: label) }
    /// Whether `customActions` and `customContent` have entries, asked without making an array.
    var hasCustomActions: Bool {
        guard let rare else { return false }
        return !rare.customActions.isEmpty
    }
    var hasCustomContent: Bool {
        guard let rare else { return false }
        return !rare.customContent.isEmpty
    }

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
        self.frame = frame
        self.activationPoint = activationPoint
        self.respondsToUserInteraction = respondsToUserInteraction
        rare = Rare.of(
            language: language, path: path, customActions: customActions, customRotors: customRotors,
            customContent: customContent, userInputLabels: Self.storage(of: userInputLabels, label: label)
        )
    }

    init(reading object: NSObject) {
        self.object = object
        label = object.accessibilityLabel
        value = object.accessibilityValue
        hint = object.accessibilityHint
        traits = object.accessibilityTraits
        identifier = object.accessibilityIdentifier
        let language = object.accessibilityLanguage
        let frame = object.accessibilityFrame.finiteOrZero
        self.frame = frame
        let point = object.accessibilityActivationPoint
        // A NaN activation point would send a tap nowhere; the frame's centre is what UIKit defaults to.
        activationPoint = point.x.isFinite && point.y.isFinite ? point : CGPoint(x: frame.midX, y: frame.midY)
        let path = object.accessibilityPath
        // Kept with the tree: drawing into it from now on is a change (an app's getter may answer
        // a path it built, not one it set).
        path?.mayBeHeld = true
        // Read in the order of the declarations, as before they were kept apart: app getters
        // with side effects see the same sequence.
        let customActions = object.accessibilityCustomActions ?? []
        let customRotors = object.accessibilityCustomRotors ?? []
        let customContent = ProtocolAdoption.customContentProvider(object)?.accessibilityCustomContent ?? []
        respondsToUserInteraction = object.accessibilityRespondsToUserInteraction
        rare = Rare.of(
            language: language, path: path, customActions: customActions, customRotors: customRotors,
            customContent: customContent,
            userInputLabels: Self.storage(of: object.accessibilityUserInputLabels ?? [], label: label)
        )
    }

    /// The node's place: its position in reading order, its context words and the index of its
    /// innermost container. Set once, when the node is made (the walk knows them only after
    /// reading every element), and never changed after.
    private(set) var index = 0
    /// The context words, boxed: most elements have none, and inline every element would carry room for them.
    private var contextBox: ContextBox?
    private final class ContextBox {
        let context: AccessibilityContext
        init(_ context: AccessibilityContext) { self.context = context }
    }
    var context: AccessibilityContext {
        // `if let`, not `??`: the operator copied the context through its generic witness.
        if let contextBox { return contextBox.context }
        return AccessibilityContext()
    }
    /// `context.isTab`, without copying the context.
    var isTab: Bool { contextBox?.context.isTab ?? false }
    private(set) var parentContainer: Int?
    private var isPlaced = false

    /// Gives the node made of these attributes its place; once only.
    func place(index: Int, context: AccessibilityContext, parentContainer: Int?) {
        precondition(!isPlaced, "an element's attributes are placed in one node only")
        isPlaced = true
        self.index = index
        contextBox = context == AccessibilityContext() ? nil : ContextBox(context)
        self.parentContainer = parentContainer
    }

    /// The reading-order sort key: the top-left corner of the frame (docs/voiceover-behaviour.md §2 (Reading order)).
    var sortKey: CGPoint { CGPoint(x: frame.minX, y: frame.minY) }
}
