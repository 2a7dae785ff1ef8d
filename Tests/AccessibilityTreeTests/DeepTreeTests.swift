import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// The walk must handle inputs of any depth without recursion, and stay O(n log n).
@MainActor
@Suite("Walk: very deep and very wide screens", .tags(.stress), .enabled(if: stressTestsEnabled))
struct DeepTreeTests {
    static let depth = 100_000

    @Test func aChainOfOneHundredThousandViews() throws {
        let window = makeWindow()
        var parent: UIView = window
        for _ in 0..<Self.depth {
            let view = UIView(frame: CGRect(x: 0.001, y: 0.002, width: 10, height: 10))
            parent.addSubview(view)
            parent = view
        }
        let deepest = parent
        deepest.isAccessibilityElement = true
        deepest.accessibilityLabel = "Bottom"

        let tree = AccessibilityTree(window: window)
        let node = try #require(tree.elements.first)
        #expect(tree.elements.count == 1 && node.label == "Bottom")
        #expect(abs(node.frame.minX - 100) < 0.01 && abs(node.frame.minY - 200) < 0.01)
        // The window and every wrapper but the element are containers, parents first.
        #expect(tree.containers.count == Self.depth)
        #expect(tree.containers.first?.object === window)
        #expect(tree.containers.enumerated().allSatisfy { $0.element.parent == ($0.offset == 0 ? nil : $0.offset - 1) })
        #expect(tree.ancestors(of: node).count == Self.depth)
        #expect(tree.problems.isEmpty)
        // Leaving scope releases the tree and the window; UIView.deinit takes the chain apart
        // iteratively, so this must not overflow the stack.
    }

    @Test func aChainOfOneHundredThousandNestedGroupsEndingInACycle() throws {
        // Each group lists an element and the next group; the last lists the first again.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var groups: [UIAccessibilityElement] = []
        groups.reserveCapacity(Self.depth)
        for index in 0..<Self.depth {
            let group = UIAccessibilityElement(accessibilityContainer: host)
            group.isAccessibilityElement = false
            group.shouldGroupAccessibilityChildren = true
            let leaf = accessibilityElement("\(index)", in: group, frame: CGRect(x: 0, y: CGFloat(Self.depth - index), width: 1, height: 1))
            group.accessibilityElements = [leaf]
            groups.append(group)
        }
        for index in 0..<(Self.depth - 1) {
            groups[index].accessibilityElements?.append(groups[index + 1])
        }
        groups[Self.depth - 1].accessibilityElements?.append(groups[0])
        host.accessibilityElements = [groups[0]]

        let tree = AccessibilityTree(root: host)
        // Explicit order all the way down, although the frames climb upwards.
        #expect(tree.elements.count == Self.depth)
        #expect(tree.elements.first?.label == "0" && tree.elements.last?.label == "\(Self.depth - 1)")
        #expect(tree.problems.map(\.kind) == [.cycle])
        #expect(tree.problems.first?.object === groups[0])

        // Break the chain before release: elements hold their `accessibilityElements` strongly,
        // and releasing a 100,000-long chain of plain objects would recurse.
        for group in groups { group.accessibilityElements = nil }
    }

    @Test func aWideScreenOfTenThousandElementsIsReadInOrder() {
        // 10,000 elements in reverse subview order, one per row: the sort must reverse them all.
        let count = 10_000
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(count) * 10))
        for index in (0..<count).reversed() {
            root.addSubview(element("\(index)", x: 0, y: CGFloat(index) * 10))
        }
        let tree = AccessibilityTree(root: root)
        #expect(tree.labels == (0..<count).map(String.init))
    }
}
