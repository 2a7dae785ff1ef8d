/// A rotor item an app adds to VoiceOver's rotor: a name (or a system type) and a search that
/// finds the next or previous item from the current one (UIKit's `UIAccessibilityCustomRotor`).
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// Which way the user swiped: down is `.next`, up is `.previous`.
    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }

    /// The system rotors an app can drive with its own search.
    public enum SystemRotorType: Int, Sendable, CaseIterable {
        case none = 0
        case link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4
        case headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord
        case image, textField, table, list, landmark

        /// The name VoiceOver speaks for this rotor (docs/voiceover-behaviour.md §6 (Rotor)).
        public var spokenName: String {
            switch self {
            case .none: return ""
            case .link: return "Links"
            case .visitedLink: return "Visited Links"
            case .heading: return "Headings"
            case .headingLevel1: return "Heading 1"
            case .headingLevel2: return "Heading 2"
            case .headingLevel3: return "Heading 3"
            case .headingLevel4: return "Heading 4"
            case .headingLevel5: return "Heading 5"
            case .headingLevel6: return "Heading 6"
            case .boldText: return "Bold Text"
            case .italicText: return "Italic Text"
            case .underlineText: return "Underlined Text"
            case .misspelledWord: return "Misspelled Words"
            case .image: return "Images"
            case .textField: return "Text Fields"
            case .table: return "Tables"
            case .list: return "Lists"
            case .landmark: return "Landmarks"
            }
        }
    }

    /// What the search is asked: where the cursor is and which way to go.
    public struct SearchPredicate {
        public var currentItem: ItemResult
        public var searchDirection: Direction

        public init(currentItem: ItemResult, searchDirection: Direction) {
            self.currentItem = currentItem
            self.searchDirection = searchDirection
        }
    }

    /// The search's answer: the element to focus (and, for text, a range inside it).
    @preconcurrency @MainActor
    open class ItemResult: NSObject {
        open weak var targetElement: AnyObject? { didSet { UIKitChanges.note() } }
        open var targetRange: NSRange? { didSet { UIKitChanges.note() } }

        public init(targetElement: AnyObject?, targetRange: NSRange?) {
            self.targetElement = targetElement
            self.targetRange = targetRange
            super.init()
        }
    }

    /// Finds the next or previous item; nil means there is none.
    public typealias Search = (SearchPredicate) -> ItemResult?

    /// The spoken name of the rotor (for system types, VoiceOver's own name).
    open var name: String { didSet { UIKitChanges.note() } }
    /// The system rotor this one drives, or `.none` for a named custom rotor.
    open private(set) var systemRotorType: SystemRotorType { didSet { UIKitChanges.note() } }
    /// The search VoiceOver calls on swipe up / down.
    open var itemSearchBlock: Search { didSet { UIKitChanges.note() } }

    /// A named custom rotor.
    public init(name: String, itemSearch: @escaping Search) {
        self.name = name
        self.systemRotorType = .none
        self.itemSearchBlock = itemSearch
        super.init()
    }

    /// A system rotor (Headings, Links, …) whose items the app finds itself.
    public init(systemType: SystemRotorType, itemSearch: @escaping Search) {
        self.name = systemType.spokenName
        self.systemRotorType = systemType
        self.itemSearchBlock = itemSearch
        super.init()
    }
}
