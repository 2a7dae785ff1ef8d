import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// docs/voiceover-behaviour.md §1 (Tree walk) rule 5 and §2 (Reading order): which containers keep their children together.
@MainActor
@Suite("Walk: groups and spliced children")
struct GroupingTests {
    enum Kind: String, CaseIterable, Sendable {
        case plain, shouldGroup, tabBarTrait, list, landmark, dataTable
        case semanticGroupBare, semanticGroupWithLabel, semanticGroupWithValue, semanticGroupWithIdentifier
        case semanticGroupWithEmptyLabel

        var isGroup: Bool {
            switch self {
            case .plain, .semanticGroupBare, .semanticGroupWithEmptyLabel: return false
            default: return true
            }
        }

        @MainActor func configure(_ view: UIView) {
            switch self {
            case .plain: break
            case .shouldGroup: view.shouldGroupAccessibilityChildren = true
            case .tabBarTrait: view.accessibilityTraits = .tabBar
            case .list: view.accessibilityContainerType = .list
            case .landmark: view.accessibilityContainerType = .landmark
            case .dataTable: view.accessibilityContainerType = .dataTable
            case .semanticGroupBare: view.accessibilityContainerType = .semanticGroup
            case .semanticGroupWithLabel:
                view.accessibilityContainerType = .semanticGroup
                view.accessibilityLabel = "Group"
            case .semanticGroupWithValue:
                view.accessibilityContainerType = .semanticGroup
                view.accessibilityValue = "3 items"
            case .semanticGroupWithIdentifier:
                view.accessibilityContainerType = .semanticGroup
                view.accessibilityIdentifier = "group"
            case .semanticGroupWithEmptyLabel:
                view.accessibilityContainerType = .semanticGroup
                view.accessibilityLabel = ""
            }
        }
    }

    /// A column "C1" (top) / "C2" (bottom) in a container on the left, and "S" on C1's row to the
    /// right. Grouped: C1, C2 together, then S. Spliced: the rows decide, C1, S, C2.
    @Test(arguments: Kind.allCases)
    func groupKindDecidesWhetherChildrenStayTogether(_ kind: Kind) throws {
        let window = makeWindow()
        let column = container(
            CGRect(x: 0, y: 0, width: 100, height: 400),
            [
                element("C1", x: 0, y: 0), element("C2", x: 0, y: 300),
            ])
        kind.configure(column)
        window.addSubview(column)
        window.addSubview(element("S", x: 200, y: 0))
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == (kind.isGroup ? ["C1", "C2", "S"] : ["C1", "S", "C2"]), "\(kind)")
        let record = try #require(tree.containers.first { $0.object === column })
        #expect(record.isGroup == kind.isGroup)
        #expect(!record.hasExplicitOrder)
    }

    @Test func groupsNestAndSortInside() {
        // The outer group's members are read consecutively; the inner one sorts its own children.
        let window = makeWindow()
        let inner = container(
            CGRect(x: 0, y: 100, width: 100, height: 100),
            [
                element("Inner bottom", x: 0, y: 50), element("Inner top", x: 0, y: 0),
            ])
        inner.shouldGroupAccessibilityChildren = true
        let outer = container(CGRect(x: 0, y: 0, width: 100, height: 400), [element("Outer last", x: 0, y: 300), inner])
        outer.shouldGroupAccessibilityChildren = true
        window.addSubview(outer)
        window.addSubview(element("Right", x: 200, y: 0))
        window.addSubview(element("Right middle", x: 200, y: 150))
        let tree = AccessibilityTree(window: window)
        // Outer's first-read element is "Inner top" (y = 100): after "Right" (y = 0), and the whole
        // outer group is read before "Right middle", which starts a later row.
        #expect(tree.labels == ["Right", "Inner top", "Inner bottom", "Outer last", "Right middle"])
    }

    @Test func containersAreRecordedParentsFirstWithTheirParents() throws {
        let window = makeWindow()
        let list = container(CGRect(x: 0, y: 0, width: 390, height: 200), [element("Row")])
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Results"
        let wrapper = container(CGRect(x: 0, y: 100, width: 390, height: 400), [list])
        window.addSubview(wrapper)
        let tree = AccessibilityTree(window: window)
        #expect(tree.containers.map(\.object) == [window, wrapper, list])
        #expect(tree.containers.map(\.parent) == [nil, 0, 1])
        let row = try #require(tree.node("Row"))
        #expect(row.parentContainer == 2)
        #expect(tree.ancestors(of: row).map(\.object) == [list, wrapper, window])
        let listRecord = tree.containers[2]
        #expect(listRecord.containerType == .list && listRecord.label == "Results" && listRecord.isGroup)
        #expect(listRecord.frame == CGRect(x: 0, y: 100, width: 390, height: 200))
    }
}
