import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// The views' painting order beside the walk, and the tree keeping it.
@MainActor
@Suite("Painting order")
struct PaintingOrderTests {
    @Test func viewsComeBackToFrontEachParentBeforeItsSubviews() {
        let window = makeWindow()
        let first = element("First", x: 0, y: 0)
        let second = element("Second", x: 0, y: 40)
        let back = container(CGRect(x: 0, y: 0, width: 390, height: 400), [first, second])
        let front = element("Front", x: 0, y: 500)
        window.addSubview(back)
        window.addSubview(front)
        let order = PaintingOrder(root: window)
        #expect(order.records.map { ObjectIdentifier($0.view) } == [window, back, first, second, front].map(ObjectIdentifier.init))
        #expect(order.record(of: back)?.subtreeEnd == order.order(of: second))
        #expect(order.record(of: front)?.parent == order.order(of: window))
    }

    @Test func aVisitPassesOverTheSubviewsItIsToldTo() {
        let window = makeWindow()
        let back = container(CGRect(x: 0, y: 0, width: 390, height: 400), [element("Inside", x: 0, y: 0)])
        let front = element("Front", x: 0, y: 500)
        window.addSubview(back)
        window.addSubview(front)
        let order = PaintingOrder(root: window)
        var visited: [ObjectIdentifier] = []
        order.forEachView(inSubtreeOf: order.records[0]) { record in
            visited.append(ObjectIdentifier(record.view))
            return record.view === back ? .skipSubviews : .descend
        }
        #expect(visited == [window, back, front].map(ObjectIdentifier.init))
    }

    /// An element that is not a view stands in front of its container view and behind that view's
    /// subviews; an object no view here draws stands behind everything.
    @Test func anElementStandsBetweenItsViewAndTheViewsSubviews() {
        let window = makeWindow()
        let host = container(CGRect(x: 0, y: 0, width: 390, height: 400), [element("Subview", x: 0, y: 0)])
        window.addSubview(host)
        let drawn = accessibilityElement("Drawn", in: host, frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let elsewhere = accessibilityElement("Elsewhere", in: UIView(frame: .zero))
        let order = PaintingOrder(root: window)
        let hostPosition = order.stackingPosition(of: host)
        let elementPosition = order.stackingPosition(of: drawn)
        #expect(hostPosition < elementPosition)
        #expect(elementPosition < order.stackingPosition(of: host.subviews[0]))
        #expect(order.stackingPosition(of: elsewhere) == -1)
        #expect(order.stackingPosition(of: window) < hostPosition)
    }

    @Test func theTreeKeepsItWhileItIsCurrent() {
        let window = makeWindow()
        window.addSubview(element("First", x: 0, y: 0))
        let tree = AccessibilityTree(window: window)
        let kept = tree.paintingOrder(under: window)
        #expect(tree.paintingOrder(under: window) === kept)
        // A view added is a structural change: the tree is no longer current, and the painting
        // order is read from the views as they are now.
        let added = element("Added", x: 0, y: 40)
        window.addSubview(added)
        let now = tree.paintingOrder(under: window)
        #expect(now !== kept)
        #expect(now.order(of: added) != nil)
    }

    /// A label the app composes keeps the tree from being current (it is asked again at every
    /// occasion), but moves no view: the painting order is kept all the same.
    @Test func theTreeKeepsItWhenAppCodeAnswersOnlyAnElementsLabel() {
        let window = makeWindow()
        window.addSubview(ComposedLabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        let tree = AccessibilityTree(window: window)
        #expect(!tree.isCurrent)
        #expect(tree.paintingOrder(under: window) === tree.paintingOrder(under: window))
    }

    @Test func bringingTheTreeUpToDateKeepsIt() throws {
        let window = makeWindow()
        let label = element("Before", x: 0, y: 0)
        window.addSubview(label)
        var tree = AccessibilityTree(window: window)
        let kept = tree.paintingOrder(under: window)
        label.accessibilityLabel = "After"
        let changed = try #require(tree.changedElementsReadAgain())
        tree.update(with: changed)
        #expect(tree.labels == ["After"])
        #expect(tree.paintingOrder(under: window) === kept)
    }
}

/// An element whose label the app's code composes.
@MainActor
private final class ComposedLabel: UIView {
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    override var accessibilityLabel: String? {
        get { "Composed" }
        set {}
    }
}

/// The modal views the walk kept, read from the tree.
@MainActor
@Suite("Walk: the modal views kept")
struct ModalViewsTests {
    @Test func theModalSubviewReadOfEachContainerOutermostFirst() {
        let window = makeWindow()
        let inner = container(CGRect(x: 0, y: 100, width: 390, height: 100), [element("OK", x: 0, y: 0)])
        inner.accessibilityViewIsModal = true
        let dialog = container(CGRect(x: 0, y: 300, width: 390, height: 300), [element("Title", x: 0, y: 0), inner])
        dialog.accessibilityViewIsModal = true
        window.addSubview(element("Behind", x: 0, y: 0))
        window.addSubview(dialog)
        let tree = AccessibilityTree(window: window)
        #expect(tree.modalViews.map(ObjectIdentifier.init) == [dialog, inner].map(ObjectIdentifier.init))
    }

    @Test func aModalElement() {
        let window = makeWindow()
        let modal = element("Modal", x: 0, y: 40)
        modal.accessibilityViewIsModal = true
        window.addSubview(element("Behind", x: 0, y: 0))
        window.addSubview(modal)
        #expect(AccessibilityTree(window: window).modalViews.map(ObjectIdentifier.init) == [ObjectIdentifier(modal)])
    }

    /// The modal rule applied (its siblings are not read), but the hidden view it kept left nothing.
    @Test func aHiddenModalViewLeavesNoTrace() {
        let window = makeWindow()
        let modal = container(CGRect(x: 0, y: 300, width: 390, height: 300), [element("Hidden", x: 0, y: 0)])
        modal.accessibilityViewIsModal = true
        modal.isHidden = true
        window.addSubview(element("Behind", x: 0, y: 0))
        window.addSubview(modal)
        let tree = AccessibilityTree(window: window)
        #expect(tree.containers.first?.readsOnlyModal == true)
        #expect(tree.modalViews.isEmpty)
    }

    @Test func noneWithoutTheModalRule() {
        let window = makeWindow()
        window.addSubview(element("Only", x: 0, y: 0))
        #expect(AccessibilityTree(window: window).modalViews.isEmpty)
    }
}
