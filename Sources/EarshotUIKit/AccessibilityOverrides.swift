import Foundation

/// The values an app set explicitly on an object; nil means "the class's default".
///
/// Most views never have one set, so the fields live in one shared object made at the first set
/// and copied only when a shared one is changed: an object that sets nothing carries one
/// reference instead of about 230 bytes of fields (README, "Performance": the memory of a read).
@dynamicMemberLookup
package struct AccessibilityOverrides {
    /// The fields themselves, with their defaults.
    package struct Fields {
        package var isElement: Bool?
        package var label: String?
        package var value: String?
        package var hint: String?
        package var traits: UIAccessibilityTraits?
        package var language: String?
        package var frame: CGRect?
        package var path: UIBezierPath?
        package var activationPoint: CGPoint?
        package var elementsHidden = false
        package var viewIsModal = false
        package var groupsChildren = false
        package var containerType = UIAccessibilityContainerType.none
        package var navigationStyle = UIAccessibilityNavigationStyle.automatic
        package var respondsToUserInteraction: Bool?
        package var userInputLabels: [String]?
        package var customActions: [UIAccessibilityCustomAction]?
        package var customRotors: [UIAccessibilityCustomRotor]?
        package var identifier: String?
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

    /// What `field` holds: the default until something was set.
    private func value<Value>(of field: KeyPath<Fields, Value>) -> Value {
        storage.map { $0.fields[keyPath: field] } ?? Self.unset[keyPath: field]
    }

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

    /// A field, by name (`overrides.label`): the default until something was set.
    package subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { value(of: field) }
        set { update { $0[keyPath: field] = newValue } }
    }

    /// A field that can be compared: setting the value it has changes nothing, so the storage a
    /// copy shares is not copied (SwiftUI's render sets every hosted view's fields again).
    package subscript<Value: Equatable>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { value(of: field) }
        set {
            guard newValue != value(of: field) else { return }
            update { $0[keyPath: field] = newValue }
        }
    }

    /// Whether `other` differs from this at most in what an element says and offers (label, value,
    /// hint, traits, language, identifier, input labels, custom actions, rotors and whether it
    /// responds to interaction), never in what decides whether it is an element, a container or
    /// hidden, where it is, or where a touch finds it.
    package func hasSameStructure(as other: AccessibilityOverrides) -> Bool {
        if storage === other.storage { return true }
        let mine = storage?.fields ?? Self.unset, theirs = other.storage?.fields ?? Self.unset
        return mine.isElement == theirs.isElement && mine.frame == theirs.frame && mine.path === theirs.path
            && mine.activationPoint == theirs.activationPoint && mine.elementsHidden == theirs.elementsHidden
            && mine.viewIsModal == theirs.viewIsModal && mine.groupsChildren == theirs.groupsChildren
            && mine.containerType == theirs.containerType && mine.navigationStyle == theirs.navigationStyle
    }

    /// Whether `other` says and offers the same as this: the fields `hasSameStructure` leaves out,
    /// actions and rotors compared by identity.
    package func hasSameAttributes(as other: AccessibilityOverrides) -> Bool {
        if storage === other.storage { return true }
        let mine = storage?.fields ?? Self.unset, theirs = other.storage?.fields ?? Self.unset
        return mine.label == theirs.label && mine.value == theirs.value && mine.hint == theirs.hint && mine.traits == theirs.traits
            && mine.language == theirs.language && mine.identifier == theirs.identifier
            && mine.userInputLabels == theirs.userInputLabels
            && mine.respondsToUserInteraction == theirs.respondsToUserInteraction
            && Self.sameObjects(mine.customActions, theirs.customActions)
            && Self.sameObjects(mine.customRotors, theirs.customRotors)
    }

    private static func sameObjects<Object: AnyObject>(_ first: [Object]?, _ second: [Object]?) -> Bool {
        guard let first, let second else { return (first == nil) == (second == nil) }
        return first.hasSameObjects(as: second)
    }
}
