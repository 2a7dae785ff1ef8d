import EarshotUIKit

/// What a resolved hierarchy means to accessibility: the elements and containers SwiftUI would
/// expose, with their frames. Layout-only views are gone; their children are spliced into the
/// parent. The walk (AccessibilityTree) orders these once they are hosted.
@MainActor
enum HostedItem {
    case element(HostedElement)
    case container(HostedContainer)
    /// A NavigationStack's bar, hosted as UIKit's `UINavigationBar` so it speaks as UIKit's does.
    case navigationBar(path: String, frame: CGRect, content: NavigationBarContent)
    /// A `UIViewRepresentable`'s UIKit view, read with its own UIKit accessibility.
    case uiKit(view: UIView, frame: CGRect, overrides: AccessibilityProperties)
    /// A ScrollView's viewport, hosted as UIKit's `UIScrollView`, with its content's items and
    /// the refresh it offers.
    case scrollView(path: String, frame: CGRect, contentSize: CGSize, refresh: RefreshAction?, children: [HostedItem])
    /// A TabView's bar, hosted as UIKit's `UITabBar`.
    case tabBar(path: String, frame: CGRect, titles: [String], selected: Int, select: (Int) -> Void)

    var sortPriority: Double {
        switch self {
        case .element(let element): element.sortPriority
        case .container(let container): container.sortPriority
        case .navigationBar, .uiKit, .tabBar, .scrollView: 0
        }
    }
}

/// One accessibility element.
@MainActor
struct HostedElement {
    var path: String
    var frame: CGRect
    var label: String?
    var labelIsImageName = false
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits = .none
    var identifier: String?
    var respondsToUserInteraction: Bool?
    var inputLabels: [String]?
    var sortPriority: Double = 0
    var activate: (() -> Void)?
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var namedActions: [(name: String, handler: () -> Void)] = []
    var escape: (() -> Void)?
    var magicTap: (() -> Void)?
    var scroll: ((Edge) -> Void)?
    var zoom: ((AccessibilityZoomGestureAction) -> Void)?
    var activationPoint: ActivationPoint?
    var focus: FocusLink?
    var customContent: [CustomContentEntry] = []
    /// Custom rotors of this element and the views around it, innermost first.
    var rotors: [RotorSpec] = []
    /// The UIKit control SwiftUI draws this element as, if any.
    var standardControl: UIView.Type?
    /// The `isModal` trait: its hosted view is modal.
    var isModal = false
}

/// A `.contain` group: its children read together.
@MainActor
struct HostedContainer {
    var path: String
    var frame: CGRect
    var label: String?
    var identifier: String?
    var sortPriority: Double = 0
    var children: [HostedItem]
    /// The `isModal` trait: its hosted view is modal.
    var isModal = false
}

extension HostedItem {
    /// The items `node` contributes (spec rules in docs/swiftui.md: roles, `.ignore`, `.combine`,
    /// `.contain`, hidden views).
    /// - Complexity: O(n) in the subtree; recursion depth is the view nesting the code writes.
    static func items(for node: ViewNode) -> [HostedItem] {
        let own = node.accessibility
        let result = ownItems(for: node)
        let handlers = InheritedHandlers(
            escape: own.escape, magicTap: own.magicTap, scroll: own.scroll, rotors: own.rotors, actions: node.rowActions)
        guard !handlers.isEmpty else { return result }
        return result.map { $0.inheriting(handlers) }
    }

