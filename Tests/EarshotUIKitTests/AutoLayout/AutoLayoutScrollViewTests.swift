import Testing

@testable import EarshotUIKitCore

/// A scroll view under Auto Layout, as the Auto Layout Guide's "Working with Scroll Views" and
/// UIKit's documentation of `contentLayoutGuide` and `frameLayoutGuide` describe it: constraints
/// between the scroll view's edges and its content attach to the content area, whose size becomes
/// `contentSize`; its width, height and centres stay its frame's.
@MainActor
@Suite("Auto Layout in a scroll view")
struct AutoLayoutScrollViewTests {
    /// A window filled by a scroll view holding a vertical stack of `rows` labels, 10 points
    /// apart, placed by `pin` (which gets the scroll view and the stack).
    func makeForm(rows: Int, pin: (UIScrollView, UIStackView) -> [NSLayoutConstraint]) -> (UIWindow, UIScrollView, UIStackView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        let stack = UIStackView(
            arrangedSubviews: (0..<rows).map { row in
                let label = UILabel()
                label.text = "Row \(row)"
                return label
            })
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate(
            [
                scrollView.topAnchor.constraint(equalTo: window.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ] + pin(scrollView, stack))
        window.layoutIfNeeded()
        return (window, scrollView, stack)
    }

    /// The stack's height for `rows` labels of 21 points, 10 apart.
    static func height(rows: Int) -> CGFloat { CGFloat(rows) * 21 + CGFloat(rows - 1) * 10 }

    /// Pinned to the scroll view's own edges, the content is laid out at its own height, not
    /// squeezed into the frame, and gives the content size; `widthAnchor` is the frame's width.
    @Test func edgesOfTheScrollViewMeanItsContentArea() {
        let (_, scrollView, stack) = makeForm(rows: 60) { scrollView, stack in
            [
                stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
                stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
                stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -20),
                stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -40),
            ]
        }
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 350, height: Self.height(rows: 60)))
        #expect(scrollView.contentSize == CGSize(width: 390, height: Self.height(rows: 60) + 40))
        #expect(stack.arrangedSubviews.last?.frame == CGRect(x: 0, y: Self.height(rows: 60) - 21, width: 350, height: 21))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(origin: .zero, size: scrollView.contentSize))
    }

    /// The same form written with the two guides of iOS 11 gives the same frames; the frame
    /// guide is the scroll view's bounds, and the content guide's centre is the content's.
    @Test func theContentAndFrameGuidesGiveTheSameLayout() {
        let (_, scrollView, stack) = makeForm(rows: 60) { scrollView, stack in
            [
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            ]
        }
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 350, height: Self.height(rows: 60)))
        #expect(scrollView.contentSize == CGSize(width: 390, height: Self.height(rows: 60) + 40))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A row added later lengthens the content at the next layout pass, and scrolling does not
    /// move the content within the content area: frames stay in content coordinates.
    @Test func theContentSizeFollowsTheContent() {
        let (window, scrollView, stack) = makeForm(rows: 60) { scrollView, stack in
            [
                stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            ]
        }
        #expect(scrollView.contentSize.height == Self.height(rows: 60))
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        let extra = UILabel()
        extra.text = "Row 60"
        stack.addArrangedSubview(extra)
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: Self.height(rows: 61)))
        #expect(stack.frame.origin == .zero)
        #expect(extra.frame.minY == Self.height(rows: 61) - 21)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
    }

    /// A scroll view whose content is not tied to its edges keeps the content size the app set;
    /// its centre, like its width and height, is its frame's.
    @Test func aContentSizeTheAppSetStaysWhenNoConstraintGivesOne() {
        let (_, scrollView, stack) = makeForm(rows: 3) { scrollView, stack in
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            return [
                stack.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            ]
        }
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        // Centred on the frame, to the third of a point edges are rounded to.
        #expect(abs(stack.frame.midY - 422) < 0.34)
        #expect(abs(stack.frame.midX - 195) < 0.34)
    }

    /// A table view sizes its content from its rows: a view pinned to its edges (an empty-state
    /// message) is laid out in the content area but does not set the content size.
    @Test func aTableViewKeepsTheContentSizeItsRowsGive() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds)
        window.addSubview(table)
        let message = UILabel()
        message.text = "No messages"
        message.translatesAutoresizingMaskIntoConstraints = false
        table.addSubview(message)
        NSLayoutConstraint.activate([
            message.topAnchor.constraint(equalTo: table.topAnchor, constant: 100),
            message.bottomAnchor.constraint(equalTo: table.bottomAnchor),
            message.leadingAnchor.constraint(equalTo: table.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: table.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(message.frame.minY == 100)
        #expect(table.contentSize == .zero, "a table with no data source has no rows")
    }
}
