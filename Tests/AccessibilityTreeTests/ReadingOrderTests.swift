import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// docs/voiceover-behaviour.md §2 (Reading order): the reading order.
@MainActor
@Suite("Reading order")
struct ReadingOrderTests {
    /// "Right" at (200, 0) and "Left" at (0, dy): on one row Left is read first, else Right.
    @Test(
        arguments: [
            (idiom: UIUserInterfaceIdiom.phone, dy: 7.9, sameRow: true),
            (idiom: .phone, dy: 8.0, sameRow: false),
            (idiom: .phone, dy: 12.9, sameRow: false),
            (idiom: .phone, dy: 13.0, sameRow: false),
            (idiom: .pad, dy: 7.9, sameRow: true),
            (idiom: .pad, dy: 8.0, sameRow: true),
            (idiom: .pad, dy: 12.9, sameRow: true),
            (idiom: .pad, dy: 13.0, sameRow: false),
            (idiom: .unspecified, dy: 7.9, sameRow: true),
            (idiom: .unspecified, dy: 8.0, sameRow: false),
            (idiom: .phone, dy: -7.9, sameRow: true),
            (idiom: .pad, dy: -13.0, sameRow: false),
        ] as [(UIUserInterfaceIdiom, CGFloat, Bool)])
    func rowTolerance(idiom: UIUserInterfaceIdiom, dy: CGFloat, sameRow: Bool) {
        let root = container([element("Right", x: 200, y: 100), element("Left", x: 0, y: 100 + dy)])
        let tree = AccessibilityTree(root: root, idiom: idiom)
        let expected = sameRow || dy < 0 ? ["Left", "Right"] : ["Right", "Left"]
        #expect(tree.labels == expected)
        #expect(tree.idiom == idiom)
    }

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func layoutDirectionDecidesOrderOnARow(_ direction: UIUserInterfaceLayoutDirection) {
        // "Wide" starts at x = 0 but ends at 300; "Narrow" spans 100…120. RTL compares minX, so
        // Narrow (minX 100) comes first there even though Wide's right edge is further right.
        let root = container([
            element("Wide", CGRect(x: 0, y: 0, width: 300, height: 20)),
            element("Narrow", CGRect(x: 100, y: 3, width: 20, height: 20)),
            element("Next row", CGRect(x: 0, y: 50, width: 20, height: 20)),
        ])
        let tree = AccessibilityTree(root: root, layoutDirection: direction)
        #expect(tree.labels == (direction == .leftToRight ? ["Wide", "Narrow", "Next row"] : ["Narrow", "Wide", "Next row"]))
        #expect(tree.layoutDirection == direction)
    }

    @Test func theWindowsApplicationGivesIdiomDirectionAndLanguage() {
        let application = UIApplication()
        application.userInterfaceIdiom = .pad
        application.preferredLanguage = "he-IL"
        let window = makeWindow()
        application.addWindow(window)
        window.addSubview(element("Left", x: 0, y: 10))
        window.addSubview(element("Right", x: 200, y: 0))
        let tree = AccessibilityTree(window: window)
        #expect(tree.idiom == .pad && tree.layoutDirection == .rightToLeft && tree.language == "he-IL")
        // 10 pt apart is one row on pad; right to left reads Right first.
        #expect(tree.labels == ["Right", "Left"])
    }

    @Test func aWindowWithoutApplicationIsAnEnglishLeftToRightPhone() {
        let tree = AccessibilityTree(window: makeWindow())
        #expect(tree.idiom == .phone && tree.layoutDirection == .leftToRight && tree.language == "en-US")
    }

    @Test func sameKeysKeepSubviewOrder() {
        let root = container([element("First"), element("Second"), element("Third")])
        #expect(AccessibilityTree(root: root).labels == ["First", "Second", "Third"])
    }

