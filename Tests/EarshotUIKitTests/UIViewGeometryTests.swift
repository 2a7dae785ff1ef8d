import Testing

@testable import EarshotUIKitCore

@MainActor
@Suite("UIView geometry")
struct UIViewGeometryTests {
    /// window (0,0) › container at (10, 20) › child at (5, 6): child's screen frame is (15, 26).
    /// Superviews are weak, as in UIKit: tests keep the window alive while they look at the child.
    private func nested() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 40, height: 50))
        window.addSubview(container)
        container.addSubview(child)
        return (window, container, child)
    }

    @Test func frameIsInSuperviewCoordinatesAndAccessibilityFrameOnScreen() {
        let (window, _, child) = nested()
        defer { withExtendedLifetime(window) {} }
        #expect(child.frame == CGRect(x: 5, y: 6, width: 40, height: 50))
        #expect(child.bounds == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 26, width: 40, height: 50))
        #expect(child.accessibilityActivationPoint == CGPoint(x: 35, y: 51))
    }

    @Test func explicitAccessibilityFrameWinsAndNilIsNotStored() {
        let (window, _, child) = nested()
        defer { withExtendedLifetime(window) {} }
        child.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(child.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(child.accessibilityActivationPoint == CGPoint(x: 2.5, y: 4))
        child.accessibilityActivationPoint = CGPoint(x: 9, y: 9)
        #expect(child.accessibilityActivationPoint == CGPoint(x: 9, y: 9))
    }

    @Test func scrollViewContentOffsetMovesContentOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let row = UIView(frame: CGRect(x: 0, y: 900, width: 390, height: 44))
        window.addSubview(scroll)
        scroll.addSubview(row)
        #expect(row.accessibilityFrame.origin.y == 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        #expect(row.accessibilityFrame.origin.y == 200)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 800))
    }

    @Test(arguments: [
        (CGPoint(x: 15, y: 26), CGPoint(x: 0, y: 0)),
        (CGPoint(x: 0, y: 0), CGPoint(x: -15, y: -26)),
        (CGPoint(x: 100, y: 100), CGPoint(x: 85, y: 74)),
    ])
    func convertBetweenWindowAndView(windowPoint: CGPoint, inChild: CGPoint) {
        let (window, container, child) = nested()
        #expect(child.convert(windowPoint, from: nil) == inChild)
        #expect(child.convert(inChild, to: nil) == windowPoint)
        #expect(child.convert(inChild, to: window) == windowPoint)
        let inContainer = child.convert(inChild, to: container)
        #expect(inContainer == CGPoint(x: inChild.x + 5, y: inChild.y + 6))
        #expect(container.convert(inContainer, to: child) == inChild)
    }

    @Test func convertToScreenCoordinatesForRectsAndPaths() {
        let (window, container, _) = nested()
        defer { withExtendedLifetime(window) {} }
        let rect = UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 1, width: 2, height: 2), in: container)
        #expect(rect == CGRect(x: 11, y: 21, width: 2, height: 2))
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let onScreen = UIAccessibility.convertToScreenCoordinates(path, in: container)
        #expect(onScreen.bounds == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10), "the original path is left alone")
    }

    @Test func accessibilityElementFrameInContainerSpaceFollowsTheContainer() {
        let (window, container, _) = nested()
        defer { withExtendedLifetime(window) {} }
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 4, y: 4, width: 20, height: 20)
        #expect(element.accessibilityFrame == CGRect(x: 14, y: 24, width: 20, height: 20))
        container.frame.origin = CGPoint(x: 100, y: 100)
        #expect(element.accessibilityFrame == CGRect(x: 104, y: 104, width: 20, height: 20))
        #expect(element.isAccessibilityElement)
    }

    @Test func addingASubviewMovesItAndKeepsBackToFrontOrder() {
        let (window, container, child) = nested()
        let other = UIView(frame: .zero)
        window.addSubview(other)
        other.addSubview(child)
        #expect(container.subviews.isEmpty)
        #expect(child.superview === other)
        let back = UIView()
        let front = UIView()
        other.addSubview(front)
        other.insertSubview(back, at: 0)
        #expect(other.subviews.map(ObjectIdentifier.init) == [back, child, front].map(ObjectIdentifier.init))
        other.bringSubviewToFront(back)
        #expect(other.subviews.last === back)
        back.removeFromSuperview()
        #expect(back.superview == nil && other.subviews.count == 2)
    }

    /// UIKit's superview is not retained: a subview the app still holds outlives it, detached.
    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        var parent: UIView? = UIView(frame: CGRect(x: 40, y: 50, width: 100, height: 100))
        let child = UILabel(frame: CGRect(x: 5, y: 6, width: 20, height: 10))
        parent?.addSubview(child)
        weak let freed = parent
        #expect(child.superview === freed)
        parent = nil
        #expect(freed == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(child.accessibilityFrame == CGRect(x: 5, y: 6, width: 20, height: 10))
        let adopter = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        adopter.addSubview(child)
        #expect(child.superview === adopter && adopter.subviews.count == 1)
    }

    @Test func aHundredThousandDeepChainConvertsAndReleasesWithoutRecursion() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var parent: UIView = window
        for _ in 0..<100_000 {
            let view = UIView(frame: CGRect(x: 0.001, y: 0.002, width: 10, height: 10))
            parent.addSubview(view)
            parent = view
        }
        let deepest = parent
        let frame = ScreenGeometryCache.run { deepest.accessibilityFrame }
        #expect(abs(frame.origin.x - 100) < 0.01)
        #expect(abs(frame.origin.y - 200) < 0.01)
        #expect(deepest.window === window)
        // Dropping the window releases the chain; UIView.deinit must not recurse.
    }
}

@MainActor
@Suite("Deep trees tear down without recursion")
struct DeepTeardownTests {
    @Test func aHundredThousandContainersListingEachOtherRelease() {
        var root: NSObject? = NSObject()
        var parent = root!
        for _ in 0..<100_000 {
            let child = NSObject()
            parent.accessibilityElements = [child, "not an object"]
            parent = child
        }
        #expect(root?.accessibilityElementCount() == 2)
        root = nil
        #expect(root == nil)
    }

    @Test func viewsListedAsElementsOfViewsRelease() {
        var root: UIView? = UIView()
        var parent = root!
        for index in 0..<100_000 {
            let child = UIView()
            if index.isMultiple(of: 2) { parent.addSubview(child) } else { parent.accessibilityElements = [child] }
            parent = child
        }
        root = nil
        #expect(root == nil)
    }
}
