import EarshotUIKit

nonisolated extension View {
    /// SwiftUI's first spelling of the navigation bar's buttons (deprecated on iOS for
    /// `toolbar(content:)`): the same bar button items as `ToolbarItem`s at the leading and
    /// trailing placements.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// The leading buttons only.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// The trailing buttons only.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the bar's back button while this view is the top one, as UIKit's
    /// `UINavigationItem.hidesBackButton` does: VoiceOver no longer finds it. Its Escape gesture
    /// still goes back, as it does in a UIKit navigation controller whatever the bar shows.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            nodes.forEach { $0.hidesBackButton = hidesBackButton }
            return nodes
        }
    }
}
