import Earshot

/// A row of `count` views laid out only with anchors, each one's leading at least the system
/// spacing after the previous one's trailing (preferring exactly that, at a low priority), with a
/// width and a height: the chain a plain Cassowary tableau solves in quadratic time, since each
/// view's row would name every spacing before it (docs/layout.md, "Definitions").
@MainActor
final class ChainedRow {
    let window: UIWindow

    /// With `exactly`, each view's leading is the system spacing after the previous trailing
    /// (an equality chain) instead of at least that.
    init(count: Int, exactly: Bool = false) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        var constraints: [NSLayoutConstraint] = []
        var previous: NSLayoutXAxisAnchor = content.layoutMarginsGuide.leadingAnchor
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
            if exactly {
                constraints.append(view.leadingAnchor.constraint(equalToSystemSpacingAfter: previous, multiplier: 1))
            } else {
                constraints.append(view.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: previous, multiplier: 1))
                let tight = view.leadingAnchor.constraint(equalToSystemSpacingAfter: previous, multiplier: 1)
                tight.priority = .defaultLow
                constraints.append(tight)
            }
            constraints += [
                view.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 40),
                view.heightAnchor.constraint(equalToConstant: 40),
            ]
            previous = view.trailingAnchor
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Builds the row and solves and lays it out from nothing; returned so that the benchmark can
    /// stop measuring before it is freed.
    static func laidOutCold(count: Int, exactly: Bool = false) -> ChainedRow {
        let row = ChainedRow(count: count, exactly: exactly)
        row.window.layoutIfNeeded()
        return row
    }
}
