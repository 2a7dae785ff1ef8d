/// A tab of a tab bar (UIKit's `UITabBarItem`).
///
/// Accessibility: an element with the `button` and `tabBarItem` traits (VoiceOver says "Tab",
/// not "Button") and `selected` when it is its bar's selected item. A disabled item gets no
/// `notEnabled` trait, so VoiceOver never says "Dimmed" for it (AccessibilitySnapshot's tab bar
/// reference images, iOS 17.5, 18.5 and 26.2: "Item C. Tab. 3 of 6."); a tap on it does nothing.
/// Its label is its title, else the system item's name, else its view controller's title, else
/// its image's label. Its value is its badge: a number n is spoken "n items" ("1 item" for one),
/// as UIKit words it (the "%ld item(s)" wording other projects copy to match UITabBar), any
/// other badge as it is, an empty badge (a dot) not at all.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system-provided tabs (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed

        /// UIKit's visible English title for the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image shown while selected.
    open var selectedImage: UIImage? { didSet { UIKitChanges.note() } }
    /// The text of the badge; nil shows none, "" a dot.
    open var badgeValue: String? { didSet { UIKitChanges.note() } }
    /// The system item the tab was created as, if any.
    public let systemItem: SystemItem?

    /// A tab with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab with `title`, `image` and `selectedImage`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system tab.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// The view controller the tab stands for, whose title it shows when it has none.
    package weak var viewController: UIViewController? { didSet { UIKitChanges.note() } }

    /// Whether the bar showing the tab has it selected.
    private var isSelectedInBar: Bool {
        (hostBar as? UITabBar)?.selectedItem === self
    }

    // MARK: UIAccessibility defaults for tabs

    /// The title, else the system item's name, else the image's label, unless the app set a label.
    open override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            if let title, !title.isEmpty { return title }
            if let systemItem { return systemItem.title }
            if let title = viewController?.title, !title.isEmpty { return title }
            return image?.accessibilityLabel
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// The badge in words, unless the app set a value.
    open override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? UITabBarItem.spokenBadge(badgeValue) }
        set { accessibilityOverrides.value = newValue }
    }

    /// `button` + `tabBarItem`, plus `selected`, unless the app set traits (never `notEnabled`).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let explicit = accessibilityOverrides.traits { return explicit }
            var traits: UIAccessibilityTraits = [.button, .tabBarItem]
            if isSelectedInBar { traits.insert(.selected) }
            return traits
        }
        set { accessibilityOverrides.traits = newValue }
    }

    /// A badge as UIKit words it for VoiceOver: "1 item", "n items" for a whole number, the text
    /// itself otherwise, nil for no badge or an empty one.
    package static func spokenBadge(_ badge: String?) -> String? {
        guard let badge = badge?.trimmingCharacters(in: .whitespaces), !badge.isEmpty else { return nil }
        guard let count = Int(badge) else { return badge }
        return count == 1 ? "1 item" : "\(count) items"
    }
}
