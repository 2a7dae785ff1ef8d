import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// `AccessibilityTree.elements(containing:)` finds through a grid (`ElementGrid`) exactly what a
/// scan of every element finds, in the same order, whatever the screen: small and screen-sized
/// elements, shaped ones (`accessibilityPath`), piles on one spot, zero sizes, points on edges,
/// outside the screen or not numbers.
@MainActor
@Suite("Elements under a point")
struct HitTestingTests {
    /// A number in `range` picked by hashing `index` and `salt` (Knuth's multiplicative hash), so
    /// every run builds the same screens and touches the same points.
    static func pick(_ index: Int, _ salt: Int, in range: ClosedRange<Int>) -> Int {
        let hash = UInt64(truncatingIfNeeded: (index &* 31 &+ salt) &* 2_654_435_761) >> 7
        return range.lowerBound + Int(hash % UInt64(range.count))
    }

    /// What a scan of every element finds.
    static func scan(_ tree: AccessibilityTree, _ point: CGPoint) -> [ObjectIdentifier] {
        tree.elements.filter { node in
            if let path = node.path { return path.contains(point) }
            return node.frame.contains(point)
        }.map { ObjectIdentifier($0.object) }
    }

    static func screen(seed: Int, count: Int) -> UIWindow {
        let window = makeWindow()
        for index in 0..<count {
            let salt = seed * 7_919
            let frame: CGRect
            switch pick(index, salt, in: 0...9) {
            case 0: frame = CGRect(x: 0, y: 0, width: 390, height: 844)  // full screen
            case 1: frame = CGRect(x: 100, y: 300, width: 120, height: 44)  // a pile
            case 2: frame = CGRect(x: CGFloat(pick(index, salt + 1, in: 0...390)), y: 10, width: 0, height: 20)
            default:
                frame = CGRect(
                    x: CGFloat(pick(index, salt + 2, in: -20...380)), y: CGFloat(pick(index, salt + 3, in: -20...830)),
                    width: CGFloat(pick(index, salt + 4, in: 1...120)), height: CGFloat(pick(index, salt + 5, in: 1...60))
                )
            }
            let view = element("E\(index)", frame)
            if pick(index, salt + 6, in: 0...5) == 0 {
                view.accessibilityPath = UIBezierPath(ovalIn: frame.insetBy(dx: -10, dy: -5))
            }
            window.addSubview(view)
        }
        return window
    }

    @Test("the grid finds what a scan finds, in reading order", arguments: [(1, 1), (2, 7), (3, 60), (4, 500), (5, 2_000)])
    func gridMatchesScan(seed: Int, count: Int) {
        let tree = AccessibilityTree(root: Self.screen(seed: seed, count: count))
        var points = (0..<400).map { index in
            CGPoint(x: CGFloat(Self.pick(index, seed * 13, in: -40...430)), y: CGFloat(Self.pick(index, seed * 17, in: -40...880)))
        }
        // Edges of elements, where containment turns.
        for node in tree.elements.prefix(50) {
            points += [
                CGPoint(x: node.frame.minX, y: node.frame.minY), CGPoint(x: node.frame.maxX, y: node.frame.maxY),
                CGPoint(x: node.frame.midX, y: node.frame.maxY),
            ]
        }
        points += [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: CGFloat.infinity, y: 10), CGPoint(x: 1e300, y: -1e300)]
        for point in points {
            #expect(tree.elements(containing: point).map { ObjectIdentifier($0.object) } == Self.scan(tree, point), "\(point)")
        }
    }

    @Test("a screen with no element, or only zero-size ones, has nothing under any point")
    func emptyScreens() {
        let empty = AccessibilityTree(root: makeWindow())
        #expect(empty.elements(containing: CGPoint(x: 10, y: 10)).isEmpty)
        let window = makeWindow()
        window.addSubview(element("Flat", CGRect(x: 10, y: 10, width: 0, height: 0)))
        #expect(AccessibilityTree(root: window).elements(containing: CGPoint(x: 10, y: 10)).isEmpty)
    }
}
