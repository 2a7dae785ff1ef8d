/// Each view's and guide's four variables, and its attributes (edges, centres, margins,
/// baselines) as linear expressions of them.
extension AutoLayoutEngine {
    /// The first of the item's four variables (minX, minY, width, height).
    func base(of item: AnyObject) -> Int {
        let id = ObjectIdentifier(item)
        if let index = items.index(forKey: id) {
            if items.values[index].generation != generation {
                items.values[index].generation = generation
                // The identifier may be a dead object's, now another's.
                let base = items.values[index].base
                if itemObjects[base]?.object !== item { itemObjects[base] = WeakObject(object: item) }
            }
            return items.values[index].base
        }
        let base = nextBase
        nextBase += 4
        items[id] = Item(base: base, generation: generation)
        itemObjects[base] = WeakObject(object: item)
        return base
    }

    func direction(of view: UIView?) -> UIUserInterfaceLayoutDirection {
        guard let view else { return applicationDirection }
        return UIView.layoutDirection(for: view.semanticContentAttribute, application: applicationDirection)
    }

    /// `attribute` of `item` as an expression, or nil when the item is not laid out in this pass.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Expression? {
        let view = item as? UIView
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, viewsInPass.contains(ObjectIdentifier(owner)) else { return nil }
            pinGuideIfNeeded(guide, of: owner)
        } else if let view {
            guard viewsInPass.contains(ObjectIdentifier(view)) else { return nil }
        } else {
            return nil
        }
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            guard let view else { return nil }
            let base: NSLayoutConstraint.Attribute =
                switch attribute {
                case .leftMargin: .left
                case .rightMargin: .right
                case .topMargin: .top
                case .bottomMargin: .bottom
                case .leadingMargin: .leading
                case .trailingMargin: .trailing
                case .centerXWithinMargins: .centerX
                default: .centerY
                }
            return expression(view.layoutMarginsGuide, base)
        case .firstBaseline, .lastBaseline:
            guard let view else { return expression(item, .bottom) }
            return baseline(of: view, first: attribute == .firstBaseline)
        default:
            break
        }
        let b = base(of: item)
        let rightToLeft = direction(of: view ?? (item as? UILayoutGuide)?.owningView) == .rightToLeft
        switch attribute {
        case .left: return Expression(terms: [(b, 1)])
        case .right: return Expression(terms: [(b, 1), (b + 2, 1)])
        case .leading: return rightToLeft ? Expression(terms: [(b, 1), (b + 2, 1)]) : Expression(terms: [(b, 1)])
        case .trailing: return rightToLeft ? Expression(terms: [(b, 1)]) : Expression(terms: [(b, 1), (b + 2, 1)])
        case .centerX: return Expression(terms: [(b, 1), (b + 2, 0.5)])
        case .top: return Expression(terms: [(b + 1, 1)])
        case .bottom: return Expression(terms: [(b + 1, 1), (b + 3, 1)])
        case .centerY: return Expression(terms: [(b + 1, 1), (b + 3, 0.5)])
        case .width: return Expression(terms: [(b + 2, 1)])
        case .height: return Expression(terms: [(b + 3, 1)])
        default: return nil
        }
    }

    /// A view's first or last baseline: the text baseline of the view it delegates to
    /// (`viewForFirstBaselineLayout`, followed at most 16 steps), else that view's bottom edge.
    private func baseline(of view: UIView, first: Bool) -> Expression? {
        var target = view
        for _ in 0..<16 {
            let next = first ? target.viewForFirstBaselineLayout : target.viewForLastBaselineLayout
            if next === target || !viewsInPass.contains(ObjectIdentifier(next)) { break }
            target = next
        }
        let b = base(of: target)
        guard let offsets = target.textBaselineOffsets else { return Expression(terms: [(b + 1, 1), (b + 3, 1)]) }
        return first
            ? Expression(terms: [(b + 1, 1)], constant: Double(offsets.first))
            : Expression(terms: [(b + 1, 1), (b + 3, 1)], constant: -Double(offsets.last))
    }
}
