extension UIView {
    /// The nearest superview that is a `View`: the table view a cell is in, the collection view
    /// of a cell.
    /// - Complexity: O(d), d the depth of the view.
    func enclosingView<View: UIView>(of type: View.Type) -> View? {
        var current = superview
        while let view = current {
            if let match = view as? View { return match }
            current = view.superview
        }
        return nil
    }
}
