import Foundation

/// The values an app set explicitly on an object; nil means "the class's default".
///
/// Most views never have one set, so the fields live in one shared object made at the first set
/// and copied only when a shared one is changed: an object that sets nothing carries one
/// reference instead of about 100 bytes of fields (docs/performance.md, "Memory of a read").
@dynamicMemberLookup
package struct AccessibilityOverrides {
    /// The fields themselves, with their defaults. What a screen sets most (an element's words,
    /// identifier, traits and whether it is one) are fields of their own; the rest, which few
    /// objects set, live in a second shared object made at their first set, so a view that sets
    /// its label carries about 100 bytes instead of about 220 (docs/performance.md, "Memory of a read").
    package struct Fields {
        package var isElement: Bool?
        package var label: String?
        package var value: String?
        package var hint: String?
        package var traits: UIAccessibilityTraits?
        package var identifier: String?
        /// Nil until one of the rarely set fields is.
        private var rare: RareStorage?

        package var language: String? {
            get { rare?.fields.language }
            set { updateRare { $0.language = newValue } }
        }
        package var frame: CGRect? {
            get { rare?.fields.frame }
            set { updateRare { $0.frame = newValue } }
        }
        package var path: UIBezierPath? {
            get { rare?.fields.path }
            set { updateRare { $0.path = newValue } }
        }
        package var activationPoint: CGPoint? {
            get { rare?.fields.activationPoint }
            set { updateRare { $0.activationPoint = newValue } }
        }
        package var elementsHidden: Bool {
            get { rare?.fields.elementsHidden ?? false }
            set { updateRare { $0.elementsHidden = newValue } }
        }
        package var viewIsModal: Bool {
            get { rare?.fields.viewIsModal ?? false }
            set { updateRare { $0.viewIsModal = newValue } }
        }
        package var groupsChildren: Bool {
            get { rare?.fields.groupsChildren ?? false }
            set { updateRare { $0.groupsChildren = newValue } }
        }
        package var containerType: UIAccessibilityContainerType {
            get { rare?.fields.containerType ?? .none }
            set { updateRare { $0.containerType = newValue } }
        }
        package var navigationStyle: UIAccessibilityNavigationStyle {
            get { rare?.fields.navigationStyle ?? .automatic }
            set { updateRare { $0.navigationStyle = newValue } }
        }
        package var respondsToUserInteraction: Bool? {
            get { rare?.fields.respondsToUserInteraction }
            set { updateRare { $0.respondsToUserInteraction = newValue } }
        }
        package var userInputLabels: [String]? {
            get { rare?.fields.userInputLabels }
            set { updateRare { $0.userInputLabels = newValue } }
        }
        package var customActions: [UIAccessibilityCustomAction]? {
            get { rare?.fields.customActions }
            set { updateRare { $0.customActions = newValue } }
        }
        package var customRotors: [UIAccessibilityCustomRotor]? {
            get { rare?.fields.customRotors }
            set { updateRare { $0.customRotors = newValue } }
        }

        /// Changes the rare fields, first making their storage when there is none or copying it
        /// when another `Fields` shares it.
        private mutating func updateRare(_ change: (inout RareFields) -> Void) {
            if rare == nil {
                rare = RareStorage(RareFields())
            } else if !isKnownUniquelyReferenced(&rare!) {
                rare = RareStorage(rare!.fields)
            }
            change(&rare!.fields)
        }

        /// Whether the rare fields are the same object in both (then equal without comparing).
        fileprivate func sharesRareFields(with other: Fields) -> Bool { rare === other.rare }
    }

    /// The fields few objects set, with their defaults.
    private struct RareFields {
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
    }

    /// The object holding the rare fields, shared by copies of `Fields` until one changes them.
    private final class RareStorage {
        var fields: RareFields
        init(_ fields: RareFields) { self.fields = fields }
    }

    /// The object holding the fields, shared by copies until one of them changes.
    private final class Storage {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// What an object has when the app set nothing. A constant with no storage of its own (its
    /// rare fields' object is nil), so sharing it between threads shares nothing mutable.
    nonisolated(unsafe) private static let unset = Fields()

    /// Nil until a field is set.
    private var storage: Storage?

    package init() {}

    /// What `field` holds: the default until something was set.
    private func value<Value>(of field: KeyPath<Fields, Value>) -> Value {
        storage.map { $0.fields[keyPath: field] } ?? Self.unset[keyPath: field]
    }

    /// Changes the fields, first making the storage when there is none or copying it when a
    /// copy of these overrides shares it.
    @inline(__always)
    private mutating func update(_ change: (inout Fields) -> Void) {
        if storage == nil {
            storage = Storage(Self.unset)
        } else if !isKnownUniquelyReferenced(&storage!) {
            storage = Storage(storage!.fields)
        }
        change(&storage!.fields)
    }

    /// A field, by name (`overrides.label`): the default until something was set. The setters
    /// are inlined, so that the key path, a literal at every call, is folded into a direct write
    /// instead of being followed at run time (about half of what setting a label cost).
    package subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { value(of: field) }
        @inline(__always) set { update { $0[keyPath: field] = newValue } }
    }

    /// A field that can be compared: setting the value it has changes nothing, so the storage a
    /// copy shares is not copied (SwiftUI's render sets every hosted view's fields again).
    package subscript<Value: Equatable>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { value(of: field) }
        @inline(__always) set {
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
        let mine = storage?.fields ?? Self.unset
        let theirs = other.storage?.fields ?? Self.unset
        guard mine.isElement == theirs.isElement else { return false }
        // Every other structural field is a rare one: the same rare object holds the same.
        if mine.sharesRareFields(with: theirs) { return true }
        return mine.frame == theirs.frame && mine.path === theirs.path
            && mine.activationPoint == theirs.activationPoint && mine.elementsHidden == theirs.elementsHidden
            && mine.viewIsModal == theirs.viewIsModal && mine.groupsChildren == theirs.groupsChildren
            && mine.containerType == theirs.containerType && mine.navigationStyle == theirs.navigationStyle
    }

    /// Whether `other` says and offers the same as this: the fields `hasSameStructure` leaves out,
    /// actions and rotors compared by identity.
    package func hasSameAttributes(as other: AccessibilityOverrides) -> Bool {
        if storage === other.storage { return true }
        let mine = storage?.fields ?? Self.unset
        let theirs = other.storage?.fields ?? Self.unset
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
