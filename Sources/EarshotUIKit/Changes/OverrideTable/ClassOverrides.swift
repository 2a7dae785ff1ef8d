/// What an app's class answers a reader with besides UIKit's stored state: whether it, or an app
/// class between it and Earshot's, overrides one of Earshot's members that a reader calls, or
/// adopts a protocol a reader asks about (docs/architecture.md, "Keeping the tree").
///
/// Most of an app's view classes are written for their layout or their data (`init`,
/// `layoutSubviews()`, `prepareForReuse()`, a tap's `touchesEnded`, a `backgroundColor` observed to
/// restyle), and every getter the walk, a cell's content scan and the Auto Layout pass call is
/// still UIKit's, answering from stored
/// state that notes its changes. Which members a class overrides is written in its class
/// descriptor (the Swift runtime's override table, the same on every Swift 5 and 6 runtime):
/// each entry names the member it replaces and whether that is a method, an initializer, a
/// getter or a setter. A class answers from stored state when every entry it and its app
/// ancestors add is an initializer, a setter, a member an app class introduced, or one of the
/// members no reader that keeps a tree calls (`Probes.harmless`): they run when a noted change
/// already made the tree stale (a layout pass, a trait change, a reuse), inside a gesture (an
/// action, a touch), or when the app calls them (a setter written as a method), or they answer
/// what the tree does not hold (a colour).
/// `intrinsicContentSize` is one of them: the Auto Layout pass asks it, but a pass runs only after
/// a noted change, as UIKit takes a new intrinsic size into account only after
/// `invalidateIntrinsicContentSize()`, and what it sizes reaches readers as frames, which note
/// their changes.
/// A class that also replaces getters of an element's own attributes (an accessible app's cell
/// composing its label), or a container's list of children, answers with its code only what its
/// element, or its container and the elements inside, say. A class that replaces the getter of a
/// property Earshot stores, as observing it with `didSet` does, answers what its getter answers,
/// which a reader holding a tree asks again and compares with what it answered the read.
///
/// Anything unexpected answers "anything", the safe answer: a generic class or one below a
/// generic class, a platform with Objective-C's class layout, a descriptor that does not read as
/// the probes expect.
@MainActor
package enum ClassOverrides {
    /// The protocols a reader casts a walked object to. An app's class that adopts one, where
    /// its Earshot ancestor does not, answers through its own witnesses. `AppCodeWatchTests`
    /// checks the readers' sources for casts to a public protocol missing here.
    static let protocolsReadersAsk: [(NSObject.Type) -> Bool] = [
        { $0 is any AXCustomContentProvider.Type },
        { $0 is any AccessibilityPositionContextProviding.Type },
        { $0 is any UIAccessibilityContainerDataTable.Type },
        { $0 is any UIAccessibilityContainerDataTableCell.Type },
    ]

    /// What an app's class answers readers with besides UIKit's stored state: nil when
    /// `ownCode(of:below:)` finds it can answer anything.
    struct OwnCode {
        /// Whether its code answers some of an element's own attributes (its label, value, hint,
        /// traits, language, identifier, input labels, custom actions or rotors, whether it
        /// responds to user interaction), whether the object is an element, its frame, activation
        /// point and path, as the Accessibility Programming Guide for iOS's custom views answer
        /// them; and, for a container, the children it lists (`accessibilityElements` and the
        /// methods that count and index them), as the Guide's custom containers do. A reader can
        /// read such an object alone again (docs/architecture.md, "Reading again only what
        /// changed"): an element's words and activation point are read again, and the update asks
        /// again whether it is an element and where (its frame, its path's shape); a container is
        /// asked again for its children and what it says of itself, and the elements inside it are
        /// read again. Anything else that changed reads the screen whole.
        var answersAttributes = false
        /// The getters of properties Earshot stores that the class overrides, most often to
        /// observe them (`override var isSelected: Bool { didSet { … } }`, which replaces the
        /// getter too), sometimes to answer from the app's model or with a constant. A reader
        /// holding a tree asks them again at each occasion (`AppCodeWatch.GetterAnswers`): the same
        /// answer says the same as when the tree was read (docs/architecture.md, "Keeping the
        /// tree").
        var storedPropertyGetters: [StoredPropertyGetter] = []

        /// Nothing but UIKit's stored state.
        var isNone: Bool { !answersAttributes && storedPropertyGetters.isEmpty }
    }

    /// An app's getter of one property Earshot stores.
    struct StoredPropertyGetter {
        /// What an object's getter answers, and whether that is what Earshot stores.
        let answer: @MainActor (NSObject) -> (value: GetterValue, isAsStored: Bool)
        /// Whether a new answer changes only what the object's element says, as the property's
        /// setter notes (`UIKitChanges.noteAttributes(of:)`: a control's state, a switch's, a
        /// slider's value), so the element alone is read again; any other new answer reads the
        /// screen, unless it is the setter's.
        let reachesOnlyAttributes: Bool
    }

    /// What objects of `type`, an app's class below `earshotAncestor`, answer readers with; nil
    /// for anything.
    /// - Complexity: O(m) in the members the app classes between them declare and override.
    static func ownCode(of type: NSObject.Type, below earshotAncestor: NSObject.Type) -> OwnCode? {
        for asks in protocolsReadersAsk where asks(type) && !asks(earshotAncestor) { return nil }
        guard let known = knownMembers else { return nil }
        var appClasses: [ClassDescriptor] = []
        var current: AnyClass = type
        while current != earshotAncestor {
            guard let descriptor = ClassDescriptor(current), let superclass = _getSuperclass(current) else { return nil }
            appClasses.append(descriptor)
            current = superclass
        }
        var ownCode = OwnCode()
        var checked: Set<UnsafeRawPointer> = []
        for descriptor in appClasses {
            guard let overrides = descriptor.overrides else { return nil }
            for entry in overrides where !appClasses.contains(where: { $0.address == entry.introducedBy }) {
                switch entry.kind {
                case .initializer?, .setter?, .modify?: continue
                case .method? where known.harmless.contains(entry.method), .getter? where known.harmless.contains(entry.method):
                    continue
                case .getter? where known.storedProperties[entry.method] != nil:
                    if checked.insert(entry.method).inserted { ownCode.storedPropertyGetters.append(known.storedProperties[entry.method]!) }
                case .getter?, .method?:
                    guard known.attributeGetters.contains(entry.method) else { return nil }
                    ownCode.answersAttributes = true
                default: return nil
                }
            }
        }
        return ownCode
    }
}
