/// One linear relation between two items' attributes, as the engine solves it: an app's
/// `NSLayoutConstraint`, or one UIKit generates for a view (a stack view's arrangement, named as
/// UIKit names them in its logs: "UISV-spacing", "UISV-alignment", …).
@MainActor
struct AutoLayoutRelation {
    var first: AnyObject
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: AnyObject?
    var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required
    var name: String

    init(
        _ name: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        self.name = name
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
