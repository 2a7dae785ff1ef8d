import EarshotUIKit

/// A screen file (docs/screen-format.md, version 1) as data: the device and a tree of nodes.
///
/// Nodes live in one flat array and refer to their children by index, so a screen 100,000 levels
/// deep is built, written and released without recursion. `root` is the window's content view.
public struct ScreenDocument: Hashable, Sendable {
    /// The only version this build reads and writes.
    public static let currentVersion = 1
    /// The value of the `format` key.
    public static let formatName = "earshot-screen"

    public var device: Device
    /// All nodes; `root` and every `children` / `elements` entry index into it.
    public var nodes: [ScreenNode]
    /// Index of the root node.
    public var root: ScreenNode.ID

    public init(device: Device = Device(), nodes: [ScreenNode], root: ScreenNode.ID) {
        self.device = device
        self.nodes = nodes
        self.root = root
    }

    /// The `device` block.
    public struct Device: Hashable, Sendable {
        public var idiom: UIUserInterfaceIdiom
        public var width: Double
        public var height: Double
        /// BCP 47 tag; sets the layout direction unless `layoutDirection` is given.
        public var language: String
        /// Explicit direction, or nil to follow the language.
        public var layoutDirection: UIUserInterfaceLayoutDirection?

        public init(
            idiom: UIUserInterfaceIdiom = .phone, width: Double = 390, height: Double = 844,
            language: String = "en-US", layoutDirection: UIUserInterfaceLayoutDirection? = nil
        ) {
            self.idiom = idiom
            self.width = width
            self.height = height
            self.language = language
            self.layoutDirection = layoutDirection
        }

        /// The direction in effect: the explicit one, else the language's.
        public var effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
            layoutDirection ?? (UIApplication.isRightToLeft(language: language) ? .rightToLeft : .leftToRight)
        }
    }
}

/// The kinds of node a screen file can hold (docs/screen-format.md "Types"), each standing for a UIKit class.
public enum ScreenNodeType: String, Hashable, Sendable, CaseIterable {
    case view, element, label, button
    case `switch`
    case slider, stepper, segmentedControl, pageControl, progressView, activityIndicator
    case textField, textView, searchField, imageView, tableViewCell, scrollView, navigationBar, tabBar, alert
}

/// One node of a screen file. Common keys are the UIAccessibility attributes; the type-specific
/// keys (`text`, `isOn`, …) are only valid on the types that list them. Nil means "not given":
/// the type's UIKit default applies.
public struct ScreenNode: Hashable, Sendable {
    /// Index of a node in `ScreenDocument.nodes`.
    public typealias ID = Int

    public var type: ScreenNodeType = .view
    public var id: String?
    /// Frame in screen coordinates [x, y, w, h]; nil = the parent's frame.
    public var frame: CGRect?
    public var hidden: Bool?
    public var alpha: Double?
    public var clipsToBounds: Bool?
    public var isAccessibilityElement: Bool?
    public var label: String?
    public var value: String?
    public var hint: String?
    /// Replaces the type's default traits (UIKit Swift names).
    public var traits: [String]?
    /// Drawn by iOS, not the app (the keyboard, the status bar), with everything below it:
    /// VoiceOver reads it, the auditor leaves it out unless asked (`--include-system-ui`).
    public var systemUI: Bool?
    /// Subviews, back to front.
    public var children: [ID] = []
    /// `accessibilityElements`: an explicit order that overrides `children` for accessibility.
    public var elements: [ID]?

    /// The type-specific keys (docs/screen-format.md "Types"), one shared object only when a node sets
    /// one: most nodes of a dump set none, and the keys would double a node's size
    /// (`ScreenNode+TypeSpecificKeys.swift`).
    package var typeSpecific = TypeSpecificKeys()
    /// The keys few nodes set (`accessibilityFrame`, `path`, `language`, …), one shared object only
    /// when a node sets one (`ScreenNode+RareKeys.swift`).
    package var rare = RareKeys()

    public init(type: ScreenNodeType = .view) {
        self.type = type
    }

    /// A tab of a `tabBar` node.
    public struct TabBarItem: Hashable, Sendable {
        public var title: String?
        public var badge: String?
        public var isEnabled: Bool?
        public init(title: String? = nil, badge: String? = nil, isEnabled: Bool? = nil) {
            self.title = title
            self.badge = badge
            self.isEnabled = isEnabled
        }
    }

    /// The accessory of a `tableViewCell` node.
    public enum TableViewCellAccessory: String, Hashable, Sendable, CaseIterable {
        case none, disclosureIndicator, checkmark, detailButton
    }
}
