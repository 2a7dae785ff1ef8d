import EarshotUIKit
import Testing

@testable import AccessibilityTree

// MARK: The guides' containers, with only the import line changed (Objective-C translated to Swift)

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), listing 6-18: a view that tells UIAccessibility the order to read its labels in.
@MainActor
final class DetailView: UIView {
    weak var header1: TestLabel!
    weak var header2: TestLabel!
    weak var header3: TestLabel!
    weak var detail1: TestLabel!
    weak var detail2: TestLabel!
    weak var detail3: TestLabel!

    override var accessibilityElements: [Any]? {
        set {}
        get {
            return [
                header1!,
                detail1!,
                header2!,
                detail2!,
                header3!,
                detail3!,
            ]
        }
    }

    /// Three headers on a top row and their details on the row below, as in the book's screenshot.
    static func make() -> DetailView {
        let view = DetailView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let labels = [
            ("4 stars", 0, 0), ("14K ratings", 130, 0), ("#1", 260, 0),
            ("Rating", 0, 40), ("Reviews", 130, 40), ("Chart", 260, 40),
        ]
        .map { TestLabel($0.0, frame: CGRect(x: CGFloat($0.1), y: CGFloat($0.2), width: 120, height: 30)) }
        labels.forEach(view.addSubview)
        view.header1 = labels[0]
        view.header2 = labels[1]
        view.header3 = labels[2]
        view.detail1 = labels[3]
        view.detail2 = labels[4]
        view.detail3 = labels[5]
        return view
    }
}

/// The Accessibility Programming Guide for iOS: MultiFacetedView, a container that builds its elements only when asked through the
/// UIAccessibilityContainer methods.
@MainActor
final class SeedMultiFacetedView: UIView {
    private var _accessibleElements: [UIAccessibilityElement]?
    private(set) var buildCount = 0

    func accessibleElements() -> [UIAccessibilityElement] {
        if let elements = _accessibleElements { return elements }
        buildCount += 1
        var elements: [UIAccessibilityElement] = []
        let element1 = UIAccessibilityElement(accessibilityContainer: self)
        element1.accessibilityLabel = "Circle"
        element1.accessibilityFrameInContainerSpace = CGRect(x: 200, y: 10, width: 50, height: 50)
        elements.append(element1)
        let element2 = UIAccessibilityElement(accessibilityContainer: self)
        element2.accessibilityLabel = "Square"
        element2.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 50, height: 50)
        elements.append(element2)
        _accessibleElements = elements
        return elements
    }

    // The container itself is not accessible.
    override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
    override func accessibilityElementCount() -> Int { accessibleElements().count }
    override func accessibilityElement(at index: Int) -> Any? { accessibleElements()[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
        accessibleElements().firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver): APLFloorPlanView, a custom-drawn plan whose rooms are elements with paths, created
/// lazily in reverse feature order.
@MainActor
final class APLFloorPlanView: UIView {
    static let kFloorPlanString = "name"
    static let kFloorPlanBezierPath = "path"
    private var _accessibilityElements: [Any]?

    func floorPlanFeatures() -> [[String: Any]] {
        [
            [Self.kFloorPlanString: "Lobby", Self.kFloorPlanBezierPath: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 80))],
            [Self.kFloorPlanString: "Hall", Self.kFloorPlanBezierPath: UIBezierPath(rect: CGRect(x: 100, y: 0, width: 200, height: 80))],
            [
                Self.kFloorPlanString: "Coffee",
                Self.kFloorPlanBezierPath: UIBezierPath(ovalIn: CGRect(x: 20, y: 100, width: 40, height: 40)),
            ],
        ]
    }

    override var accessibilityElements: [Any]? {
        get {
            if _accessibilityElements == nil {
                var elements: [Any] = []
                for floorPlanFeature in floorPlanFeatures().reversed() {
                    let accessibilityElement = UIAccessibilityElement(accessibilityContainer: self)
                    accessibilityElement.accessibilityLabel = floorPlanFeature[Self.kFloorPlanString] as? String
                    accessibilityElement.accessibilityPath = UIAccessibility.convertToScreenCoordinates(
                        floorPlanFeature[Self.kFloorPlanBezierPath] as! UIBezierPath, in: self)
                    elements.append(accessibilityElement)
                }
                _accessibilityElements = elements
            }
            return _accessibilityElements
        }
        set { _accessibilityElements = newValue }
    }

    // Accessibility containers MUST return NO to -isAccessibilityElement.
    override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
    override func accessibilityElement(at index: Int) -> Any? { accessibilityElements?[index] }
    override func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    override func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}

/// docs/voiceover-behaviour.md §1 (Tree walk) rule 4: explicitly ordered groups.
@MainActor
@Suite("Walk: accessibilityElements and the container methods")
struct ExplicitOrderTests {
    @Test func developingAccessibleAppsDetailViewReadsHeaderThenDetail() throws {
        let window = makeWindow()
        let detail = DetailView.make()
        window.addSubview(element("Title", x: 0, y: 0))
        window.addSubview(detail)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Title", "4 stars", "Rating", "14K ratings", "Reviews", "#1", "Chart"])
        let record = try #require(tree.containers.first { $0.object === detail })
        #expect(record.isGroup && record.hasExplicitOrder)
        #expect(tree.node("Rating")?.traits == .staticText)
    }

    @Test func programmingGuideMultiFacetedViewIsReadThroughTheContainerMethods() throws {
        let window = makeWindow()
        let view = SeedMultiFacetedView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        window.addSubview(view)
        let tree = AccessibilityTree(window: window)
        // Array order, not geometry: "Circle" (x = 200) before "Square" (x = 10).
        #expect(tree.labels == ["Circle", "Square"])
        // Container-space frames follow the container onto the screen.
        #expect(tree.node("Square")?.frame == CGRect(x: 10, y: 210, width: 50, height: 50))
        #expect(view.buildCount == 1)
        #expect(tree.containers.last?.hasExplicitOrder == true)
    }

