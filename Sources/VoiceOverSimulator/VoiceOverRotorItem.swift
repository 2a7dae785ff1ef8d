import AccessibilityTree
import EarshotUIKit

/// One position of VoiceOver's rotor (docs/voiceover-behaviour.md §6 (Rotor)): what a one-finger swipe up / down does.
enum VoiceOverRotorItem: Equatable {
    /// Elements with the `header` trait.
    case headings
    /// Elements with the `link` trait.
    case links
    /// Interactive elements: buttons, switches, adjustables, text and search fields.
    case formControls
    /// The first element of each meaningful container: groups, lists, landmarks, data tables,
    /// tab bars.
    case containers
    /// The focused element's custom actions, after its default action.
    case actions
    /// The focused element's custom content (`AXCustomContent`), one entry per swipe.
    case moreContent
    /// Increment / decrement of an adjustable element.
    case adjustValue
    /// Zoom in / out of an element with the `supportsZoom` trait.
    case zoom
    /// A rotor the app added (`accessibilityCustomRotors`) to the focused element or an ancestor.
    case custom(UIAccessibilityCustomRotor)

    /// The name VoiceOver speaks when the rotor turns to this item.
    @MainActor
    var name: String {
        switch self {
        case .headings: return UIAccessibilityCustomRotor.SystemRotorType.heading.spokenName
        case .links: return UIAccessibilityCustomRotor.SystemRotorType.link.spokenName
        case .formControls: return "Form Controls"
        case .containers: return "Containers"
        case .actions: return "Actions"
        case .moreContent: return "More Content"
        case .adjustValue: return "Adjust Value"
        case .zoom: return "Zoom"
        case .custom(let rotor): return rotor.name
        }
    }

    /// Whether swiping moves the cursor (as opposed to acting on the focused element).
    var navigates: Bool {
        switch self {
        case .actions, .moreContent, .adjustValue, .zoom: return false
        default: return true
        }
    }

    static func == (lhs: VoiceOverRotorItem, rhs: VoiceOverRotorItem) -> Bool {
        switch (lhs, rhs) {
        case (.headings, .headings), (.links, .links), (.formControls, .formControls),
            (.containers, .containers), (.actions, .actions), (.moreContent, .moreContent), (.adjustValue, .adjustValue),
            (.zoom, .zoom):
            return true
        case (.custom(let a), .custom(let b)):
            return a === b
        default:
            return false
        }
    }

    /// The traits that make an element a form control.
    static let formControlTraits: UIAccessibilityTraits = [.button, .adjustable, .textEntry, .searchField, .toggleButton]

    /// Whether `node` is a stop for this navigation item (containers are found separately).
    @MainActor
    func matches(_ node: AccessibilityNode) -> Bool {
        switch self {
        case .headings: return node.traits.contains(.header)
        case .links: return node.traits.contains(.link)
        case .formControls: return !node.traits.isDisjoint(with: Self.formControlTraits)
        default: return false
        }
    }
}
