import EarshotUIKit
import Testing

/// `NSDiffableDataSourceSectionSnapshot` as Apple's documentation describes it: items with
/// children, visible while every parent above them is expanded; deleting a parent deletes its
/// children; `snapshot(of:includingParent:)` takes a part of the outline.
@Suite("NSDiffableDataSourceSectionSnapshot")
struct SectionSnapshotTests {
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        outline.append(["A2a"], to: "A2")
        outline.append(["B1"], to: "B")
        return outline
    }

    /// Depth-first order for `items`; only expanded parents' children in `visibleItems`.
    @Test(arguments: [
        ([String](), ["A", "B"]),
        (["A"], ["A", "A1", "A2", "B"]),
        (["A2"], ["A", "B"]),
        (["A", "A2"], ["A", "A1", "A2", "A2a", "B"]),
        (["A", "A2", "B"], ["A", "A1", "A2", "A2a", "B", "B1"]),
    ])
    func visibleItemsFollowExpansion(expanded: [String], visible: [String]) {
        var outline = outline()
        outline.expand(expanded)
        #expect(outline.items == ["A", "A1", "A2", "A2a", "B", "B1"])
        #expect(outline.visibleItems == visible)
        #expect(outline.rootItems == ["A", "B"])
        #expect(outline.isVisible("A2a") == visible.contains("A2a"))
    }

    @Test func levelsParentsAndInsertion() {
        var outline = outline()
        #expect(outline.level(of: "A2a") == 2)
        #expect(outline.parent(of: "A2a") == "A2")
        #expect(outline.parent(of: "A") == nil)
        outline.insert(["A0"], before: "A1")
        outline.insert(["C"], after: "B")
        #expect(outline.items == ["A", "A0", "A1", "A2", "A2a", "B", "B1", "C"])
        #expect(outline.index(of: "B") == 5)
        outline.append(["A"], to: "B")
        #expect(outline.items.count == 8)
    }

    @Test func deletingAParentDeletesItsChildren() {
        var outline = outline()
        outline.expand(["A2"])
        outline.delete(["A2"])
        #expect(outline.items == ["A", "A1", "B", "B1"])
        #expect(!outline.contains("A2a"))
        #expect(!outline.isExpanded("A2"))
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test func aPartOfTheOutlineKeepsItsExpansion() {
        var outline = outline()
        outline.expand(["A2"])
        let part = outline.snapshot(of: "A")
        #expect(part.rootItems == ["A1", "A2"])
        #expect(part.visibleItems == ["A1", "A2", "A2a"])
        let withParent = outline.snapshot(of: "A", includingParent: true)
        #expect(withParent.rootItems == ["A"])
        #expect(withParent.items == ["A", "A1", "A2", "A2a"])
    }

    /// Bad input: a nesting 100,000 deep is walked without recursion.
    @Test func aDeepOutlineIsWalkedWithoutRecursion() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<100_000 { outline.append([level], to: level - 1) }
        outline.expand(Array(0..<100_000))
        #expect(outline.visibleItems.count == 100_000)
        #expect(outline.level(of: 99_999) == 99_999)
        outline.delete([0])
        #expect(outline.items.isEmpty)
    }
}