    @Test func voiceOverTutorialFloorPlanElementsKeepArrayOrderAndScreenPaths() throws {
        let window = makeWindow()
        let plan = APLFloorPlanView(frame: CGRect(x: 10, y: 300, width: 300, height: 200))
        window.addSubview(plan)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Coffee", "Hall", "Lobby"])
        let lobby = try #require(tree.node("Lobby"))
        #expect(lobby.path?.bounds == CGRect(x: 10, y: 300, width: 100, height: 80))
    }

    @Test func arrayOrderBeatsGeometryAndMixesViewsAndElements() {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let bottomView = element("Bottom view", x: 0, y: 500)
        host.addSubview(bottomView)
        let topElement = accessibilityElement("Top element", in: host, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.accessibilityElements = [bottomView, topElement]
        window.addSubview(host)
        #expect(AccessibilityTree(window: window).labels == ["Bottom view", "Top element"])
    }

    @Test func subviewsNotListedAreIgnored() {
        let window = makeWindow()
        let host = container(window.bounds, [element("Listed", x: 0, y: 100), element("Unlisted", x: 0, y: 0)])
        host.accessibilityElements = [host.subviews[0]]
        window.addSubview(host)
        #expect(AccessibilityTree(window: window).labels == ["Listed"])
    }

    @Test func anEmptyArrayMeansNoChildren() {
        let window = makeWindow()
        let host = container(window.bounds, [element("Subview")])
        host.accessibilityElements = []
        window.addSubview(host)
        let tree = AccessibilityTree(window: window)
        #expect(tree.elements.isEmpty)
        #expect(!tree.containers.contains { $0.object === host })
    }

    @Test func listedViewsFollowTheViewRules() {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let hidden = element("Hidden", x: 0, y: 0)
        hidden.isHidden = true
        let wrapper = container(CGRect(x: 0, y: 100, width: 390, height: 100), [element("In wrapper", x: 0, y: 0)])
        host.accessibilityElements = [hidden, wrapper]
        window.addSubview(host)
        #expect(AccessibilityTree(window: window).labels == ["In wrapper"])
    }

    @Test func anImplicitGroupInsideAnExplicitOneIsSortedInside() {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let group = container(
            CGRect(x: 0, y: 0, width: 390, height: 100),
            [
                element("Group right", x: 200, y: 0), element("Group left", x: 0, y: 0),
            ])
        group.shouldGroupAccessibilityChildren = true
        let first = element("Listed first", x: 0, y: 700)
        host.addSubview(group)
        host.addSubview(first)
        host.accessibilityElements = [first, group]
        window.addSubview(host)
        #expect(AccessibilityTree(window: window).labels == ["Listed first", "Group left", "Group right"])
    }

    @Test func aLayoutWrapperInsideAnExplicitGroupKeepsWalkOrder() {
        // A listed wrapper that is not a group splices its children into the explicit list, which
        // is never sorted: they keep subview order.
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let wrapper = container(
            CGRect(x: 0, y: 0, width: 390, height: 100),
            [
                element("Back subview", x: 200, y: 50), element("Front subview", x: 0, y: 0),
            ])
        host.accessibilityElements = [wrapper, accessibilityElement("Element", in: host)]
        window.addSubview(host)
        #expect(AccessibilityTree(window: window).labels == ["Back subview", "Front subview", "Element"])
    }

    @Test func entriesThatAreNotAccessibilityObjectsAreSkippedAndReported() throws {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        host.accessibilityIdentifier = "host"
        host.accessibilityElements = ["a string", accessibilityElement("Real", in: host), 42, Foundation.NSObject()]
        window.addSubview(host)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Real"])
        #expect(tree.problems.map(\.kind) == [.invalidElement, .invalidElement, .invalidElement])
        #expect(tree.problems.allSatisfy { $0.container === host })
        let first = try #require(tree.problems.first)
        #expect(first.object == nil)
        #expect(first.message.contains("Entry 0") && first.message.contains("'host'") && first.message.contains("String"))
        #expect(tree.problems[2].object != nil)
        #expect(tree.problems[2].message.contains("Entry 3"))
    }

    @Test func aNilFromTheContainerMethodsIsReported() {
        final class Gappy: UIView {
            let real = UIAccessibilityElement(accessibilityContainer: "host")
            override func accessibilityElementCount() -> Int { 2 }
            override func accessibilityElement(at index: Int) -> Any? { index == 1 ? real : nil }
        }
        let window = makeWindow()
        let host = Gappy(frame: window.bounds)
        host.real.accessibilityLabel = "Second"
        window.addSubview(host)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Second"])
        #expect(tree.problems.map(\.kind) == [.invalidElement])
        #expect(tree.problems.first?.message.contains("accessibilityElement(at:)") == true)
    }

    @Test func aGarbageCountIsCutAndReported() {
        final class Endless: UIView {
            let only = UIAccessibilityElement(accessibilityContainer: "host")
            let hidden = UIAccessibilityElement(accessibilityContainer: "host")
            override func accessibilityElementCount() -> Int { Int.max }
            override func accessibilityElement(at index: Int) -> Any? { index == 0 ? only : hidden }
        }
        let window = makeWindow()
        let host = Endless(frame: window.bounds)
        host.only.accessibilityLabel = "Only"
        host.hidden.accessibilityElementsHidden = true
        window.addSubview(host)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Only"])
        #expect(tree.problems.map(\.kind) == [.invalidElement])
        #expect(tree.problems.first?.message.contains("only the first \(AccessibilityChildren.countedEntryLimit)") == true)
    }
}