    /// A(0, 12), B(50, 6), C(100, 0): A–B and B–C share rows, A–C do not, so A < B < C < A. The
    /// stable insertion sort gives one documented answer per input order, every time.
    @Test(arguments: [
        (input: ["A", "B", "C"], read: ["A", "B", "C"]),
        (input: ["C", "B", "A"], read: ["B", "C", "A"]),
        (input: ["B", "A", "C"], read: ["A", "B", "C"]),
        (input: ["C", "A", "B"], read: ["C", "A", "B"]),
    ])
    func nonTransitiveRowsGiveAStableReproducibleOrder(input: [String], read: [String]) {
        let positions: [String: CGPoint] = ["A": CGPoint(x: 0, y: 12), "B": CGPoint(x: 50, y: 6), "C": CGPoint(x: 100, y: 0)]
        func tree() -> AccessibilityTree {
            AccessibilityTree(root: container(input.map { element($0, x: positions[$0]!.x, y: positions[$0]!.y) }))
        }
        #expect(tree().labels == read)
        #expect(tree().labels == tree().labels)
    }

    @Test func aGroupIsPlacedByItsFirstReadChildNotItsBoundingBox() {
        // The group's bounding box starts at (0, 100), which would put it before "Sibling"; its
        // first-read child "G1" is at (200, 100), after "Sibling" (100, 100) on the same row.
        let group = container(
            CGRect(x: 0, y: 100, width: 300, height: 300),
            [
                element("G1", x: 200, y: 0), element("G2", x: 0, y: 200),
            ])
        group.shouldGroupAccessibilityChildren = true
        let root = container([group, element("Sibling", x: 100, y: 100), element("Between", x: 0, y: 200)])
        // "Between" (y = 200) lies between G1 and G2 but cannot split the group.
        #expect(AccessibilityTree(root: root).labels == ["Sibling", "G1", "G2", "Between"])
    }

