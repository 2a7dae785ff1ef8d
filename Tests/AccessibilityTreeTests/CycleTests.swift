import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// docs/voiceover-behaviour.md §1 (Tree walk): each object is visited at most once; cycles and duplicates are reported, never looped.
@MainActor
@Suite("Walk: cycles and duplicates")
struct CycleTests {
    enum Shape: String, CaseIterable, Sendable {
        /// A lists itself.
        case selfReference
        /// A lists B, B lists A back.
        case twoStepCycle
        /// A lists a subview of its own superview chain: the window.
        case listsTheWindow
        /// Two containers list the same element.
        case sharedElement
        /// A container lists a view that is also reached as a subview elsewhere.
        case viewListedAndInHierarchy
        /// An element listed twice in one array.
        case sameEntryTwice
    }

    /// Builds the shape; returns the window, the labels expected in order, and the problem kinds.
    func build(_ shape: Shape) -> (UIWindow, [String], [AccessibilityTreeProblem.Kind]) {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        a.accessibilityIdentifier = "A"
        let x = accessibilityElement("X", in: a, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(a)
        switch shape {
        case .selfReference:
            a.accessibilityElements = [x, a]
            return (window, ["X"], [.cycle])
        case .twoStepCycle:
            let b = UIAccessibilityElement(accessibilityContainer: a)
            b.isAccessibilityElement = false
            b.accessibilityElements = [x, a]
            a.accessibilityElements = [b]
            return (window, ["X"], [.cycle])
        case .listsTheWindow:
            a.accessibilityElements = [window, x]
            return (window, ["X"], [.cycle])
        case .sharedElement:
            let b = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
            let y = accessibilityElement("Y", in: b, frame: CGRect(x: 0, y: 200, width: 10, height: 10))
            a.accessibilityElements = [x]
            b.accessibilityElements = [y, x]
            window.addSubview(b)
            return (window, ["X", "Y"], [.duplicate])
        case .viewListedAndInHierarchy:
            let label = element("Label", x: 0, y: 300)
            window.addSubview(label)
            a.accessibilityElements = [x, label]
            return (window, ["X", "Label"], [.duplicate])
        case .sameEntryTwice:
            a.accessibilityElements = [x, x]
            return (window, ["X"], [.duplicate])
        }
    }

    @Test(arguments: Shape.allCases)
    func eachObjectIsReadOnceAndTheProblemReported(_ shape: Shape) {
        let (window, labels, kinds) = build(shape)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == labels, "\(shape)")
        #expect(tree.problems.map(\.kind) == kinds, "\(shape)")
        #expect(tree.problems.allSatisfy { $0.object != nil && $0.container != nil && !$0.message.isEmpty })
        #expect(Set(tree.elements.map { ObjectIdentifier($0.object) }).count == tree.elements.count)
    }

    @Test func theCycleProblemNamesTheObjectAndItsLister() throws {
        let (window, _, _) = build(.twoStepCycle)
        let tree = AccessibilityTree(window: window)
        let problem = try #require(tree.problems.first)
        #expect((problem.object as? UIView)?.accessibilityIdentifier == "A")
        #expect(problem.container is UIAccessibilityElement)
        #expect(problem.message.contains("'A'"))
    }

    /// An element whose label getter reads the whole screen again (app code may read a tree while
    /// one is read): the walk inside it sees every object once, and the walk around it still
    /// finds the duplicate it reaches after the getter ran.
    @Test func aWalkInsideAGetterLeavesTheOuterWalkIntact() {
        final class ReadingElement: UIAccessibilityElement {
            var window: UIWindow?
            var innerLabels: [String] = []
            override var accessibilityLabel: String? {
                get {
                    if let window, innerLabels.isEmpty {
                        innerLabels = ["reading"]
                        innerLabels = AccessibilityTree(window: window).labels
                    }
                    return "Y"
                }
                set { super.accessibilityLabel = newValue }
            }
        }
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(a)
        let x = accessibilityElement("X", in: a, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let y = ReadingElement(accessibilityContainer: a)
        y.isAccessibilityElement = true
        y.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 20, width: 10, height: 10)
        y.window = window
        a.accessibilityElements = [x, y, x]
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["X", "Y"])
        #expect(tree.problems.map(\.kind) == [.duplicate])
        #expect(y.innerLabels == ["X", "Y"])
    }
}
