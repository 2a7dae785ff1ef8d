import EarshotUIKit
import Testing

@MainActor
@Suite("UIScrollView.accessibilityScroll")
struct ScrollViewTests {
    /// A 390 × 400 scroll view over `content`, scrolled to `offset`, in a window.
    private func scrollView(content: CGSize, offset: CGPoint, in screen: TestScreen) -> UIScrollView {
        let scroll = screen.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400)))
        scroll.contentSize = content
        scroll.contentOffset = offset
        return scroll
    }

    @Test(
        arguments: [
            (
                CGSize(width: 390, height: 1000), CGPoint.zero, UIAccessibilityScrollDirection.down, true, CGPoint(x: 0, y: 400),
                "Page 2 of 3"
            ),
            (CGSize(width: 390, height: 1000), CGPoint(x: 0, y: 400), .next, true, CGPoint(x: 0, y: 600), "Page 3 of 3"),
            (CGSize(width: 390, height: 1000), CGPoint(x: 0, y: 600), .down, false, CGPoint(x: 0, y: 600), nil),
            (CGSize(width: 390, height: 1000), CGPoint(x: 0, y: 600), .up, true, CGPoint(x: 0, y: 200), "Page 1 of 3"),
            (CGSize(width: 390, height: 1000), CGPoint(x: 0, y: 200), .previous, true, CGPoint.zero, "Page 1 of 3"),
            (CGSize(width: 390, height: 1000), CGPoint.zero, .up, false, CGPoint.zero, nil),
            (CGSize(width: 1170, height: 400), CGPoint.zero, .right, true, CGPoint(x: 390, y: 0), "Page 2 of 3"),
            (CGSize(width: 1170, height: 400), CGPoint.zero, .next, true, CGPoint(x: 390, y: 0), "Page 2 of 3"),
            (CGSize(width: 1170, height: 400), CGPoint(x: 780, y: 0), .right, false, CGPoint(x: 780, y: 0), nil),
            (CGSize(width: 1170, height: 400), CGPoint(x: 780, y: 0), .left, true, CGPoint(x: 390, y: 0), "Page 2 of 3"),
            (CGSize(width: 390, height: 400), CGPoint.zero, .down, false, CGPoint.zero, nil),
        ] as [(CGSize, CGPoint, UIAccessibilityScrollDirection, Bool, CGPoint, String?)])
    func scrollPagesByTheBoundsSizeAndClamps(
        content: CGSize, start: CGPoint, direction: UIAccessibilityScrollDirection, scrolled: Bool, end: CGPoint, status: String?
    ) {
        let screen = TestScreen()
        let scroll = scrollView(content: content, offset: start, in: screen)
        #expect(scroll.accessibilityScroll(direction) == scrolled)
        #expect(scroll.contentOffset == end)
        let posts = screen.recorder.posts
        if let status {
            #expect(posts.count == 1)
            #expect(posts.first?.notification == .pageScrolled)
            #expect(posts.first?.argument as? String == status)
        } else {
            #expect(posts.isEmpty)
        }
    }

    @Test(
        arguments: [
            (CGSize(width: 390, height: 400), CGPoint.zero, "Page 1 of 1"),
            (CGSize(width: 390, height: 0), CGPoint.zero, "Page 1 of 1"),
            (CGSize(width: 390, height: 1200), CGPoint(x: 0, y: 399), "Page 1 of 3"),
            (CGSize(width: 390, height: 1200), CGPoint(x: 0, y: 800), "Page 3 of 3"),
            (CGSize(width: 390, height: 4000), CGPoint(x: 0, y: 1000), "Page 3 of 10"),
            (CGSize(width: 1560, height: 400), CGPoint(x: 780, y: 0), "Page 3 of 4"),
        ] as [(CGSize, CGPoint, String)])
    func scrollStatus(content: CGSize, offset: CGPoint, status: String) {
        let screen = TestScreen()
        #expect(scrollView(content: content, offset: offset, in: screen).accessibilityScrollStatus == status)
    }

    @Test func disabledScrollingDoesNotScroll() {
        let screen = TestScreen()
        let scroll = scrollView(content: CGSize(width: 390, height: 2000), offset: .zero, in: screen)
        scroll.isScrollEnabled = false
        #expect(!scroll.accessibilityScroll(.down))
    }

    @Test func scrollingMovesTheContentOnScreen() {
        let screen = TestScreen()
        let scroll = scrollView(content: CGSize(width: 390, height: 2000), offset: .zero, in: screen)
        let label = UILabel(frame: CGRect(x: 0, y: 500, width: 100, height: 20))
        scroll.addSubview(label)
        #expect(scroll.accessibilityScroll(.down))
        #expect(label.accessibilityFrame.minY == 100)
    }
}
