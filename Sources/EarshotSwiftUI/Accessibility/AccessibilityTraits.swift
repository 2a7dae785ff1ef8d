import EarshotUIKit

/// SwiftUI's `AccessibilityTraits`: the names SwiftUI gives UIKit's traits.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    init(_ traits: UIAccessibilityTraits) { rawValue = traits.rawValue }

    public static let isButton = Self(UIAccessibilityTraits.button)
    public static let isHeader = Self(UIAccessibilityTraits.header)
    public static let isSelected = Self(UIAccessibilityTraits.selected)
    public static let isLink = Self(UIAccessibilityTraits.link)
    public static let isSearchField = Self(UIAccessibilityTraits.searchField)
    public static let isImage = Self(UIAccessibilityTraits.image)
    public static let playsSound = Self(UIAccessibilityTraits.playsSound)
    public static let isKeyboardKey = Self(UIAccessibilityTraits.keyboardKey)
    public static let isStaticText = Self(UIAccessibilityTraits.staticText)
    public static let isSummaryElement = Self(UIAccessibilityTraits.summaryElement)
    public static let updatesFrequently = Self(UIAccessibilityTraits.updatesFrequently)
    public static let startsMediaSession = Self(UIAccessibilityTraits.startsMediaSession)
    public static let allowsDirectInteraction = Self(UIAccessibilityTraits.allowsDirectInteraction)
    public static let causesPageTurn = Self(UIAccessibilityTraits.causesPageTurn)
    public static let isTabBar = Self(UIAccessibilityTraits.tabBar)
    public static let isToggle = Self(UIAccessibilityTraits.toggleButton)
    /// The element is modal: while it is shown, VoiceOver ignores its siblings that are not
    /// (Apple's documentation of `isModal`). UIKit has no such trait: the hosted view is made
    /// modal (`accessibilityViewIsModal`), so VoiceOver treats it as UIKit's modal views.
    public static let isModal = Self(rawValue: 1 << 63)

    /// The UIKit traits; `isModal` is not one.
    var uiKit: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: rawValue & ~Self.isModal.rawValue) }
}

/// How `.accessibilityElement(children:)` treats the children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// A new element; the children are hidden.
    public static let ignore = Self(kind: .ignore)
    /// One element merging the children's properties.
    public static let combine = Self(kind: .combine)
    /// A container; the children stay separate elements, read together.
    public static let contain = Self(kind: .contain)
}

/// Heading levels for `.accessibilityHeading`.
public enum AccessibilityHeadingLevel: Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// A view's accessibility as its modifiers set it. Nil means "not set": the view's default
/// (`ElementDefaults`) or, for a combined element, its children's.
@MainActor
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var addedTraits: UIAccessibilityTraits = .none
    var removedTraits: UIAccessibilityTraits = .none
    var isHidden = false
    var identifier: String?
    var respondsToUserInteraction: Bool?
    var sortPriority: Double = 0
    var childBehavior: AccessibilityChildBehavior?
    var defaultAction: (() -> Void)?
    /// `.onTapGesture`: VoiceOver's double tap lands on the view and fires it (no `button` trait).
    var tapGesture: (() -> Void)?
    /// `.accessibilityAction(.escape)` / `(.magicTap)`: found from any element inside, as VoiceOver
    /// looks up the responder chain from the focused element.
    var escape: (() -> Void)?
    var magicTap: (() -> Void)?
    /// `.accessibilityFocused`.
    var focus: FocusLink?
    /// `.accessibilityScrollAction`: found from any element inside, as escape is.
    var scroll: ((Edge) -> Void)?
    /// `.accessibilityRotor`: offered on every element inside.
    var rotors: [RotorSpec] = []
    /// `.accessibilityRotorEntry(id:in:)`: the rotor entries this view is the stop of.
    var rotorEntryKeys: [RotorEntryKey] = []
    /// `.accessibilityCustomContent`, in the order given.
    var customContent: [CustomContentEntry] = []
    /// `.accessibilityAdjustableAction`.
    var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    /// `.accessibilityActivationPoint`.
    var activationPoint: ActivationPoint?
    /// `.accessibilityZoomAction`.
    var zoom: ((AccessibilityZoomGestureAction) -> Void)?
    var namedActions: [(name: String, handler: () -> Void)] = []
    var inputLabels: [String]?
    var headingLevel: AccessibilityHeadingLevel?
    var isDisabled = false
    /// Whether any accessibility modifier was applied: makes a decoration (a shape) an element.
    var isModified = false
    /// The `isModal` trait (AccessibilityTraits.isModal).
    var isModal = false
}
