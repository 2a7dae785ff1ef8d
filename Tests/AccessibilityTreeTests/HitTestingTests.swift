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
    /// SplitMix64, so every run builds the same screens.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// What a scan of every element finds.
    static func scan(_ tree: AccessibilityTree, _ point: CGPoint) -> [ObjectIdentifier] {
        tree.elements.filter { node in
            if let path = node.path { return path.contains(point) }
            return node.frame.contains(point)
        }.map { ObjectIdentifier($0.object) }
    }

    static func screen(seed: UInt64, count: Int) -> UIWindow {
        var random = Generator(state: seed)
        let window = makeWindow()
        for index in 0..<count {
            let frame: CGRect
            switch Int.random(in: 0..<10, using: &random) {
            case 0: frame = CGRect(x: 0, y: 0, width: 390, height: 844)                 // full screen
            case 1: frame = CGRect(x: 100, y: 300, width: 120, height: 44)              // a pile
            case 2: frame = CGRect(x: CGFloat.random(in: 0...390, using: &random), y: 10, width: 0, height: 20)
            default:
                frame = CGRect(
                    x: CGFloat(Int.random(in: -20...380, using: &random)), y: CGFloat(Int.random(in: -20...830, using: &random)),
                    width: CGFloat(Int.random(in: 1...120, using: &random)), height: CGFloat(Int.random(in: 1...60, using: &random))
                )
            }
            let view = element("E\(index)", frame)
            if Int.random(in: 0..<6, using: &random) == 0 {
                view.accessibilityPath = UIBezierPath(ovalIn: frame.insetBy(dx: -10, dy: -5))
            }
            window.addSubview(view)
        }
        return window
    }

    @Test("the grid finds what a scan finds, in reading order", arguments: [(1, 1), (2, 7), (3, 60), (4, 500), (5, 2_000)])
    func gridMatchesScan(seed: Int, count: Int) {
        let tree = AccessibilityTree(root: Self.screen(seed: UInt64(seed), count: count))
        var random = Generator(state: UInt64(seed) &* 31)
        var points = (0..<400).map { _ in
            CGPoint(x: CGFloat(Int.random(in: -40...430, using: &random)), y: CGFloat(Int.random(in: -40...880, using: &random)))
        }
        // Edges of elements, where containment turns.
        for node in tree.elements.prefix(50) {
            points += [CGPoint(x: node.frame.minX, y: node.frame.minY), CGPoint(x: node.frame.maxX, y: node.frame.maxY),
                       CGPoint(x: node.frame.midX, y: node.frame.maxY)]
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
