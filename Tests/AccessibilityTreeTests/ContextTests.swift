import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// A view that numbers its children the way a segmented control, tab bar or picker does.
@MainActor
final class PositionProvidingView: UIView, AccessibilityPositionContextProviding {
    var accessibilityPositionContext: AccessibilityPositionContext
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(_ context: AccessibilityPositionContext, frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 50)) {
        accessibilityPositionContext = context
        super.init(frame: frame)
    }
}

/// A picker wheel: one adjustable element that numbers itself.
@MainActor
final class PickerWheel: UIView, AccessibilityPositionContextProviding {
    var selectedRow: Int
    var rowCount: Int
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(selectedRow: Int, rowCount: Int) {
        self.selectedRow = selectedRow
        self.rowCount = rowCount
        super.init(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
    var accessibilityPositionContext: AccessibilityPositionContext {
        .pickerRows(selectedRow: selectedRow, count: rowCount)
    }
}

/// docs/voiceover-behaviour.md §3 (Context): position words from the nearest provider.
@MainActor
@Suite("Context words")
struct ContextTests {
    /// Three elements in a row inside `provider`, read in `direction`.
    func threeInARow(
        in provider: UIView, direction: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AccessibilityTree {
        for (index, label) in ["One", "Two", "Three"].enumerated() {
            provider.addSubview(element(label, x: CGFloat(index) * 120, y: 0))
        }
        let root = container([element("Outside", x: 0, y: 0), provider])
        return AccessibilityTree(root: root, layoutDirection: direction)
    }

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func segmentsAreNumberedInReadingOrder(_ direction: UIUserInterfaceLayoutDirection) {
        let tree = threeInARow(in: PositionProvidingView(.segments), direction: direction)
        let read = direction == .leftToRight ? ["One", "Two", "Three"] : ["Three", "Two", "One"]
        #expect(tree.labels == ["Outside"] + read)
        for (offset, label) in read.enumerated() {
            #expect(tree.node(label)?.context == AccessibilityContext(position: .init(index: offset + 1, count: 3)))
        }
        #expect(tree.node("Outside")?.context == AccessibilityContext.none)
    }

    @Test func tabsAreTabsWithPositions() {
        let tree = threeInARow(in: PositionProvidingView(.tabs))
        #expect(tree.node("Two")?.context == AccessibilityContext(position: .init(index: 2, count: 3), isTab: true))
    }

    @Test func aTabBarTraitViewNumbersEveryElementBelowIt() throws {
        let bar = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
        bar.accessibilityTraits = .tabBar
        // Tabs nested in layout wrappers still count, in reading order.
        bar.addSubview(container(CGRect(x: 200, y: 0, width: 190, height: 100), [element("Profile", x: 0, y: 0)]))
        bar.addSubview(
            container(
                CGRect(x: 0, y: 0, width: 190, height: 100),
                [
                    element("Home", x: 0, y: 0), element("Search", x: 100, y: 0),
                ]))
        let tree = AccessibilityTree(root: container([bar]))
        #expect(tree.labels == ["Home", "Search", "Profile"])
        for (offset, label) in tree.labels.enumerated() {
            let context = try #require(tree.node(label)?.context)
            #expect(context.isTab && context.position == .init(index: offset + 1, count: 3))
        }
    }

    @Test(
        arguments: [
            (0, 12, AccessibilityContext.Position(index: 1, count: 12)),
            (4, 12, AccessibilityContext.Position(index: 5, count: 12)),
            (11, 12, AccessibilityContext.Position(index: 12, count: 12)),
            (12, 12, nil),
            (-1, 12, nil),
            (0, 0, nil),
        ] as [(Int, Int, AccessibilityContext.Position?)])
    func aPickerWheelNumbersItsSelectedRow(selectedRow: Int, count: Int, position: AccessibilityContext.Position?) {
        let wheel = PickerWheel(selectedRow: selectedRow, rowCount: count)
        let tree = AccessibilityTree(root: container([wheel]))
        #expect(tree.elements.count == 1)
        #expect(tree.elements.first?.context.position == position)
        #expect(tree.elements.first?.context.isTab == false)
    }

    @Test func aPickerContainerGivesItsRowsToTheElementsBelow() {
        let tree = threeInARow(in: PositionProvidingView(.pickerRows(selectedRow: 2, count: 7)))
        #expect(tree.node("One")?.context.position == .init(index: 3, count: 7))
        #expect(tree.node("Three")?.context.position == .init(index: 3, count: 7))
    }

    @Test(arguments: [1, 2, 3, 5])
    func listsMarkStartAndEnd(count: Int) {
        let list = container(
            CGRect(x: 0, y: 100, width: 390, height: 600), (0..<count).map { element("Item \($0)", x: 0, y: CGFloat($0) * 50) })
        list.accessibilityContainerType = .list
        let tree = AccessibilityTree(root: container([element("Title", x: 0, y: 0), list]))
        let contexts = tree.elements.dropFirst().map(\.context)
        #expect(contexts.map(\.isListStart) == (0..<count).map { $0 == 0 })
        #expect(contexts.map(\.isListEnd) == (0..<count).map { count > 1 && $0 == count - 1 })
        #expect(tree.elements[0].context == .none)
    }

    @Test(arguments: [1, 2, 4])
    func landmarksMarkStartAndEnd(count: Int) {
        let landmark = container(
            CGRect(x: 0, y: 100, width: 390, height: 600), (0..<count).map { element("Part \($0)", x: 0, y: CGFloat($0) * 50) })
        landmark.accessibilityContainerType = .landmark
        let tree = AccessibilityTree(root: container([landmark, element("Footer", x: 0, y: 800)]))
        let contexts = tree.elements.dropLast().map(\.context)
        #expect(contexts.map(\.isLandmarkStart) == (0..<count).map { $0 == 0 })
        #expect(contexts.map(\.isLandmarkEnd) == (0..<count).map { count > 1 && $0 == count - 1 })
        #expect(contexts.allSatisfy { !$0.isListStart && !$0.isListEnd })
    }

    @Test func anExplicitListUsesArrayOrder() {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        list.accessibilityContainerType = .list
        list.accessibilityElements = [
            accessibilityElement("Bottom", in: list, frame: CGRect(x: 0, y: 200, width: 10, height: 10)),
            accessibilityElement("Top", in: list, frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        ]
        let tree = AccessibilityTree(root: container([list]))
        #expect(tree.labels == ["Bottom", "Top"])
        #expect(tree.node("Bottom")?.context.isListStart == true)
        #expect(tree.node("Top")?.context.isListEnd == true)
    }

    @Test func theNearestProviderWins() {
        // A landmark holding a heading, a list of two rows and a footer: the rows speak list
        // words only; the landmark's first and last members are the heading and the footer.
        let list = container(CGRect(x: 0, y: 100, width: 390, height: 200), [element("Row 1", x: 0, y: 0), element("Row 2", x: 0, y: 100)])
        list.accessibilityContainerType = .list
        let landmark = container(
            CGRect(x: 0, y: 0, width: 390, height: 600),
            [
                element("Heading", x: 0, y: 0), list, element("Footer", x: 0, y: 500),
            ])
        landmark.accessibilityContainerType = .landmark
        let tree = AccessibilityTree(root: container([landmark]))
        #expect(tree.labels == ["Heading", "Row 1", "Row 2", "Footer"])
        #expect(tree.node("Heading")?.context == AccessibilityContext(isLandmarkStart: true))
        #expect(tree.node("Row 1")?.context == AccessibilityContext(isListStart: true))
        #expect(tree.node("Row 2")?.context == AccessibilityContext(isListEnd: true))
        #expect(tree.node("Footer")?.context == AccessibilityContext(isLandmarkEnd: true))
    }

    @Test func segmentsInsideAListAreNumberedNotListed() {
        let segments = PositionProvidingView(.segments, frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        segments.addSubview(element("A", x: 0, y: 0))
        segments.addSubview(element("B", x: 100, y: 0))
        let list = container(CGRect(x: 0, y: 100, width: 390, height: 200), [segments, element("After", x: 0, y: 100)])
        list.accessibilityContainerType = .list
        let tree = AccessibilityTree(root: container([list]))
        #expect(tree.node("A")?.context == AccessibilityContext(position: .init(index: 1, count: 2)))
        // The list's only member is "After": a one-element list.
        #expect(tree.node("After")?.context == AccessibilityContext(isListStart: true))
    }
}
