import EarshotUIKit

/// What the walk reads, once, from an object it passes through on the way to elements: enough to
/// record it as an `AccessibilityContainer` and to decide whether its children stay together.
@MainActor
struct ContainerTraits {
    let label: String?
    let traits: UIAccessibilityTraits
    let identifier: String?
    let containerType: UIAccessibilityContainerType
    let frame: CGRect
    let customRotors: [UIAccessibilityCustomRotor]
    /// Whether the object's children form a group, read together (docs/voiceover-behaviour.md §1 (Tree walk) rule 5).
    let keepsChildrenTogether: Bool

    init(reading object: NSObject) {
        label = object.accessibilityLabel
        traits = object.accessibilityTraits
        identifier = object.accessibilityIdentifier
        containerType = object.accessibilityContainerType
        frame = object.accessibilityFrame.finiteOrZero
        customRotors = object.accessibilityCustomRotors ?? []
        keepsChildrenTogether = Self.keepsChildrenTogether(
            object, traits: traits, containerType: containerType, label: label, identifier: identifier
        )
    }

    /// A group when `shouldGroupAccessibilityChildren` is set, or the object is a meaningful
    /// container: the `tabBar` trait, a `list`, `landmark` or `dataTable` container, or a
    /// `semanticGroup` that has a label, value or identifier. Anything else is layout only: its
    /// children are spliced into the parent's list and compete in its sort.
    private static func keepsChildrenTogether(
        _ object: NSObject, traits: UIAccessibilityTraits, containerType: UIAccessibilityContainerType,
        label: String?, identifier: String?
    ) -> Bool {
        if object.shouldGroupAccessibilityChildren || traits.contains(.tabBar) { return true }
        switch containerType {
        case .list, .landmark, .dataTable:
            return true
        case .semanticGroup:
            return label.isNonEmpty || identifier.isNonEmpty || object.accessibilityValue.isNonEmpty
        case .none:
            return false
        }
    }

    /// The container record for the tree.
    func container(object: NSObject, parent: Int?, isGroup: Bool, hasExplicitOrder: Bool, readsOnlyModal: Bool) -> AccessibilityContainer {
        AccessibilityContainer(
            object: object, parent: parent, containerType: containerType, label: label, traits: traits,
            identifier: identifier, frame: frame, isGroup: isGroup, hasExplicitOrder: hasExplicitOrder,
            customRotors: customRotors, readsOnlyModal: readsOnlyModal
        )
    }
}

extension Optional where Wrapped == String {
    /// Whether there is a string with at least one character.
    var isNonEmpty: Bool { !(self ?? "").isEmpty }
}
