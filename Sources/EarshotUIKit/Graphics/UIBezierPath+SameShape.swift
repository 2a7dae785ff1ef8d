extension UIBezierPath {
    /// Whether `first` and `second` are one shape: both none, the very same path, or the same
    /// commands filled by the same rule. A getter that builds its `accessibilityPath` each time
    /// it is asked (in screen coordinates, from its bounds) answers a new path of the same shape,
    /// where a touch finds what it found.
    /// - Complexity: O(c) in the paths' commands.
    package static func isSameShape(_ first: UIBezierPath?, _ second: UIBezierPath?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        return first === second
            || (first.elements == second.elements && first.usesEvenOddFillRule == second.usesEvenOddFillRule)
    }
}
