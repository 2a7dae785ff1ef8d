import EarshotUIKit

/// One laid-out piece of a resolved SwiftUI hierarchy: how it sizes itself (`layout`), its
/// children, and what it means to accessibility. Built fresh on every render; `path` is the
/// view's structural identity, which keeps the hosted UIKit objects (and so VoiceOver's focus)
/// stable across renders.
@MainActor
final class ViewNode {
    var layout: LayoutKind
    var children: [ViewNode]
    var accessibility = AccessibilityProperties()
    /// What the view is to accessibility before any modifier.
    var role: Role
    let path: String
    /// Frame in the hosting view's coordinates, set by layout.
    var frame: CGRect = .zero
    /// `.navigationTitle` set on this view, for the enclosing NavigationStack's bar.
    var navigationTitle: String?
    /// `.navigationBarTitleDisplayMode` set on this view.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    /// `.navigationBarBackButtonHidden`, for the enclosing NavigationStack's bar.
    var hidesBackButton: Bool?
    /// `.navigationDestination(for:)` declared on this view, for the enclosing NavigationStack.
    var navigationDestinations: [NavigationDestination] = []
    /// `.navigationDestination(isPresented:)` while presented: the view to push and how to pop it.
    var presentedDestination: (view: any View, dismiss: () -> Void)?
    /// `.searchable` set on this view, for the enclosing NavigationStack's search bar.
    var searchField: SearchFieldRequest?
    /// `.tabItem`: the resolved label of this view's tab.
    var tabItem: ViewNode?
    /// Already a List row (a Section's header, rows and footer): the List does not wrap it again.
    var isListRow = false
    /// `.tag`, or the enclosing `ForEach`'s id: which value a Picker option or a tab stands for.
    var tag: AnyHashable?
    /// `.id(_:)`: the identity a `scrollTo` finds this view by.
    var explicitID: AnyHashable?
    /// Its layout direction differs from its parent's: its subtree is mirrored after layout.
    var mirrorsLayout = false
    /// `.preferredColorScheme`: the appearance this view asks of its presentation; nil inside
    /// means "the system's".
    var preferredColorScheme: ColorScheme??
    /// `.ignoresSafeArea(edges:)`.
    var ignoredSafeAreaEdges: Edge.Set = []
    /// `.toolbar`: the navigation-bar buttons this view asks for.
    var toolbar: (leading: [BarButton], trailing: [BarButton])?
    /// The placement of a `ToolbarItem`'s content.
    var toolbarPlacement: ToolbarItemPlacement?
    /// A Button's role, for the alert or dialog that shows it as an action.
    var buttonRole: ButtonRole?
    /// Actions a List row offers every element inside it (`.swipeActions`, `onDelete`'s "Delete"),
    /// as VoiceOver's actions rotor offers a table row's.
    var rowActions: [(name: String, handler: () -> Void)] = []
    /// `.listRowInsets`: the insets of the List row made for this view.
    var listRowInsets: EdgeInsets?
    /// A `GridRow`: inside a `Grid` its children are cells in the grid's columns.
    var isGridRow = false
    /// A ScrollView's scroll position, kept across renders by its identity.
    var scrollPosition: ScrollPosition?
    /// A ScrollView's or List's `.refreshable` action, offered as pull to refresh.
    var refresh: RefreshAction?
    /// The sizes this node chose for the proposals it was last offered, latest last
    /// (`Layout.size(of:for:)`). A node lives for one render, in which its layout and children no
    /// longer change, so an answer stays true.
    private var measurements: [(proposal: ProposedSize, size: CGSize)] = []

    /// How many proposals a node remembers: a stack offers each child its ideal proposal and its
    /// share, and placing offers the size chosen.
    private static let rememberedProposals = 4

    init(path: String, layout: LayoutKind, role: Role = .layout, children: [ViewNode] = []) {
        self.path = path
        self.layout = layout
        self.role = role
        self.children = children
    }

