import EarshotUIKit

/// How a scrollable view bounces when its content is not larger than it (Apple's documentation
/// of `ScrollBounceBehavior`): visual, kept on the hosting scroll view as UIKit's
/// `alwaysBounceVertical` / `alwaysBounceHorizontal`, which is what SwiftUI sets on iOS.
public struct ScrollBounceBehavior: Sendable, Hashable {
    enum Kind: Hashable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The platform's behaviour: an iPhone's scroll view bounces along its axis always.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Always bounces, whatever the content's size.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

/// The bounce behaviours the scroll views inside take, per axis.
struct ScrollBounce: Sendable, Hashable {
    var vertical = ScrollBounceBehavior.automatic
    var horizontal = ScrollBounceBehavior.automatic

    /// UIKit's `alwaysBounceVertical` and `alwaysBounceHorizontal` for a scroll view along `axis`.
    func alwaysBounces(scrollingAlong axis: Axis) -> (vertical: Bool, horizontal: Bool) {
        (Self.bounces(vertical, along: axis == .vertical), Self.bounces(horizontal, along: axis == .horizontal))
    }

    private static func bounces(_ behavior: ScrollBounceBehavior, along scrolls: Bool) -> Bool {
        switch behavior.kind {
        case .automatic: scrolls
        case .always: true
        case .basedOnSize: false
        }
    }
}

nonisolated extension View {
    /// Sets how the scroll views inside bounce along `axes` (Apple's documentation of
    /// `scrollBounceBehavior(_:axes:)`; vertical unless given).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environmentModifier {
            if axes.contains(.vertical) { $0.lists.scrollBounce.vertical = behavior }
            if axes.contains(.horizontal) { $0.lists.scrollBounce.horizontal = behavior }
        }
    }
}