    /// A container of explicit elements among stacked siblings is placed by its first-read
    /// child (docs/voiceover-behaviour.md §2 (Reading order)) — the first entry that is read, not the
    /// array's first entry when that one is hidden, and not the container's own frame.
    @Test func anExplicitGroupIsPlacedByItsFirstReadEntry() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let hidden = element("Hidden", x: 0, y: 0)
        hidden.isHidden = true
        box.accessibilityElements = [hidden, element("Late", x: 0, y: 300), element("Early", x: 0, y: 100)]
        box.subviews.forEach { $0.removeFromSuperview() }
        for view in box.accessibilityElements as? [UIView] ?? [] { box.addSubview(view) }
        let root = container([element("Top", x: 0, y: 50), box, element("Middle", x: 0, y: 200), element("Bottom", x: 0, y: 400)])
        // Placed by "Late" (y = 300): after "Middle", before "Bottom"; array order inside.
        #expect(AccessibilityTree(root: root).labels == ["Top", "Middle", "Late", "Early", "Bottom"])
    }

    /// An explicit group whose provider is a tabBar-trait view sits where its own frame is, not
    /// where its first element is.
    @Test(arguments: [true, false])
    func aTabBarExplicitGroupIsPlacedByItsOwnFrame(hasTabBarTrait: Bool) {
        let bar = UIView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        if hasTabBarTrait { bar.accessibilityTraits = .tabBar }
        bar.accessibilityElements = [
            accessibilityElement("Tab 1", in: bar, frame: CGRect(x: 300, y: 800, width: 40, height: 40)),
            accessibilityElement("Tab 2", in: bar, frame: CGRect(x: 10, y: 800, width: 40, height: 40)),
        ]
        let root = container([bar, element("Sibling", x: 100, y: 790)])
        // Own frame (0, 780) is a row above Sibling (790 - 780 >= 8); Tab 1 (300, 800) is a row below.
        let expected = hasTabBarTrait ? ["Tab 1", "Tab 2", "Sibling"] : ["Sibling", "Tab 1", "Tab 2"]
        #expect(AccessibilityTree(root: root).labels == expected)
    }

    @Test func anExplicitGroupUnderATabBarTraitViewIsPlacedByItsOwnFrame() {
        let bar = container(CGRect(x: 0, y: 700, width: 390, height: 144), [])
        bar.accessibilityTraits = .tabBar
        let items = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        items.accessibilityElements = [
            accessibilityElement("Far item", in: items, frame: CGRect(x: 0, y: 820, width: 40, height: 20))
        ]
        bar.addSubview(items)
        bar.addSubview(element("Bar label", x: 100, y: 40))
        let root = container([bar])
        // items' own frame (0, 700) is above "Bar label" (100, 740); its element (0, 820) is below.
        #expect(AccessibilityTree(root: root).labels == ["Far item", "Bar label"])
    }

    @Test func anEmptyGroupSortsLast() {
        let order = ReadingOrder(idiom: .phone, layoutDirection: .leftToRight)
        var groups = [
            OrderGroup(isExplicit: false, items: [.group(1), .element(0), .group(2)]),
            OrderGroup(isExplicit: false, items: []),
            OrderGroup(isExplicit: false, items: [.element(1)]),
        ]
        let read = order.readingOrder(groups: &groups, elementKeys: [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 0)])
        #expect(read == [1, 0])
        let top = groups[0].items.map { item -> String in
            switch item {
            case .element(let index): return "e\(index)"
            case .group(let index): return "g\(index)"
            }
        }
        #expect(top == ["g2", "e0", "g1"])
        #expect(order.precedes(CGPoint(x: 500, y: 500), nil))
        #expect(!order.precedes(nil, CGPoint(x: 0, y: 0)))
        #expect(!order.precedes(nil as CGPoint?, nil))
    }

    @Test func anEmptyGroupInTheTreeReadsNothing() {
        let empty = container(CGRect(x: 0, y: 0, width: 100, height: 100), [element("Hidden")])
        empty.subviews[0].isHidden = true
        empty.shouldGroupAccessibilityChildren = true
        let root = container([empty, element("Shown", x: 0, y: 200)])
        let tree = AccessibilityTree(root: root)
        #expect(tree.labels == ["Shown"])
        #expect(tree.containers.contains { $0.object === empty && $0.isGroup })
    }

    @Test func nonFiniteFramesCountAsZero() {
        let odd = element("NaN frame")
        odd.accessibilityFrame = CGRect(x: CGFloat.nan, y: 500, width: 10, height: 10)
        let root = container([element("Below", x: 0, y: 10), odd])
        let tree = AccessibilityTree(root: root)
        #expect(tree.labels == ["NaN frame", "Below"])
        #expect(tree.node("NaN frame")?.frame == .zero)
        #expect(tree.node("NaN frame")?.activationPoint == .zero)
    }

    @Test func theSortKeyIsTheFrameNotThePath() {
        let pathed = element("Path below", x: 0, y: 0)
        pathed.accessibilityPath = UIBezierPath(rect: CGRect(x: 0, y: 600, width: 10, height: 10))
        let root = container([element("Frame below", x: 0, y: 300), pathed])
        #expect(AccessibilityTree(root: root).labels == ["Path below", "Frame below"])
    }

    @Test func aLargeShuffledGridReadsRowByRow() {
        // 40 rows × 25 columns in a scrambled subview order: enough to exercise the merge passes.
        var cells: [(row: Int, column: Int)] = []
        for row in 0..<40 { for column in 0..<25 { cells.append((row, column)) } }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in cells.indices.reversed() {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            cells.swapAt(index, Int(state >> 33) % (index + 1))
        }
        let root = container(
            CGRect(x: 0, y: 0, width: 2000, height: 2000),
            cells.map {
                // Up to 5 pt of jitter inside a row stays within the phone's tolerance.
                element("\($0.row)-\($0.column)", x: CGFloat($0.column * 50), y: CGFloat($0.row * 30 + ($0.column % 6)))
            })
        let tree = AccessibilityTree(root: root)
        var expected: [String] = []
        for row in 0..<40 { for column in 0..<25 { expected.append("\(row)-\(column)") } }
        #expect(tree.labels == expected)
        #expect(tree.elements.map(\.index) == Array(0..<1000))
    }

    /// Key sets for `clearRowsGiveTheFixedAlgorithmsOrder`, each made from a seed: rows whose keys
    /// are jittered within the tolerance, the same with empty groups (nil keys) and repeated keys,
    /// a grid in walk order down the screen and up it, and shapes whose rows are not clear (a
    /// staircase, keys spread at random).
    enum KeyShape: String, CaseIterable, Sendable {
        case jitteredRows, rowsWithEmptyGroups, repeatedKeys, gridDown, gridUp, staircase, scattered

        var rowsAreClear: Bool { self != .staircase && self != .scattered }

        func keys(count: Int, seed: UInt64) -> [CGPoint?] {
            var state = seed
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(state >> 33) % bound
            }
            let grid = (0..<count).map { index -> CGPoint? in
                let column = index % 4
                let row = index / 4
                return CGPoint(x: CGFloat(column * 90), y: CGFloat(row * 20 + column % 3))
            }
            if self == .gridDown { return grid }
            if self == .gridUp { return grid.reversed() }
            return (0..<count).map { index -> CGPoint? in
                switch self {
                case .gridDown, .gridUp:
                    return nil
                case .jitteredRows:
                    return CGPoint(x: CGFloat(next(5) * 70), y: CGFloat(next(20) * 30 + next(6)))
                case .rowsWithEmptyGroups:
                    if next(4) == 0 { return nil }
                    return CGPoint(x: CGFloat(next(400)), y: CGFloat(next(10) * 44) + CGFloat(next(70)) / 10)
                case .repeatedKeys:
                    return CGPoint(x: CGFloat(next(3) * 10), y: CGFloat(next(3) * 20))
                case .staircase:
                    return CGPoint(x: CGFloat(300 - index * 7 % 300), y: CGFloat(index * 5))
                case .scattered:
                    return next(9) == 0 ? nil : CGPoint(x: CGFloat(next(390)), y: CGFloat(next(200)))
                }
            }.shuffledDeterministically(seed: seed)
        }
    }

    /// The sort by rows that clear rows take gives what the fixed algorithm of `StableSort.swift`
    /// gives, in both directions and both tolerances; shapes without clear rows are left to it.
    @Test(arguments: KeyShape.allCases, [UIUserInterfaceIdiom.phone, .pad])
    func clearRowsGiveTheFixedAlgorithmsOrder(shape: KeyShape, idiom: UIUserInterfaceIdiom) {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let order = ReadingOrder(idiom: idiom, layoutDirection: direction)
            for (seed, count) in zip(UInt64(1)...12, [33, 40, 64, 65, 100, 127, 200, 257, 300, 511, 700, 1000]) {
                let keys = shape.keys(count: count, seed: seed)
                let fixed = Array(keys.indices).stableSorted { order.precedes(keys[$0], keys[$1]) }
                let byRows = order.positionsInClearRows(of: keys)
                if shape.rowsAreClear {
                    #expect(byRows == fixed, "\(shape) \(idiom) \(direction) seed \(seed)")
                } else {
                    #expect(byRows == nil, "\(shape) \(idiom) \(direction) seed \(seed)")
                }
                #expect(order.sortedPositions(of: keys) == fixed)
            }
        }
    }
}

extension Array {
    /// The array in an order a seed decides (Fisher–Yates with a linear congruential generator).
    fileprivate func shuffledDeterministically(seed: UInt64) -> [Element] {
        var items = self
        var state = seed ^ 0x9E37_79B9_7F4A_7C15
        for index in items.indices.reversed() {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            items.swapAt(index, Int(state >> 33) % (index + 1))
        }
        return items
    }
}