    /// The items of `node` before its escape and magic-tap handlers are handed down.
    private static func ownItems(for node: ViewNode) -> [HostedItem] {
        let own = node.accessibility
        if own.isHidden { return [] }
        switch own.childBehavior?.kind {
        case .ignore?:
            var element = HostedElement(path: node.path, frame: node.frame)
            switch node.role {
            case .element(let defaults), .combining(let defaults):
                element.apply(defaults, keepingLabel: node.role.isLeafElement)
            case .layout, .decoration, .navigationBar, .uiKit, .tabBar, .scrollView:
                break
            }
            element.apply(own)
            return [.element(element)]
        case .combine?:
            return [.element(combined(node))]
        case .contain?:
            let container = HostedContainer(
                path: node.path, frame: node.frame, label: own.label, identifier: own.identifier,
                sortPriority: own.sortPriority, children: node.children.flatMap(items), isModal: own.isModal
            )
            return [.container(container)]
        case nil:
            break
        }
        switch node.role {
        case .element(let defaults):
            var element = HostedElement(path: node.path, frame: node.frame)
            element.apply(defaults, keepingLabel: true)
            element.apply(own)
            return [.element(element)]
        case .combining:
            return [.element(combined(node))]
        case .layout:
            guard own.isModified else {
                var children = node.children.flatMap(items)
                // A List row holding one element is exposed with the row's (cell's) frame.
                if case .row = node.layout, children.count == 1 {
                    switch children[0] {
                    case .element(var element):
                        element.frame = node.frame
                        children = [.element(element)]
                    case .uiKit(let view, _, let overrides):
                        children = [.uiKit(view: view, frame: node.frame, overrides: overrides)]
                    default:
                        break
                    }
                }
                return own.sortPriority == 0 && own.identifier == nil ? children : children.map { $0.adopting(own) }
            }
            return [.element(combined(node))]
        case .navigationBar(let content):
            return [.navigationBar(path: node.path, frame: node.frame, content: content)]
        case .uiKit(let view):
            return [.uiKit(view: view, frame: node.frame, overrides: own)]
        case .scrollView:
            let content = node.children.first
            return [
                .scrollView(
                    path: node.path, frame: node.frame, contentSize: content?.frame.size ?? .zero, refresh: node.refresh,
                    children: node.children.flatMap(items))
            ]
        case .tabBar(let titles, let selected, let select):
            return [.tabBar(path: node.path, frame: node.frame, titles: titles, selected: selected, select: select)]
        case .decoration:
            guard own.isModified else { return [] }
            var element = HostedElement(path: node.path, frame: node.frame)
            element.apply(own)
            return [.element(element)]
        }
    }

    /// One element merging the children of `node` (`.combine`, a Button's content): labels,
    /// values and hints joined with ", "; traits united, without `staticText`/`image` once merged.
    /// A child button is not read in the label: it becomes a named action, and the first child
    /// action is also the element's (WWDC24 session 10073, 7:55; docs/swiftui.md). An image's
    /// name, or a button's label, labels the element only when nothing else does (WWDC21 session
    /// 10119, 7:00).
    static func combined(_ node: ViewNode) -> HostedElement {
        var element = HostedElement(path: node.path, frame: node.frame)
        var labels: [String] = []
        var fallbackLabels: [String] = []
        var values: [String] = []
        var hints: [String] = []
        var traits: UIAccessibilityTraits = .none
        for child in node.children.flatMap(items).flatMap(\.elements) {
            let isButton = child.activate != nil && child.traits.contains(.button) && !child.traits.contains(.switchButton)
            if let label = child.label, !label.isEmpty {
                if isButton || child.labelIsImageName { fallbackLabels.append(label) } else { labels.append(label) }
            }
            if let value = child.value, !value.isEmpty { values.append(value) }
            if let hint = child.hint, !hint.isEmpty { hints.append(hint) }
            traits.formUnion(child.traits)
            if let action = child.activate {
                let isFirst = element.activate == nil
                if isFirst { element.activate = action }
                if isButton || !isFirst { element.namedActions.append((child.label ?? "", action)) }
            }
            element.namedActions += child.namedActions
            if element.increment == nil { element.increment = child.increment }
            if element.decrement == nil { element.decrement = child.decrement }
        }
        traits.subtract([.staticText, .image])
        if labels.isEmpty { labels = fallbackLabels }
        element.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        element.value = values.isEmpty ? nil : values.joined(separator: ", ")
        element.hint = hints.isEmpty ? nil : hints.joined(separator: ", ")
        element.traits = traits
        if case .combining(let defaults) = node.role {
            element.apply(defaults, keepingLabel: defaults.label != nil)
        }
        element.apply(node.accessibility)
        return element
    }

    /// The item with the escape, magic-tap and scroll handlers for every element inside that has
    /// none nearer.
    /// - Complexity: O(n) in the item's elements; recursion depth is the `.contain` nesting.
    func inheriting(_ handlers: InheritedHandlers) -> HostedItem {
        switch self {
        case .element(var element):
            element.escape = element.escape ?? handlers.escape
            element.magicTap = element.magicTap ?? handlers.magicTap
            element.scroll = element.scroll ?? handlers.scroll
            element.rotors += handlers.rotors
            element.namedActions += handlers.actions
            return .element(element)
        case .container(var container):
            container.children = container.children.map { $0.inheriting(handlers) }
            return .container(container)
        case .scrollView(let path, let frame, let size, let refresh, let children):
            return .scrollView(
                path: path, frame: frame, contentSize: size, refresh: refresh, children: children.map { $0.inheriting(handlers) })
        case .navigationBar, .uiKit, .tabBar:
            return self
        }
    }

