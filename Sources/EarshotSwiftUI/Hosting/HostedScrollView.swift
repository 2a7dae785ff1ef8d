import EarshotUIKit

/// The UIKit scroll view of a SwiftUI `ScrollView` or `List`: it keeps its position in the view's
/// `ScrollPosition`, and when a lazy container inside must show other rows (VoiceOver moved below
/// the fold, a three-finger swipe paged) it renders the hierarchy again.
@MainActor
final class HostedScrollView: UIScrollView {
    weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }
    var position: ScrollPosition? { didSet { UIKitChanges.note() } }
    /// The host is setting the position it laid out: nothing to render.
    var isHosting = false { didSet { UIKitChanges.note() } }

    override var contentOffset: CGPoint {
        didSet {
            guard contentOffset != oldValue, let position else { return }
            position.offset = contentOffset
            if !isHosting, position.rendersOnScroll { graph?.invalidate() }
        }
    }
}
