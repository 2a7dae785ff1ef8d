import AccessibilityTree
import EarshotUIKit

/// `navigation.fragmented-card`: a card read as many separate elements (catalogue idea 2).
///
/// Developing Accessible iOS Apps, chapter 6: semantic views: a timeline cell read as avatar, name, handle, text, and four buttons
/// costs eight swipes per post; grouped into one element with custom actions it costs one. The
/// rule finds containers smaller than 40 % of the screen's height that yield at least
/// `card-fragments` (5) elements, outside lists, tables and landmarks, and reports the outermost
/// one; sibling cards of one class are reported together. Fix: make the card one element (a
/// combined label, custom actions for its buttons). Tools: none (new check).
public struct NavigationFragmentedCard: AuditRule {
    public let id = "navigation.fragmented-card"
    public let defaultSeverity = Severity.info
    public let needsReview = true
    public let summary = "A card-sized container is read as many separate elements."
    public let help = """
        A small container whose parts are all separate elements costs a swipe per part. Combine \
        the card into one element with a composed label, and offer its buttons as custom actions \
        (the semantic cell of Developing Accessible iOS Apps, chapter 6). Threshold: card-fragments.
        """
    public let tags = ["wcag:2.4.1"]

    public init() {}

    /// - Complexity: O(n + c · h), h the depth of nested cards (usually 0 or 1).
    public func check(_ context: AuditContext) -> [Finding] {
        let containers = context.tree.containers
        let counts = context.totalsByContainer { _ in 1 }
        let firsts = context.firstElementByContainer()
        let maximumHeight = context.screenBounds.height * 0.4
        let threshold = max(2, context.thresholds.cardFragments)
        func isCard(_ index: Int) -> Bool {
            let container = containers[index]
            return counts[index] >= threshold && container.frame.height > 0
                && container.frame.height <= maximumHeight
                && ![.list, .dataTable, .landmark].contains(container.containerType)
                && !container.traits.contains(.tabBar)
        }
        // Outermost cards, grouped by parent and class so repeated rows give one finding.
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for index in containers.indices where isCard(index) {
            var ancestor = containers[index].parent
            var nestedInCard = false
            var steps = 0
            while let parent = ancestor, containers.indices.contains(parent), steps <= containers.count {
                if isCard(parent) {
                    nestedInCard = true
                    break
                }
                ancestor = containers[parent].parent
                steps += 1
            }
            guard !nestedInCard else { continue }
            let key = "\(containers[index].parent ?? -1)|\(type(of: containers[index].object))|\(counts[index])"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { key in
            guard let cards = groups[key], let first = cards.first, let head = firsts[first] else { return nil }
            let count = counts[first]
            let many = cards.count > 1 ? "\(cards.count) cards like this one are each" : "This card is"
            return context.finding(
                self, context.tree.elements[head],
                "\(many) read as \(count) separate elements (\(count) swipes); combine each card into one element with custom actions."
            )
        }
    }
}