    /// This item's elements, containers opened (for merging).
    var elements: [HostedElement] {
        switch self {
        case .element(let element): [element]
        case .container(let container): container.children.flatMap(\.elements)
        case .navigationBar, .uiKit, .tabBar: []
        case .scrollView(_, _, _, _, let children): children.flatMap(\.elements)
        }
    }

    /// The item with a layout view's identifier and sort priority passed down to it.
    func adopting(_ own: AccessibilityProperties) -> HostedItem {
        switch self {
        case .element(var element):
            if own.sortPriority != 0 { element.sortPriority = own.sortPriority }
            element.identifier = element.identifier ?? own.identifier
            return .element(element)
        case .container(var container):
            if own.sortPriority != 0 { container.sortPriority = own.sortPriority }
            container.identifier = container.identifier ?? own.identifier
            return .container(container)
        case .navigationBar, .uiKit, .tabBar, .scrollView:
            return self
        }
    }
}

/// Handlers VoiceOver finds by looking up from the focused element: a view's apply to the
/// elements inside it.
@MainActor
struct InheritedHandlers {
    var escape: (() -> Void)?
    var magicTap: (() -> Void)?
    var scroll: ((Edge) -> Void)?
    var rotors: [RotorSpec] = []
    /// A List row's actions.
    var actions: [(name: String, handler: () -> Void)] = []

    var isEmpty: Bool { escape == nil && magicTap == nil && scroll == nil && rotors.isEmpty && actions.isEmpty }
}

extension ViewNode.Role {
    /// Whether the view is an element by itself (Text, Image, Toggle) rather than by its content.
    var isLeafElement: Bool {
        if case .element = self { return true }
        return false
    }
}

extension HostedElement {
    /// Takes a view's defaults; a combining view's label comes from its children, so only leaf
    /// defaults bring one.
    mutating func apply(_ defaults: ElementDefaults, keepingLabel: Bool) {
        if keepingLabel, let own = defaults.label {
            label = own
            labelIsImageName = defaults.labelIsImageName
        }
        value = defaults.value ?? value
        hint = defaults.hint ?? hint
        traits.formUnion(defaults.traits)
        activate = defaults.activate ?? activate
        increment = defaults.increment ?? increment
        decrement = defaults.decrement ?? decrement
        standardControl = defaults.standardControl ?? standardControl
        // A dimmed control has no activation; actions of controls inside it that are not
        // dimmed stay (a link outside a navigation stack keeps the button in its label as an
        // action: rjchatfield/AX, testNavigationLink).
        if defaults.traits.contains(.notEnabled) { activate = nil }
    }

    /// Takes what the modifiers set: explicit label, value, hint and traits win.
    mutating func apply(_ own: AccessibilityProperties) {
        if let explicit = own.label {
            label = explicit
            labelIsImageName = false
        }
        if !traits.contains(.switchButton) {
            // A switch's value is its state; a custom value is ignored, as UIKit does for UISwitch.
            value = own.value ?? value
        }
        hint = own.hint ?? hint
        traits.formUnion(own.addedTraits)
        traits.subtract(own.removedTraits)
        identifier = own.identifier ?? identifier
        respondsToUserInteraction = own.respondsToUserInteraction ?? respondsToUserInteraction
        inputLabels = own.inputLabels ?? inputLabels
        sortPriority = own.sortPriority
        if let action = own.defaultAction ?? own.tapGesture, !traits.contains(.notEnabled) { activate = action }
        namedActions += own.namedActions
        focus = own.focus ?? focus
        customContent += own.customContent
        zoom = own.zoom ?? zoom
        activationPoint = own.activationPoint ?? activationPoint
        isModal = isModal || own.isModal
        if let adjust = own.adjust, !traits.contains(.notEnabled) {
            increment = { adjust(.increment) }
            decrement = { adjust(.decrement) }
        }
    }
}
