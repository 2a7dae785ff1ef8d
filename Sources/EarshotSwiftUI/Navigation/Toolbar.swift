import EarshotUIKit

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`). On iPhone every placement Earshot
/// draws is in the navigation bar: cancellation and leading placements on the left, the others on
/// the right; `.keyboard` is the bar above the keyboard, shown while a text field is edited.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let isLeading: Bool
    var isKeyboard = false
    public static let automatic = Self(isLeading: false)
    public static let primaryAction = Self(isLeading: false)
    public static let confirmationAction = Self(isLeading: false)
    public static let destructiveAction = Self(isLeading: false)
    public static let cancellationAction = Self(isLeading: true)
    public static let navigationBarLeading = Self(isLeading: true)
    public static let navigationBarTrailing = Self(isLeading: false)
    public static let topBarLeading = Self(isLeading: true)
    public static let topBarTrailing = Self(isLeading: false)
    /// The bar above the on-screen keyboard (`KeyboardToolbar`).
    public static let keyboard = Self(isLeading: false, isKeyboard: true)
}

/// SwiftUI's `ToolbarItem`: one item of `.toolbar`, at a placement.
public struct ToolbarItem<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItem has no body") }
}

/// SwiftUI's `ToolbarItemGroup`: several items at one placement.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItemGroup has no body") }
}

extension ToolbarItem: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, id: "item")
        nodes.forEach { $0.toolbarPlacement = placement }
        return nodes
    }
}

extension ToolbarItemGroup: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, id: "group")
        nodes.forEach { $0.toolbarPlacement = placement }
        return nodes
    }
}

/// A button in the navigation bar: UIKit's `UIBarButtonItem`, so it speaks as UIKit's does.
@MainActor
struct BarButton {
    let title: String
    let isEnabled: Bool
    let action: (() -> Void)?
}

/// What a navigation bar shows: the title of every level (the last is the top one's) and the top
/// level's toolbar buttons.
@MainActor
struct NavigationBarContent {
    var titles: [String]
    /// The top level's title is large (`navigationBarTitleDisplayMode`), as UIKit's bar
    /// `prefersLargeTitles`.
    var prefersLargeTitles = false
    /// The top level hides the back button (`navigationBarBackButtonHidden`).
    var hidesBackButton = false
    var leading: [BarButton] = []
    var trailing: [BarButton] = []
    var pop: () -> Void
}

nonisolated extension View {
    /// Items for the navigation bar of the enclosing NavigationStack: `ToolbarItem`s at their
    /// placements, or buttons directly (trailing). Each button is a bar button item ("Edit, Button").
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return ModifiedView(content: self, environment: nil) { nodes, context in
            var leading: [BarButton] = []
            var trailing: [BarButton] = []
            var keyboard: [ViewNode] = []
            for node in context.resolve(items, id: "toolbar") {
                if node.toolbarPlacement?.isKeyboard == true {
                    keyboard.append(node)
                    continue
                }
                let buttons = HostedItem.items(for: node).flatMap(\.elements).compactMap { element -> BarButton? in
                    guard element.traits.contains(.button) || element.traits.contains(.link) else {
                        SwiftUIWarnings.log("toolbar: only buttons are shown in the navigation bar; \"\(element.label ?? "")\" is not.")
                        return nil
                    }
                    return BarButton(title: element.label ?? "", isEnabled: !element.traits.contains(.notEnabled), action: element.activate)
                }
                if node.toolbarPlacement?.isLeading == true { leading += buttons } else { trailing += buttons }
            }
            // Items only for the keyboard ask nothing of the navigation bar.
            if !(keyboard.count > 0 && leading.isEmpty && trailing.isEmpty) { nodes.forEach { $0.toolbar = (leading, trailing) } }
            context.graph.keyboardToolbarItems += keyboard
            return nodes
        }
    }
}
