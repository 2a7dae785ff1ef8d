import Testing

@testable import EarshotUIKitCore

/// Frames Auto Layout gives, checked against what Apple's Auto Layout Guide ("Anatomy of a
/// Constraint", "Working with Constraints in Interface Builder" — priorities, intrinsic content
/// size, hugging and compression resistance) and UIKit's documentation say.
@MainActor
@Suite("Auto Layout geometry")
struct AutoLayoutGeometryTests {
    /// A 390 × 844 window (a notched phone) holding a controller-less 390 × 844 root view.
    func makeScreen() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        return (window, root)
    }

    func constrained<View: UIView>(_ view: View, in parent: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func viewsMadeInCodeTranslateTheirFrame() {
        let (window, root) = makeScreen()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(view)
        let other = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: view.bottomAnchor),
            other.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(other.frame == CGRect(x: 45, y: 60, width: 60, height: 10))
    }

    @Test func anchorsPinToTheSafeAreaAndMargins() {
        let (window, root) = makeScreen()
        let label = constrained(UILabel(), in: root)
        label.text = "Title"
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Safe area: 47-point status bar; margins: 8 points by default, from the safe area.
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))
        #expect(label.frame == CGRect(x: 8, y: 55, width: 374, height: 21))
    }

    @Test func aViewControllersRootViewHasTheSystemMinimumMargins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func changingAConstantMovesTheViewOnTheNextPass() {
        let (window, root) = makeScreen()
        let box = constrained(UIView(), in: root)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top, box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.minY == 100)
        top.constant = 300
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 300, width: 50, height: 50))
        top.isActive = false
        #expect(!top.isActive)
        let bottom = box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10)
        bottom.isActive = true
        window.layoutIfNeeded()
        #expect(box.frame.maxY == 834)
    }

    @Test func theStrongerOfTwoOptionalConstraintsWins() {
        let (window, root) = makeScreen()
        let box = constrained(UIView(), in: root)
        let weak = box.widthAnchor.constraint(equalToConstant: 100)
        weak.priority = .defaultLow
        let strong = box.widthAnchor.constraint(equalToConstant: 200)
        strong.priority = .defaultHigh
        NSLayoutConstraint.activate([
            weak, strong, box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 200)
        strong.priority = UILayoutPriority(100)
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test func inequalitiesBoundWhatTheyConstrain() {
        let (window, root) = makeScreen()
        let box = constrained(UIView(), in: root)
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish, box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.4),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 156)
        #expect(box.frame.height == 30)
        #expect(box.frame.midX == 195)
        #expect(box.frame.midY == 422)
    }

    @Test func theClassicInitializerAndMarginAttributes() {
        let (window, root) = makeScreen()
        let box = constrained(UIView(), in: root)
        root.addConstraints([
            NSLayoutConstraint(
                item: box, attribute: .leadingMargin, relatedBy: .equal, toItem: root,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root,
                attribute: .top, multiplier: 1, constant: 60),
            NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 44),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: box,
                attribute: .width, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        // The box's own margins are 8: its leading margin sits on the root's (8), so it is at 0.
        #expect(box.frame == CGRect(x: 0, y: 60, width: 44, height: 44))
        #expect(root.constraints.count == 4)
    }

    @Test func intrinsicSizesOfStandardViews() {
        let label = UILabel()
        label.text = "Hello"
        // TextMetrics at 17 points: H 0.66 + ello 4 × 0.52 … rounded up; one 21-point line.
        #expect(label.intrinsicContentSize == TextMetrics.size(of: "Hello", pointSize: 17))
        #expect(label.intrinsicContentSize.height == 21)
        #expect(UILabel().intrinsicContentSize == .zero)
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIImageView(image: UIImage(size: CGSize(width: 24, height: 20))).intrinsicContentSize == CGSize(width: 24, height: 20))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Save", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: TextMetrics.width(of: "Save", pointSize: 17), height: 33))
    }

    /// Two labels side by side filling a row: the one with the lower hugging priority stretches;
    /// when they do not fit, the one with the lower compression resistance is cut.
    @Test func huggingAndCompressionResistanceDecideWhoGives() {
        let (window, root) = makeScreen()
        let name = constrained(UILabel(), in: root)
        let value = constrained(UILabel(), in: root)
        name.text = "Name"
        value.text = "Value"
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let trailing = value.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor), name.topAnchor.constraint(equalTo: root.topAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
            trailing,
        ])
        window.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == 390 - value.frame.width)
        // Now make the row too narrow: the name, less resistant, is cut; the value keeps its size.
        name.text = String(repeating: "Long name ", count: 10)
        name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        window.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(value.frame.maxX == 390)
        #expect(name.frame.width == 390 - value.frame.width)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        let (window, root) = makeScreen()
        let label = constrained(UILabel(), in: root)
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 40)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.width == 350)
        let wrapped = TextMetrics.size(of: label.text!, pointSize: 17, maxWidth: 350)
        #expect(wrapped.height > 21)
        #expect(label.frame.height == wrapped.height)
    }

    /// A label free to grow up to a trailing limit wraps its new text at that limit; it does not
    /// stay as narrow as its short text was (UIKit's `preferredMaxLayoutWidth`: 0 wraps at the
    /// width Auto Layout gives the label; docs/layout.md, "Wrapping labels").
    @Test func aMultiLineLabelWhoseTextGrowsWrapsAtItsNewWidth() {
        let (window, root) = makeScreen()
        let label = constrained(UILabel(), in: root)
        label.numberOfLines = 0
        label.text = "Hi"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        let short = TextMetrics.size(of: "Hi", pointSize: 17)
        #expect(label.frame.size == short)
        label.text = String(repeating: "word ", count: 40)
        window.layoutIfNeeded()
        // Its lines wrap at the 350 points its constraints allow, and it is as wide as the longest.
        #expect(label.frame.size == TextMetrics.size(of: label.text!, pointSize: 17, maxWidth: 350))
        #expect(label.frame.height > 21)
        label.text = "Hi"
        window.layoutIfNeeded()
        #expect(label.frame.size == short)
    }

    /// In a right-to-left language leading is the right edge and constants count leftwards;
    /// a view whose `semanticContentAttribute` forces left-to-right keeps leading on the left
    /// (UIKit's documentation of `NSLayoutConstraint.Attribute.leading` and
    /// `UISemanticContentAttribute`).
    @Test func leadingAndTrailingFlipInRightToLeft() {
        let application = UIApplication()
        application.userInterfaceLayoutDirection = .rightToLeft
        let (window, root) = makeScreen()
        application.addWindow(window)
        let box = constrained(UIView(), in: root)
        let player = constrained(UIView(), in: root)
        player.semanticContentAttribute = .playback
        let button = constrained(UIView(), in: player)
        button.semanticContentAttribute = .playback
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 5),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            player.leftAnchor.constraint(equalTo: root.leftAnchor), player.rightAnchor.constraint(equalTo: root.rightAnchor),
            player.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), player.heightAnchor.constraint(equalToConstant: 44),
            button.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 10),
            button.widthAnchor.constraint(equalToConstant: 44), button.heightAnchor.constraint(equalToConstant: 44),
            button.topAnchor.constraint(equalTo: player.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.frame.minX == 330)
        #expect(button.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(button.frame.minX == 10)
    }

    /// Leading and trailing values increase in the reading direction (Apple's documentation of
    /// NSLayoutAnchor's `constraint(lessThanOrEqualTo:)`), so in right-to-left an inequality
    /// between them turns round with the constant: the usual "trailing at most the margin" keeps
    /// a label inside the margins at its own width, and the layout is the left-to-right one
    /// mirrored.
    @Test("inequalities between leading and trailing mirror in right-to-left", arguments: [false, true])
    func inequalitiesMirrorInRightToLeft(_ rightToLeft: Bool) {
        let application = UIApplication()
        if rightToLeft { application.userInterfaceLayoutDirection = .rightToLeft }
        let (window, root) = makeScreen()
        application.addWindow(window)
        let label = constrained(UILabel(), in: root)
        label.text = "Name"
        let badge = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: label.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // The margins are 8 points; the label starts 4 points in from the leading one.
        let width = label.intrinsicContentSize.width
        #expect(label.frame.width == width)
        if rightToLeft {
            #expect(label.frame.maxX == 378)
            #expect(badge.frame.minX == 8)
        } else {
            #expect(label.frame.minX == 12)
            #expect(badge.frame.maxX == 382)
        }
    }

    @Test func aLayoutGuideSpacesTwoViewsEqually() {
        let (window, root) = makeScreen()
        let left = constrained(UIView(), in: root)
        let right = constrained(UIView(), in: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(root.layoutGuides.count == 1 && gap.owningView === root)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.widthAnchor.constraint(equalToConstant: 100),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor), right.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor), gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: gap.topAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 190, height: 1))
    }

    @Test func firstBaselinesAlign() {
        let (window, root) = makeScreen()
        let big = constrained(UILabel(), in: root)
        let small = constrained(UILabel(), in: root)
        big.font = .systemFont(ofSize: 34)
        big.text = "Big"
        small.text = "small"
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        let bigBaseline = big.frame.minY + TextMetrics.baselineOffsets(pointSize: 34).first
        let smallBaseline = small.frame.minY + TextMetrics.baselineOffsets(pointSize: 17).first
        #expect(bigBaseline == smallBaseline)
        #expect(small.frame.minY > big.frame.minY)
    }

    /// UIKit's layout pass: `updateConstraints()` first, subviews before superviews; then the
    /// controller's `viewWillLayoutSubviews()`, the views' `layoutSubviews()` parents first, and
    /// `viewDidLayoutSubviews()`, with the frames already solved.
    @Test func theLayoutPassRunsInUIKitsOrder() {
        final class Log { var entries: [String] = [] }
        final class Probe: UIView {
            var log: Log?
            var name = ""
            override func updateConstraints() {
                log?.entries.append("updateConstraints \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log?.entries.append("layoutSubviews \(name) \(Int(bounds.width))")
            }
        }
        final class Controller: UIViewController {
            var log: Log?
            override func loadView() { view = Probe() }
            override func viewWillLayoutSubviews() { log?.entries.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log?.entries.append("viewDidLayoutSubviews") }
        }
        let log = Log()
        let controller = Controller()
        controller.log = log
        let rootProbe = controller.view as! Probe
        rootProbe.log = log
        rootProbe.name = "root"
        let child = Probe()
        child.log = log
        child.name = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 120), child.heightAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: controller.view.topAnchor),
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        #expect(
            Array(log.entries.prefix(5)) == [
                "updateConstraints child", "updateConstraints root",
                "viewWillLayoutSubviews", "layoutSubviews root 390", "viewDidLayoutSubviews",
            ])
        #expect(log.entries.contains("layoutSubviews child 120"))
        log.entries.removeAll()
        child.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log.entries.first == "updateConstraints child")
        #expect(!log.entries.contains("updateConstraints root"))
    }

    @Test func constraintsOfAViewThatLeavesTheHierarchyAreRemoved() {
        let (window, root) = makeScreen()
        let box = constrained(UIView(), in: root)
        let pin = box.topAnchor.constraint(equalTo: root.topAnchor)
        pin.isActive = true
        window.layoutIfNeeded()
        box.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(!pin.isActive)
    }

    /// A long form built with anchors alone: each label below the previous one. Every label sits
    /// its intrinsic height plus 8 points below the one before, and changing the first
    /// constraint's constant moves them all (the chain is kept as definitions in the solver,
    /// docs/layout.md "Solver").
    @Test func aLongChainOfLabelsLaysOutAndMoves() {
        let (window, root) = makeScreen()
        var labels: [UILabel] = []
        var constraints: [NSLayoutConstraint] = []
        var previous = root.layoutMarginsGuide.topAnchor
        for index in 0..<2_000 {
            let label = constrained(UILabel(), in: root)
            label.text = "Row \(index)"
            constraints += [
                label.topAnchor.constraint(equalTo: previous, constant: 8),
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            ]
            labels.append(label)
            previous = label.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let height = labels[0].intrinsicContentSize.height
        #expect(height > 0)
        let margins = root.layoutMarginsGuide.layoutFrame
        #expect(labels[0].frame.minY == margins.minY + 8)
        #expect(labels[0].frame.size == labels[0].intrinsicContentSize)
        let misplaced = labels.indices.dropFirst().filter { labels[$0].frame.minY != labels[$0 - 1].frame.maxY + 8 }
        #expect(misplaced.isEmpty)
        #expect(labels.allSatisfy { $0.frame.minX == margins.minX && $0.frame.height == height })
        let lastY = labels[labels.count - 1].frame.minY
        constraints[0].constant = 20
        window.layoutIfNeeded()
        #expect(labels[labels.count - 1].frame.minY == lastY + 12)
    }

    /// The engine lives on the hierarchy's root and must not keep the views it lays out alive:
    /// a screen laid out with Auto Layout is freed when the app lets it go, as in UIKit.
    @Test func aLaidOutScreenIsFreed() {
        weak var freedWindow: UIWindow?
        weak var freedLabel: UILabel?
        do {
            let (window, root) = makeScreen()
            let label = constrained(UILabel(), in: root)
            label.text = "Title"
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            ])
            window.layoutIfNeeded()
            #expect(label.frame.width > 0)
            freedWindow = window
            freedLabel = label
        }
        #expect(freedWindow == nil)
        #expect(freedLabel == nil)
    }
}
