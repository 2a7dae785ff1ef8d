/// SwiftUI's scroll targets: where a finger's scroll comes to rest — on a view's edge
/// (`.viewAligned`, the views marked by `scrollTargetLayout()`) or on a page (`.paging`). They
/// change how a swipe settles, not what is on screen before it: the modifiers keep their values
/// on the `ModifiedContent` they return, and VoiceOver's three-finger swipe pages the scroll view
/// by its visible length as before [U: whether iOS then aligns the content to a target view is
/// not in the project's sources].
public protocol ScrollTargetBehavior: Sendable {}

/// Scrolling that settles with a target view's leading edge at the viewport's.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Equatable {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable, Equatable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }

    public let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

/// Scrolling that settles on whole pages of the viewport's length.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Equatable {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// `.scrollTargetBehavior`: how the scroll views inside settle.
public struct _ScrollTargetBehaviorModifier<Behavior: ScrollTargetBehavior>: Sendable {
    public var behavior: Behavior
}

/// `.scrollTargetLayout`: the views of this layout are the targets a `.viewAligned` scroll
/// settles on.
public struct _ScrollTargetLayoutModifier: Sendable {
    public var isEnabled: Bool
}

extension _ScrollTargetBehaviorModifier: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ScrollTargetBehaviorModifier has no body") }
}

extension _ScrollTargetLayoutModifier: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ScrollTargetLayoutModifier has no body") }
}

nonisolated extension View {
    public func scrollTargetBehavior<Behavior: ScrollTargetBehavior>(
        _ behavior: Behavior
    ) -> ModifiedContent<Self, _ScrollTargetBehaviorModifier<Behavior>> {
        modifier(_ScrollTargetBehaviorModifier(behavior: behavior))
    }

    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _ScrollTargetLayoutModifier> {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
