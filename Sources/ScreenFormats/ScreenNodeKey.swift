/// The keys a node may carry (docs/screen-format.md, "Nodes" and "Types"), in the order files are
/// written: the common keys in the order of the "Nodes" table, then the type-specific keys, then `children` and
/// `elements` last so a node's own attributes stay next to its `type`.
enum ScreenNodeKey: String, CaseIterable, Sendable {
    // Common keys, in the order of the "Nodes" table.
    case type, id, frame, hidden, alpha, clipsToBounds, isAccessibilityElement, label, value, hint
    case traits, addTraits, removeTraits, language, accessibilityFrame, activationPoint, path
    case elementsHidden, viewIsModal, groupsChildren, containerType, customActions, touchArea, systemUI
    // Type-specific keys, in order of first appearance in the "Types" table.
    case text, title, isEnabled, isSelected, isOn, minimum, maximum, current, step, segments, selectedIndex
    case pages, currentPage, progress, isAnimating, placeholder, isSecure, isEditing, detailText, accessory
    case contentSize, contentOffset, isPagingEnabled, backTitle, items, message, actions
    // Subtrees.
    case children, elements

    /// Keys every node type accepts (bar the view-only ones on `element`, see `isAccepted(by:)`).
    static let common: [ScreenNodeKey] = [
        .type, .id, .frame, .hidden, .alpha, .clipsToBounds, .isAccessibilityElement, .label, .value, .hint,
        .traits, .addTraits, .removeTraits, .language, .accessibilityFrame, .activationPoint, .path,
        .elementsHidden, .viewIsModal, .groupsChildren, .containerType, .customActions, .touchArea, .systemUI, .children, .elements,
    ]

    /// Common keys that describe a view and so have no meaning on a UIAccessibilityElement, which
    /// is not a view: it has no subviews, `isHidden`, `alpha` or `clipsToBounds`.
    static let viewOnly: Set<ScreenNodeKey> = [.children, .hidden, .alpha, .clipsToBounds, .touchArea]

    /// Keys in the order the writer emits them for a node of `type`.
    static func writingOrder(for type: ScreenNodeType) -> [ScreenNodeKey] {
        writingOrders[type] ?? []
    }

    private static let writingOrders: [ScreenNodeType: [ScreenNodeKey]] = Dictionary(
        uniqueKeysWithValues: ScreenNodeType.allCases.map { type in
            let specific = type.specificKeys
            let leftovers = allCases.filter { !common.contains($0) && !specific.contains($0) }
            return (type, common.filter { $0 != .children && $0 != .elements } + specific + leftovers + [.children, .elements])
        })

    private static let commonSet = Set(common)

    var isCommon: Bool { Self.commonSet.contains(self) }

    /// Whether a node of `type` may carry this key.
    func isAccepted(by type: ScreenNodeType) -> Bool {
        if isCommon { return !(type == .element && Self.viewOnly.contains(self)) }
        return type.specificKeys.contains(self)
    }

    /// The types that take this key, for "belongs to" messages.
    var acceptingTypes: [ScreenNodeType] {
        ScreenNodeType.allCases.filter { isAccepted(by: $0) }
    }
}

extension ScreenNodeType {
    /// The type-specific keys of docs/screen-format.md's type table, in its order.
    var specificKeys: [ScreenNodeKey] {
        switch self {
        case .view, .element, .imageView: []
        case .label: [.text]
        case .button: [.title, .isEnabled, .isSelected]
        case .switch: [.isOn, .isEnabled]
        case .slider: [.minimum, .maximum, .current, .isEnabled]
        case .stepper: [.minimum, .maximum, .current, .step]
        case .segmentedControl: [.segments, .selectedIndex]
        case .pageControl: [.pages, .currentPage]
        case .progressView: [.progress]
        case .activityIndicator: [.isAnimating]
        case .textField: [.text, .placeholder, .isSecure, .isEditing, .isEnabled]
        case .textView: [.text, .isEditing]
        case .searchField: [.text, .placeholder, .isEditing]
        case .tableViewCell: [.text, .detailText, .isSelected, .accessory]
        case .scrollView: [.contentSize, .contentOffset, .isPagingEnabled]
        case .navigationBar: [.title, .backTitle]
        case .tabBar: [.items, .selectedIndex]
        case .alert: [.title, .message, .actions]
        }
    }

    /// The UIKit class a type stands for, for messages.
    var uiKitName: String {
        switch self {
        case .view: "UIView"
        case .element: "UIAccessibilityElement"
        case .label: "UILabel"
        case .button: "UIButton"
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .pageControl: "UIPageControl"
        case .progressView: "UIProgressView"
        case .activityIndicator: "UIActivityIndicatorView"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .searchField: "UISearchBar's text field"
        case .imageView: "UIImageView"
        case .tableViewCell: "UITableViewCell"
        case .scrollView: "UIScrollView"
        case .navigationBar: "UINavigationBar"
        case .tabBar: "UITabBar"
        case .alert: "UIAlertController"
        }
    }
}
