import Testing

@testable import EarshotUIKitCore

@MainActor
@Suite("UIBezierPath")
struct UIBezierPathTests {
    /// An L-shaped room like APLFloorPlanView's: its bounding box contains points the room does not.
    private func lShape() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 40))
        path.addLine(to: CGPoint(x: 40, y: 40))
        path.addLine(to: CGPoint(x: 40, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()
        return path
    }

    @Test(arguments: [
        (CGPoint(x: 10, y: 10), true), (CGPoint(x: 90, y: 20), true), (CGPoint(x: 20, y: 90), true),
        (CGPoint(x: 80, y: 80), false), (CGPoint(x: -1, y: 10), false), (CGPoint(x: 101, y: 10), false),
    ])
    func containsFollowsTheShapeNotTheBox(point: CGPoint, inside: Bool) {
        #expect(lShape().contains(point) == inside)
        #expect(lShape().bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test(arguments: [
        (CGPoint(x: 50, y: 50), true), (CGPoint(x: 50, y: 5), true), (CGPoint(x: 3, y: 3), false),
        (CGPoint(x: 97, y: 97), false),
    ])
    func ovalsAreCurved(point: CGPoint, inside: Bool) {
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(point) == inside)
    }

    @Test func evenOddRuleLeavesAHole() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)), "non-zero winding fills the inner square drawn the same way")
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func arcsAndQuadCurvesFlatten() {
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.close()
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30)
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
    }
}
