import Foundation

/// The values an app set explicitly on an object; nil means "the class's default".
///
/// Most views never have one set, so the fields live in one shared object made at the first set
/// and copied only when a shared one is changed: an object that sets nothing carries one
/// reference instead of about 230 bytes of fields (README, "Performance": the memory of a read).
package struct AccessibilityOverrides {
    /// The fields themselves, with their defaults.
    private struct Fields {
        var isElement: Bool?
        var label: String?
        var value: String?
        var hint: String?
        var traits: UIAccessibilityTraits?
        var language: String?
        var frame: CGRect?
        var path: UIBezierPath?
        var activationPoint: CGPoint?
        var elementsHidden = false
        var viewIsModal = false
        var groupsChildren = false
        var containerType = UIAccessibilityContainerType.none
        var navigationStyle = UIAccessibilityNavigationStyle.automatic
        var respondsToUserInteraction: Bool?
        var userInputLabels: [String]?
        var customActions: [UIAccessibilityCustomAction]?
        var customRotors: [UIAccessibilityCustomRotor]?
        var identifier: String?
    }

    /// The object holding the fields, shared by copies until one of them changes.
    private final class Storage {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// What an object has when the app set nothing.
    private static let unset = Fields()

    /// Nil until a field is set.
    private var storage: Storage?

    package init() {}

    /// Changes the fields, first making the storage when there is none or copying it when a
    /// copy of these overrides shares it.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if storage == nil {
            storage = Storage(Self.unset)
        } else if !isKnownUniquelyReferenced(&storage!) {
            storage = Storage(storage!.fields)
        }
        change(&storage!.fields)
    }

    package var isElement: Bool? {
        get { storage?.fields.isElement ?? Self.unset.isElement }
        set { update { $0.isElement = newValue } }
    }
    package var label: String? {
        get { storage?.fields.label ?? Self.unset.label }
        set { update { $0.label = newValue } }
    }
    package var value: String? {
        get { storage?.fields.value ?? Self.unset.value }
        set { update { $0.value = newValue } }
    }
    package var hint: String? {
        get { storage?.fields.hint ?? Self.unset.hint }
        set { update { $0.hint = newValue } }
    }
    package var traits: UIAccessibilityTraits? {
        get { storage?.fields.traits ?? Self.unset.traits }
        set { update { $0.traits = newValue } }
    }
    package var language: String? {
        get { storage?.fields.language ?? Self.unset.language }
        set { update { $0.language = newValue } }
    }
    package var frame: CGRect? {
        get { storage?.fields.frame ?? Self.unset.frame }
        set { update { $0.frame = newValue } }
    }
    package var path: UIBezierPath? {
        get { storage?.fields.path ?? Self.unset.path }
        set { update { $0.path = newValue } }
    }
    package var activationPoint: CGPoint? {
        get { storage?.fields.activationPoint ?? Self.unset.activationPoint }
        set { update { $0.activationPoint = newValue } }
    }
    package var elementsHidden: Bool {
        get { storage?.fields.elementsHidden ?? Self.unset.elementsHidden }
        set { update { $0.elementsHidden = newValue } }
    }
    package var viewIsModal: Bool {
        get { storage?.fields.viewIsModal ?? Self.unset.viewIsModal }
        set { update { $0.viewIsModal = newValue } }
    }
    package var groupsChildren: Bool {
        get { storage?.fields.groupsChildren ?? Self.unset.groupsChildren }
        set { update { $0.groupsChildren = newValue } }
    }
    package var containerType: UIAccessibilityContainerType {
        get { storage?.fields.containerType ?? Self.unset.containerType }
        set { update { $0.containerType = newValue } }
    }
    package var navigationStyle: UIAccessibilityNavigationStyle {
        get { storage?.fields.navigationStyle ?? Self.unset.navigationStyle }
        set { update { $0.navigationStyle = newValue } }
    }
    package var respondsToUserInteraction: Bool? {
        get { storage?.fields.respondsToUserInteraction ?? Self.unset.respondsToUserInteraction }
        set { update { $0.respondsToUserInteraction = newValue } }
    }
    package var userInputLabels: [String]? {
        get { storage?.fields.userInputLabels ?? Self.unset.userInputLabels }
        set { update { $0.userInputLabels = newValue } }
    }
    package var customActions: [UIAccessibilityCustomAction]? {
        get { storage?.fields.customActions ?? Self.unset.customActions }
        set { update { $0.customActions = newValue } }
    }
    package var customRotors: [UIAccessibilityCustomRotor]? {
        get { storage?.fields.customRotors ?? Self.unset.customRotors }
        set { update { $0.customRotors = newValue } }
    }
    package var identifier: String? {
        get { storage?.fields.identifier ?? Self.unset.identifier }
        set { update { $0.identifier = newValue } }
    }

    /// Whether `other` differs from this at most in what an element says and offers (label, value,
    /// hint, traits, language, identifier, input labels, custom actions, rotors and whether it
    /// responds to interaction), never in what decides whether it is an element, a container or
    /// hidden, where it is, or where a touch finds it.
    package func hasSameStructure(as other: AccessibilityOverrides) -> Bool {
        if storage === other.storage { return true }
        return isElement == other.isElement && frame == other.frame && path === other.path
            && activationPoint == other.activationPoint && elementsHidden == other.elementsHidden
            && viewIsModal == other.viewIsModal && groupsChildren == other.groupsChildren
            && containerType == other.containerType && navigationStyle == other.navigationStyle
    }

    /// Whether `other` says and offers the same as this: the fields `hasSameStructure` leaves out,
    /// actions and rotors compared by identity.
    package func hasSameAttributes(as other: AccessibilityOverrides) -> Bool {
        if storage === other.storage { return true }
        return label == other.label && value == other.value && hint == other.hint && traits == other.traits
            && language == other.language && identifier == other.identifier
            && userInputLabels == other.userInputLabels
            && respondsToUserInteraction == other.respondsToUserInteraction
            && Self.sameObjects(customActions, other.customActions)
            && Self.sameObjects(customRotors, other.customRotors)
    }

    private static func sameObjects<Object: AnyObject>(_ first: [Object]?, _ second: [Object]?) -> Bool {
        guard let first, let second else { return (first == nil) == (second == nil) }
        return first.hasSameObjects(as: second)
    }
}
