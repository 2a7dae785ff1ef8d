import AccessibilityTree

/// `navigation.swipe-cost`: actions that take too many swipes to reach (catalogue idea 2).
///
/// A VoiceOver user reaches an element by swiping from the top, by jumping to the end (four-finger
/// tap) and swiping back, or by moving through headings with the rotor and swiping from the
/// nearest heading above it. The cheapest of these is the element's cost; actionable elements
/// costing more than `max-swipes` (30) are reported once for the screen, naming the first.
/// Fix: add headings before sections, group fragments, move primary actions up.
/// Tools: none (new check).
public struct NavigationSwipeCost: AuditRule {
    public let id = "navigation.swipe-cost"
    public let defaultSeverity = Severity.info
    public let summary = "Actionable elements cost more swipes to reach than the budget."
    public let help = """
        Cost = the fewest moves to reach an element: swipes from the top, a four-finger tap to the \
        end and swipes back, or rotor moves through headings plus swipes. Add headings, group \
        fragments into single elements, or move primary actions earlier. Budget: max-swipes.
        """
    public let tags = ["wcag:2.4.1"]

    public init() {}

    /// - Complexity: O(n).
    public func check(_ context: AuditContext) -> [Finding] {
        let costs = Self.costs(context.tree)
        let budget = context.thresholds.maxSwipes
        let expensive = context.elements { context.isActionable($0) && costs[$0.index] > budget }
        guard let first = expensive.first else { return [] }
        return [
            context.finding(
                self, first,
                "\(expensive.count) actionable element\(expensive.count == 1 ? "" : "s") cost more than \(budget) swipes to reach; this one costs \(costs[first.index]). Add headings before sections or group fragments."
            )
        ]
    }

    /// The fewest moves to reach each element, in reading order.
    @MainActor
    static func costs(_ tree: AccessibilityTree) -> [Int] {
        let count = tree.elements.count
        var costs: [Int] = []
        costs.reserveCapacity(count)
        var headingsSoFar = 0
        var lastHeading: Int?
        for node in tree.elements {
            if node.traits.contains(.header) {
                headingsSoFar += 1
                lastHeading = node.index
            }
            var cost = min(node.index, 1 + (count - 1 - node.index))
            if let heading = lastHeading {
                // One rotor turn to Headings, one swipe down per heading, then swipes from the heading.
                cost = min(cost, 1 + headingsSoFar + (node.index - heading))
            }
            costs.append(cost)
        }
        return costs
    }
}
