/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
/// An active constraint belongs to its items' closest common ancestor, as in UIKit, and is solved
/// by the hierarchy's `AutoLayoutEngine` on the next layout pass; changing `constant` or
/// `priority` re-solves incrementally (one constraint out, one in).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes a constraint relates (UIKit's raw values). The margin attributes stand for
    /// the item's `layoutMarginsGuide`.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare (UIKit's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The axis a priority or a stack view works along (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The first item (a view or a layout guide); held weakly, as UIKit does.
    public private(set) weak var firstItem: AnyObject? { didSet { UIKitChanges.note() } }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, nil for a constant size.
    public private(set) weak var secondItem: AnyObject? { didSet { UIKitChanges.note() } }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The offset; changing it re-solves the layout on the next pass.
    open var constant: CGFloat {
        didSet {
            // The app's own constant replaces a system spacing.
            systemSpacingMultiplier = nil
            guard constant != oldValue else { return }
            let before = UIKitChanges.generation
            UIKitChanges.note()
            guard let owner else { return }
            owner.setNeedsLayout()
            // The engine can then apply the change alone (AutoLayoutEngine.applyChangedInputs).
            owner.hierarchyRoot.autoLayoutStorage?.engine?.constantChanged(self, notes: UIKitChanges.generation &- before)
        }
    }
    /// How strongly it holds (1 to 1000). As in UIKit, an active constraint cannot move between
    /// required and optional: the change is refused with a log.
    open var priority: UILayoutPriority = .required {
        didSet {
            UIKitChanges.note()
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(max(priority.rawValue.isFinite ? priority.rawValue : 1000, 1), 1000))
            if clamped != priority {
                priority = clamped
                return
            }
            if owner != nil, (priority == .required) != (oldValue == .required) {
                AutoLayoutLog.write(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue)."
                )
                priority = oldValue
                return
            }
            owner?.setNeedsLayout()
        }
    }
    /// A name shown in UIKit's conflict logs.
    open var identifier: String? { didSet { UIKitChanges.note() } }
    /// Whether the constraint takes part in layout. Activating adds it to the closest common
    /// ancestor of its items; items with none (views in different windows) are refused with
    /// UIKit's message and the constraint stays inactive.
    open var isActive: Bool {
        get { owner != nil }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// For a system spacing constraint (`constraint(equalToSystemSpacingAfter:multiplier:)`),
    /// the number of system spacings its constant is, measured at every layout pass.
    package var systemSpacingMultiplier: CGFloat? { didSet { if systemSpacingMultiplier != oldValue { UIKitChanges.note() } } }

    /// The view it was added to (the items' closest common ancestor).
    package weak var owner: UIView? { didSet { UIKitChanges.note() } }

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates every constraint in `constraints` (UIKit's preferred way to install them).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard owner == nil else { return }
        if let problem = pairingProblem {
            AutoLayoutLog.write("Invalid pairing of layout attributes for \(logDescription): \(problem)")
            return
        }
        guard let view = Self.view(of: firstItem) else {
            AutoLayoutLog.write(
                "Unable to activate constraint \(logDescription): its first item is not a view or a layout guide in a view.")
            return
        }
        var ancestor: UIView? = view
        if secondItem != nil {
            ancestor = Self.view(of: secondItem).flatMap { view.closestCommonAncestor(with: $0) }
        }
        guard let ancestor else {
            AutoLayoutLog.write(
                "Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and \(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
            return
        }
        ancestor.addConstraint(self)
    }

    private func deactivate() {
        owner?.removeConstraint(self)
    }

    /// Why UIKit would refuse this pair of attributes, or nil.
    private var pairingProblem: String? {
        let first = firstAttribute.kind
        let second = secondAttribute.kind
        if first == .none { return "the first attribute cannot be notAnAttribute" }
        if secondItem == nil {
            if first != .size {
                return
                    "a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant"
            }
            return nil
        }
        if second == .none { return "the second attribute cannot be notAnAttribute when there is a second item" }
        if first != second { return "a constraint cannot be made between \(first) and \(second) attributes" }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(firstAttribute) && absolute.contains(secondAttribute))
            || (absolute.contains(firstAttribute) && directional.contains(secondAttribute))
        {
            return
                "a constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    /// The view an item is or belongs to (a layout guide's owning view).
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The constraint as UIKit's logs show it, without memory addresses so logs are deterministic:
    /// `<NSLayoutConstraint 'name' UILabel.leading == UIView.leading + 16   (active)>`.
    package var logDescription: String {
        let relationText =
            switch relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        var text = "\(Self.itemName(firstItem)).\(firstAttribute) \(relationText) "
        if secondItem != nil {
            text += "\(Self.itemName(secondItem)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(Self.number(multiplier))" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        let name = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(name)\(text)   (\(isActive ? "active" : "inactive"))>"
    }

    private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "<NSLayoutAnchor \"\(Self.itemName(item)).\(attribute)\">"
    }

    /// A view's class, with its accessibility label or identifier when it has one, so a log
    /// names the view a reader knows.
    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return "UILayoutGuide'\(guide.identifier)'"
        }
        let type = String(describing: Swift.type(of: item))
        if let view = item as? UIView, let name = view.accessibilityIdentifier ?? view.accessibilityLabel, !name.isEmpty {
            return "\(type)'\(name.visibleControlCharacters)'"
        }
        return type
    }

    static func number(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension NSLayoutConstraint.Attribute {
    enum Kind: Equatable { case none, horizontal, vertical, size }

    /// Which axis the attribute positions on, or whether it is a size: UIKit pairs only the same kind.
    var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .width, .height: .size
        case .notAnAttribute: .none
        }
    }
}
