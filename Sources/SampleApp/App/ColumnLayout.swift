import EarshotUIKit

/// Places views one under another in a column, as a stack view would: the sample screens are
/// laid out with plain frames, which is what VoiceOver's reading order is computed from.
@MainActor
struct ColumnLayout {
    /// The left edge of the column.
    var x: CGFloat = 16
    /// Where the next view goes.
    var y: CGFloat = 16
    /// The column's width.
    var width: CGFloat = 358
    /// The gap under each view.
    var spacing: CGFloat = 12

    /// Gives `view` the full width of the column and `height`, adds it to `superview`, and moves
    /// down. Returns the view.
    @discardableResult
    mutating func place<View: UIView>(_ view: View, height: CGFloat, in superview: UIView) -> View {
        view.frame = CGRect(x: x, y: y, width: width, height: height)
        superview.addSubview(view)
        y += height + spacing
        return view
    }
}