    /// The size chosen for `proposal` earlier in this render, if any.
    func measuredSize(for proposal: ProposedSize) -> CGSize? {
        for entry in measurements.reversed() where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Remembers the size chosen for `proposal`, forgetting the oldest past `rememberedProposals`.
    func remember(_ size: CGSize, for proposal: ProposedSize) {
        if measurements.count == Self.rememberedProposals { measurements.removeFirst() }
        measurements.append((proposal, size))
    }

    /// What a view is to accessibility by default.
    enum Role {
        /// Stacks, spacers, padding, frames: no element, children spliced into the parent.
        case layout
        /// A visual leaf that is no element unless an accessibility modifier makes it one (shapes, colours).
        case decoration
        /// An element with these defaults.
        case element(ElementDefaults)
        /// An element whose label is its children's combined (Button, Label content).
        case combining(ElementDefaults)
        /// A ScrollView's viewport, hosted as UIKit's UIScrollView.
        case scrollView
        /// A TabView's bar, hosted as UIKit's UITabBar.
        case tabBar(titles: [String], selected: Int, select: (Int) -> Void)
        /// A UIKit view from a `UIViewRepresentable`, hosted as itself.
        case uiKit(UIView)
        /// A navigation bar (NavigationStack), hosted as UIKit's UINavigationBar.
        case navigationBar(NavigationBarContent)
    }
}

/// A view's own accessibility, before modifiers: label, value, traits and behaviour.
@MainActor
struct ElementDefaults {
    var label: String?
    /// The label is only an image's name: spoken alone, dropped when merged (docs/swiftui.md).
    var labelIsImageName = false
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits = .none
    var activate: (() -> Void)?
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    /// The UIKit control SwiftUI draws this view as (a Toggle's switch), for the auditor.
    var standardControl: UIView.Type?
}

/// How a view sizes itself and places its children (SwiftUI's proposal-based layout, docs/layout.md).
@MainActor
enum LayoutKind {
    /// A leaf with its own size for a proposal (text, image, control).
    case leaf((ProposedSize) -> CGSize)
    /// VStack / HStack.
    case stack(Axis, spacing: CGFloat, alignment: Alignment)
    /// ZStack, and the one-child wrappers of modifiers that do not change layout.
    case overlay(Alignment)
    /// `.padding`: insets around the single child.
    case padding(EdgeInsets)
    /// `.frame(width:height:alignment:)`: fixed dimensions where given.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `.frame(minWidth:…maxHeight:alignment:)`: a size between bounds, following the proposal.
    case flexibleFrame(width: FrameBounds, height: FrameBounds, alignment: Alignment)
    /// `.aspectRatio`: the child offered the largest size of the ratio that fits the proposal
    /// (`fit`) or the smallest that fills it (`fill`); nil is the child's own ratio.
    case aspectRatio(CGFloat?, ContentMode)
    /// `.fixedSize`: the child at its ideal size in the fixed dimensions.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// Spacer: flexible along the stack's axis.
    case spacer(minLength: CGFloat)
    /// `.background` / `.overlay`: the first child sizes the node; the others are proposed its size
    /// and aligned on it.
    case decorated(Alignment)
    /// `.accessibilityRepresentation` / `.accessibilityChildren`: the first child sizes the node;
    /// the others are placed in exactly its frame.
    case represented
    /// ScrollView: the viewport fills the proposal; the single child is laid out at its ideal
    /// length along `axis`, from the viewport's top-leading corner.
    case scroll(Axis)
    /// A List row: the full width offered, at least `minHeight` high, the content leading and
    /// vertically centred inside `insets`.
    case row(minHeight: CGFloat, insets: EdgeInsets)
    /// List, LazyVStack, LazyHStack: rows built only where the enclosing viewport shows them
    /// (docs/swiftui.md, "Lazy containers").
    case lazyStack(LazyStack)
    /// One line of a lazy grid: a child per track, in the tracks' order along `axis`.
    case gridLine(Axis, [GridTrack])
    /// `Grid`: rows of cells in shared columns, each column as wide as its widest cell.
    case grid(horizontalSpacing: CGFloat, verticalSpacing: CGFloat, alignment: Alignment)
    /// `GeometryReader`: fills the proposal; its content is built when placed, from its size.
    case geometry(GeometryReaderBuilder)
    /// `ViewThatFits`: the first child whose ideal size fits the proposal in `axes`, else the last.
    case firstFitting(Axis.Set)
    /// `.containerRelativeFrame`: a frame whose length in `axes` is worked out from the nearest
    /// container's (`Layout.container`); the child aligned in it.
    case containerRelative(Axis.Set, alignment: Alignment, length: (CGFloat, Axis) -> CGFloat)
    /// `.visualEffect`: sized and placed as the single child, whose frames then move by the steps
    /// the effect makes from the placed geometry.
    case visualEffect((GeometryProxy) -> [VisualEffectStep])
    /// `.rotationEffect`, `.scaleEffect`: sized and placed as the single child, whose frames are
    /// then moved as what is drawn moves (Layout+Transform.swift).
    case transform(CGAffineTransform, anchor: UnitPoint)
}

/// A size proposal: nil in a dimension means "your ideal size".
struct ProposedSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?
}

/// A stack's direction.
public enum Axis: Sendable {
    case horizontal, vertical
}
