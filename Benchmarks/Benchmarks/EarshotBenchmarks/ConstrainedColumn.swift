import Earshot

/// A column of `count` labels laid out only with anchors (each below the previous one,
/// between the margins), as a long hand-built form is: a cold solve, then one constant changed.
@MainActor
final class ConstrainedColumn {
    let window: UIWindow
    let firstTop: NSLayoutConstraint
    private var shifted = false

    /// With `heldBetweenMargins`, each label's trailing edge is on the margin, so its frame does
    /// not follow its text; otherwise the label is as wide as its text, up to the margin.
    init(count: Int, heldBetweenMargins: Bool = false) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        var constraints: [NSLayoutConstraint] = []
        var previous: NSLayoutYAxisAnchor = content.layoutMarginsGuide.topAnchor
        var first: NSLayoutConstraint?
        for index in 0..<count {
            let label = UILabel()
            label.text = "Row \(index)"
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            let top = label.topAnchor.constraint(equalTo: previous, constant: 8)
            if first == nil { first = top }
            constraints += [
                top,
                label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                heldBetweenMargins
                    ? label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor)
                    : label.trailingAnchor.constraint(lessThanOrEqualTo: content.layoutMarginsGuide.trailingAnchor),
            ]
            previous = label.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
        firstTop = first!
    }

    /// Builds the column and solves and lays it out from nothing (the first pass of a new screen).
    /// It is returned so that the benchmark can stop measuring before it is freed.
    static func laidOutCold(count: Int) -> ConstrainedColumn {
        let column = ConstrainedColumn(count: count)
        column.window.layoutIfNeeded()
        return column
    }

    /// A layout pass with nothing changed since the last one settled: UIKit's order finds nothing
    /// to solve (docs/layout.md, "Passes nothing changed").
    func layOutAgain() -> CGFloat {
        window.layoutIfNeeded()
        return window.subviews[0].subviews.last?.frame.maxY ?? 0
    }

    /// Moves the whole column by changing the first row's constant, and lays it out again.
    func changeOneConstant() -> CGFloat {
        shifted.toggle()
        firstTop.constant = shifted ? 20 : 8
        window.layoutIfNeeded()
        return window.subviews[0].subviews.last?.frame.maxY ?? 0
    }

    /// Changes the first row's text (its width), and lays the column out again.
    func changeOneText() -> CGFloat {
        shifted.toggle()
        let first = window.subviews[0].subviews[0] as? UILabel
        first?.text = shifted ? "Row 0, renamed" : "Row 0"
        window.layoutIfNeeded()
        return first?.frame.width ?? 0
    }
}
