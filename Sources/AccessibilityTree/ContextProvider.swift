import EarshotUIKit

/// An object above elements that gives them position words (docs/voiceover-behaviour.md §3 (Context)). Each element takes its
/// context from the nearest provider above it only.
@MainActor
struct ContextProvider {
    /// What kind of words the provider gives.
    enum Kind {
        /// "i of n" (segments), "Tab, i of n" (tabs), or a picker wheel's row.
        case position(AccessibilityPositionContext)
        /// "List Start" / "List End".
        case list
        /// "Landmark" / "End".
        case landmark
        /// Header, span, row and column words.
        case dataTable(any UIAccessibilityContainerDataTable)
    }

    let object: NSObject
    let kind: Kind
    /// Whether this is a view with the `tabBar` trait: an explicit group whose provider it is is
    /// placed in reading order by its own frame (docs/voiceover-behaviour.md §2 (Reading order)).
    let isTabBarTraitView: Bool

    /// The provider an object walked through as a container is, or nil. Adopting
    /// `AccessibilityPositionContextProviding` comes first, then the `tabBar` trait (tabs), then
    /// the container type: `list`, `landmark`, or `dataTable` when the object also adopts
    /// `UIAccessibilityContainerDataTable`.
    init?(container object: NSObject, traits: UIAccessibilityTraits, containerType: UIAccessibilityContainerType) {
        self.object = object
        isTabBarTraitView = object is UIView && traits.contains(.tabBar)
        if let positional = ProtocolAdoption.positionContextProvider(object) {
            kind = .position(positional.accessibilityPositionContext)
        } else if traits.contains(.tabBar) {
            kind = .position(.tabs)
        } else {
            switch containerType {
            case .list: kind = .list
            case .landmark: kind = .landmark
            case .dataTable:
                guard let table = object as? UIAccessibilityContainerDataTable else { return nil }
                kind = .dataTable(table)
            case .none, .semanticGroup:
                return nil
            }
        }
    }

    /// The provider an element is for itself: only a picker wheel (`.pickerRows`) numbers itself.
    init?(element object: NSObject) {
        guard let positional = ProtocolAdoption.positionContextProvider(object) else { return nil }
        let context = positional.accessibilityPositionContext
        guard case .pickerRows = context else { return nil }
        self.object = object
        kind = .position(context)
        isTabBarTraitView = false
    }
}
