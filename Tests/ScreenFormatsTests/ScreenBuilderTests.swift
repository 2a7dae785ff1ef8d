import EarshotUIKit
import ScreenFormats
import Testing

@MainActor
@Suite("ScreenBuilder")
struct ScreenBuilderTests {
    /// Builds a document whose root (a full-screen view) has `node` as its only child.
    private func buildSingle(_ node: ScreenNode) throws -> (BuiltScreen, NSObject) {
        let document = ScreenDocument(nodes: [ScreenNode.make(.view) { $0.children = [1] }, node], root: 0)
        let screen = try ScreenBuilder().buildScreen(document)
        return (screen, try #require(screen.object(for: 1)))
    }

    // MARK: Device and root

    @Test func deviceSetsTheApplicationAndTheWindow() throws {
        var maker = DocumentMaker()
        maker.device = ScreenDocument.Device(idiom: .pad, width: 1024, height: 768, language: "ar-EG")
        maker.add(.view)
        let (application, window) = try ScreenBuilder().build(maker.document())
        #expect(application.userInterfaceIdiom == .pad)
        #expect(application.preferredLanguage == "ar-EG")
        #expect(application.userInterfaceLayoutDirection == .rightToLeft)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(application.keyWindow === window)
        #expect(window.application === application)
        #expect(window.rootViewController?.view.frame == window.bounds)
    }

    @Test func explicitLayoutDirectionWinsOverTheLanguage() throws {
        var maker = DocumentMaker()
        maker.device = ScreenDocument.Device(language: "he", layoutDirection: .leftToRight)
        maker.add(.view)
        let (application, _) = try ScreenBuilder().build(maker.document())
        #expect(application.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func rootKeepsItsOwnFrame() throws {
        var maker = DocumentMaker()
        maker.add(.view) { $0.frame = CGRect(x: 0, y: 47, width: 390, height: 797) }
        let screen = try ScreenBuilder().buildScreen(maker.document())
        #expect(screen.rootView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        #expect(screen.rootView.superview === screen.window)
        #expect(screen.rootViewController.view === screen.rootView)
    }

    // MARK: Types

    @Test(
        arguments: [
            (ScreenNode.make(.view), "UIView", false, nil, nil, UIAccessibilityTraits.none),
            (.make(.label) { $0.text = "Hello" }, "UILabel", true, "Hello", nil, .staticText),
            (
                .make(.button) {
                    $0.title = "Book"
                    $0.isSelected = true
                }, "UIButton", true, "Book", nil, [.button, .selected]
            ),
            (
                .make(.button) {
                    $0.title = "Pay"
                    $0.isEnabled = false
                }, "UIButton", true, "Pay", nil, [.button, .notEnabled]
            ),
            (
                .make(.switch) {
                    $0.isOn = true
                    $0.label = "Wi-Fi"
                }, "UISwitch", true, "Wi-Fi", "1", [.button, .toggleButton]
            ),
            (.make(.switch) { $0.value = "On" }, "UISwitch", true, nil, "0", [.button, .toggleButton]),
            (
                .make(.slider) {
                    $0.minimum = 0
                    $0.maximum = 200
                    $0.current = 50
                }, "UISlider", true, nil, "25%", .adjustable
            ),
            (.make(.slider) { $0.isEnabled = false }, "UISlider", true, nil, "0%", [.adjustable, .notEnabled]),
            (
                .make(.pageControl) {
                    $0.pages = 3
                    $0.currentPage = 1
                }, "UIPageControl", true, nil, "page 2 of 3", .adjustable
            ),
            (.make(.progressView) { $0.progress = 0.5 }, "UIProgressView", true, "Progress", "50%", .updatesFrequently),
            (.make(.activityIndicator), "UIActivityIndicatorView", true, "In progress", nil, .updatesFrequently),
            (
                .make(.activityIndicator) { $0.isAnimating = false }, "UIActivityIndicatorView", true, "Progress halted", nil,
                .updatesFrequently
            ),
            (.make(.textField) { $0.placeholder = "Email" }, "UITextField", true, nil, "Email", .textEntry),
            (
                .make(.textField) {
                    $0.text = "abc"
                    $0.isSecure = true
                }, "UITextField", true, nil, "•••", [.textEntry, .secureTextField]
            ),
            (.make(.textField) { $0.isEnabled = false }, "UITextField", true, nil, nil, [.textEntry, .notEnabled]),
            (.make(.textView) { $0.text = "Notes" }, "UITextView", true, nil, "Notes", [.textEntry, .textArea]),
            (
                .make(.searchField) {
                    $0.placeholder = "Search"
                    $0.text = "Dune"
                }, "UISearchTextField", true, "Search", "Dune", [.textEntry, .searchField]
            ),
            (.make(.imageView), "UIImageView", false, nil, nil, .image),
            (
                .make(.imageView) {
                    $0.isAccessibilityElement = true
                    $0.label = "Mars"
                }, "UIImageView", true, "Mars", nil, .image
            ),
            (
                .make(.tableViewCell) {
                    $0.text = "Ana"
                    $0.detailText = "Online"
                    $0.accessory = .checkmark
                }, "UITableViewCell", true, "Ana, Online", nil, .selected
            ),
            (
                .make(.tableViewCell) {
                    $0.text = "General"
                    $0.accessory = .disclosureIndicator
                }, "UITableViewCell", true, "General", nil, .none
            ),
            (.make(.scrollView), "UIScrollView", false, nil, nil, .none),
        ] as [(ScreenNode, String, Bool, String?, String?, UIAccessibilityTraits)])
    func nodeTypeBecomesItsUIKitClassWithUIKitsDefaults(
        node: ScreenNode, className: String, isElement: Bool, label: String?, value: String?, traits: UIAccessibilityTraits
    ) throws {
        let (_, object) = try buildSingle(node)
        #expect(String(describing: type(of: object)) == className)
        #expect(object.isAccessibilityElement == isElement)
        #expect(object.accessibilityLabel == label)
        #expect(object.accessibilityValue == value)
        #expect(object.accessibilityTraits == traits)
        if let view = object as? UIView { #expect(!view.isHidden) }
    }

    @Test func stepperBuildsItsTwoHalves() throws {
        let (_, object) = try buildSingle(
            .make(.stepper) {
                $0.minimum = 1
                $0.maximum = 5
                $0.current = 5
                $0.step = 2
                $0.frame = CGRect(x: 10, y: 10, width: 94, height: 32)
            })
        let stepper = try #require(object as? UIStepper)
        #expect(stepper.value == 5 && stepper.stepValue == 2 && stepper.minimumValue == 1)
        let halves = try #require(stepper.accessibilityElements as? [NSObject])
        #expect(halves.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        // At its maximum the increment half is a plain button, as on iOS 26.2 (docs/voiceover-behaviour.md).
        #expect(halves.map(\.accessibilityTraits) == [.button, .button])
    }

    @Test func segmentedControlBuildsItsSegments() throws {
        let (_, object) = try buildSingle(
            .make(.segmentedControl) {
                $0.segments = ["Day", "Week"]
                $0.selectedIndex = 1
            })
        let control = try #require(object as? UISegmentedControl)
        let segments = try #require(control.accessibilityElements as? [NSObject])
        #expect(segments.map(\.accessibilityLabel) == ["Day", "Week"])
        #expect(segments.map(\.accessibilityTraits) == [.button, [.button, .selected]])
    }

    @Test func navigationBarBuildsTitleAndBackButton() throws {
        let (_, object) = try buildSingle(
            .make(.navigationBar) {
                $0.title = "Keyboards"
                $0.backTitle = "General"
                $0.frame = CGRect(x: 0, y: 47, width: 390, height: 44)
            })
        let bar = try #require(object as? UINavigationBar)
        let elements = try #require(bar.accessibilityElements as? [NSObject])
        #expect(elements.map(\.accessibilityLabel) == ["General", "Keyboards"])
        #expect(elements.map(\.accessibilityTraits) == [[.button, .backButton], .header])
        #expect(elements[0].accessibilityFrame == CGRect(x: 0, y: 47, width: 90, height: 44))
    }

    @Test func navigationBarWithoutBackTitleHasNoBackButton() throws {
        let (_, object) = try buildSingle(.make(.navigationBar) { $0.title = "Settings" })
        #expect((object.accessibilityElements as? [NSObject])?.map(\.accessibilityLabel) == ["Settings"])
    }

    @Test func tabBarBuildsItsTabs() throws {
        let (_, object) = try buildSingle(
            .make(.tabBar) {
                $0.items = [.init(title: "Today"), .init(title: "Inbox", badge: "1"), .init(title: "Settings", isEnabled: false)]
                $0.selectedIndex = 0
                $0.frame = CGRect(x: 0, y: 795, width: 390, height: 49)
            })
        let bar = try #require(object as? UITabBar)
        #expect(bar.accessibilityTraits == .tabBar)
        let tabs = try #require(bar.accessibilityElements as? [NSObject])
        #expect(tabs.map(\.accessibilityLabel) == ["Today", "Inbox", "Settings"])
        #expect(tabs.map(\.accessibilityValue) == [nil, "1 item", nil])
        #expect(tabs.map(\.accessibilityTraits) == [[.button, .tabBarItem, .selected], [.button, .tabBarItem], [.button, .tabBarItem]])
        #expect((tabs[2] as? UITabBarItem)?.isEnabled == false, "disabled, yet not Dimmed: UIKit gives a tab no notEnabled trait")
    }

    @Test func alertIsModalAndEscapeRunsItsCancelAction() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        maker.add(.button, to: root) { $0.title = "Behind" }
        let alertNode = maker.add(.alert, to: root) {
            $0.title = "Delete?"
            $0.message = "Sure?"
            $0.actions = ["Cancel", "Delete"]
        }
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let alertView = try #require(screen.object(for: alertNode) as? UIView)
        #expect(alertView.accessibilityViewIsModal)
        let alert = try #require(screen.rootViewController.children.first as? UIAlertController)
        #expect(alert.view === alertView)
        #expect(alert.actions.map(\.style) == [.cancel, .default])
        #expect(screen.application.perform { alert.accessibilityPerformEscape() })
        #expect(alertView.superview == nil)
    }

    @Test func editingTextFieldBecomesFirstResponder() throws {
        let (screen, object) = try buildSingle(
            .make(.textField) {
                $0.isEditing = true
                $0.frame = CGRect(x: 16, y: 100, width: 300, height: 44)
            })
        let field = try #require(object as? UITextField)
        #expect(screen.window.firstResponder === field)
        #expect(field.accessibilityTraits == [.textEntry, .isEditing])
    }

    // MARK: Common keys

    @Test func commonKeysAreSetAsTheirProperties() throws {
        let (_, object) = try buildSingle(
            .make(.view) {
                $0.id = "card"
                $0.isAccessibilityElement = true
                $0.label = "Card"
                $0.value = "3 of 5"
                $0.hint = "Opens the card"
                $0.language = "de-DE"
                $0.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
                $0.activationPoint = CGPoint(x: 5, y: 6)
                $0.elementsHidden = false
                $0.viewIsModal = true
                $0.groupsChildren = true
                $0.containerType = .list
                $0.customActions = ["Like", "Share"]
                $0.hidden = true
                $0.alpha = 0.5
                $0.clipsToBounds = true
            })
        let view = try #require(object as? UIView)
        #expect(view.accessibilityIdentifier == "card")
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Card")
        #expect(view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityHint == "Opens the card")
        #expect(view.accessibilityLanguage == "de-DE")
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 5, y: 6))
        #expect(view.accessibilityViewIsModal)
        #expect(view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityContainerType == .list)
        let actions = view.accessibilityCustomActions ?? []
        #expect(actions.map(\.name) == ["Like", "Share"])
        #expect(actions.allSatisfy { $0.perform() })
        #expect(view.isHidden)
        #expect(view.alpha == 0.5)
        #expect(view.clipsToBounds)
    }

    @Test(
        arguments: [
            (ScreenNode.make(.button) { $0.traits = ["link"] }, UIAccessibilityTraits.link),
            (.make(.button) { $0.addTraits = ["header"] }, [.button, .header]),
            (
                .make(.button) {
                    $0.addTraits = ["header"]
                    $0.removeTraits = ["button"]
                }, .header
            ),
            (
                .make(.button) {
                    $0.isEnabled = false
                    $0.removeTraits = ["notEnabled"]
                }, .button
            ),
            (
                .make(.label) {
                    $0.traits = ["button"]
                    $0.addTraits = ["selected"]
                }, [.button, .selected]
            ),
            (.make(.view) { $0.traits = [] }, .none),
        ] as [(ScreenNode, UIAccessibilityTraits)])
    func traitsReplaceAndAddRemoveRelativeToTheDefault(node: ScreenNode, traits: UIAccessibilityTraits) throws {
        let (_, object) = try buildSingle(node)
        #expect(object.accessibilityTraits == traits)
    }

    @Test func pathIsAClosedPolygon() throws {
        let (_, object) = try buildSingle(.make(.view) { $0.path = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)] })
        let path = try #require(object.accessibilityPath)
        #expect(path.polygons == [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]])
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: Frames

    @Test func framesInScreenCoordinatesBecomeSuperviewCoordinates() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        let card = maker.add(.view, to: root) { $0.frame = CGRect(x: 20, y: 100, width: 350, height: 200) }
        let title = maker.add(.label, to: card) {
            $0.frame = CGRect(x: 36, y: 116, width: 200, height: 20)
            $0.text = "Mars"
        }
        let fill = maker.add(.view, to: card)
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let titleView = try #require(screen.object(for: title) as? UIView)
        #expect(titleView.frame == CGRect(x: 16, y: 16, width: 200, height: 20))
        #expect(titleView.accessibilityFrame == CGRect(x: 36, y: 116, width: 200, height: 20))
        let fillView = try #require(screen.object(for: fill) as? UIView)
        #expect(fillView.frame == CGRect(x: 0, y: 0, width: 350, height: 200), "no frame: the parent's frame")
        #expect(fillView.superview === screen.object(for: card))
    }

    @Test func scrolledContentKeepsItsScreenFrame() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        let scroll = maker.add(.scrollView, to: root) {
            $0.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
            $0.contentSize = CGSize(width: 390, height: 2000)
            $0.contentOffset = CGPoint(x: 0, y: 300)
            $0.isPagingEnabled = true
        }
        let row = maker.add(.label, to: scroll) {
            $0.frame = CGRect(x: 0, y: 150, width: 390, height: 44)
            $0.text = "Row"
        }
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let scrollView = try #require(screen.object(for: scroll) as? UIScrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(scrollView.isPagingEnabled)
        let rowView = try #require(screen.object(for: row) as? UIView)
        #expect(rowView.frame == CGRect(x: 0, y: 350, width: 390, height: 44))
        #expect(rowView.accessibilityFrame == CGRect(x: 0, y: 150, width: 390, height: 44))
        #expect(scrollView.accessibilityScroll(.up))
        #expect(rowView.accessibilityFrame.minY == CGFloat(450))
    }

    @Test func cellChildrenGoIntoItsContentView() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        let cell = maker.add(.tableViewCell, to: root) {
            $0.text = "Post"
            $0.frame = CGRect(x: 0, y: 200, width: 390, height: 80)
        }
        let like = maker.add(.button, to: cell) {
            $0.title = "Like"
            $0.frame = CGRect(x: 300, y: 240, width: 60, height: 30)
        }
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let cellView = try #require(screen.object(for: cell) as? UITableViewCell)
        let likeView = try #require(screen.object(for: like) as? UIButton)
        #expect(likeView.superview === cellView.contentView)
        #expect(likeView.accessibilityFrame == CGRect(x: 300, y: 240, width: 60, height: 30))
        let elements = try #require(cellView.accessibilityElements as? [NSObject])
        #expect(elements.map(\.accessibilityLabel) == ["Post", "Like"])
    }

    @Test func nonFiniteFrameCountsAsZero() throws {
        let (_, object) = try buildSingle(.make(.view) { $0.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) })
        #expect((object as? UIView)?.frame == .zero)
    }

    // MARK: Elements

    @Test func elementNodesBecomeAccessibilityElementsInOrder() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        let plan = maker.add(.view, to: root) { $0.frame = CGRect(x: 0, y: 100, width: 390, height: 300) }
        let kitchen = maker.add(.element) {
            $0.label = "Kitchen"
            $0.frame = CGRect(x: 200, y: 100, width: 190, height: 150)
        }
        let hall = maker.add(.element) {
            $0.label = "Hall"
            $0.traits = ["button"]
        }
        maker.nodes[plan].elements = [kitchen, hall]
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let planView = try #require(screen.object(for: plan) as? UIView)
        let elements = try #require(planView.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Kitchen", "Hall"])
        #expect(elements.allSatisfy { $0.accessibilityContainer === planView && $0.isAccessibilityElement })
        #expect(elements[0].accessibilityFrameInContainerSpace == CGRect(x: 200, y: 0, width: 190, height: 150))
        #expect(elements[0].accessibilityFrame == CGRect(x: 200, y: 100, width: 190, height: 150))
        #expect(elements[1].accessibilityFrame == CGRect(x: 0, y: 100, width: 390, height: 300), "no frame: the container's")
        #expect(elements[1].accessibilityTraits == .button)
        #expect(planView.subviews.isEmpty)
    }

    @Test func elementsCanReorderChildrenAndNest() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        let first = maker.add(.label, to: root) { $0.text = "First" }
        let second = maker.add(.label, to: root) { $0.text = "Second" }
        let group = maker.add(.element) { $0.isAccessibilityElement = false }
        let inner = maker.add(.element) { $0.label = "Inner" }
        maker.nodes[group].elements = [inner]
        maker.nodes[root].elements = [second, group, first]
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let elements = try #require(screen.rootView.accessibilityElements as? [NSObject])
        #expect(elements[0] === screen.object(for: second))
        #expect(elements[2] === screen.object(for: first))
        let groupElement = try #require(elements[1] as? UIAccessibilityElement)
        #expect(!groupElement.isAccessibilityElement)
        #expect((groupElement.accessibilityElements?.first as? NSObject)?.accessibilityLabel == "Inner")
        #expect(screen.rootView.subviews.count == 2, "listing a child in elements does not add it twice")
    }

    @Test func viewListedOnlyInElementsIsAddedAsASubviewOfTheListingNode() throws {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        let card = maker.add(.view, to: root) { $0.frame = CGRect(x: 0, y: 100, width: 390, height: 100) }
        let inside = maker.add(.label, to: card) { $0.text = "Inside" }
        let extra = maker.add(.button) {
            $0.title = "Extra"
            $0.frame = CGRect(x: 10, y: 150, width: 80, height: 40)
        }
        let extraChild = maker.add(.label, to: extra) { $0.text = "Child" }
        maker.nodes[card].elements = [extra, inside]
        let screen = try ScreenBuilder().buildScreen(maker.document())
        let cardView = try #require(screen.object(for: card) as? UIView)
        let extraView = try #require(screen.object(for: extra) as? UIView)
        #expect(extraView.superview === cardView)
        #expect(cardView.subviews.last === extraView)
        #expect(extraView.frame == CGRect(x: 10, y: 50, width: 80, height: 40))
        #expect((screen.object(for: extraChild) as? UIView)?.superview === extraView)
    }

    // MARK: Errors

    @Test(
        arguments: [
            ("unknown trait", "root.children[0].addTraits", ScreenBuilderError.Reason.unknownTrait("buton")),
            ("out of range", "root.children[1]", .nodeOutOfRange(42)),
            ("element in children", "root.children[1]", .elementInChildren),
            ("two parents", "root.children[1].children[0]", .childOfTwoParents),
            ("cycle", "root.children[0].children[0].children[0]", .cycle),
            ("wrong key", "root.children[0]", .keyNotValidForType(key: "isOn", type: .label)),
            ("hidden element", "root.elements[0]", .keyNotValidForType(key: "hidden", type: .element)),
            ("element with children", "root.elements[0]", .elementWithChildren),
            ("bad elements entry", "root.elements[0]", .nodeOutOfRange(-1)),
            ("bad selected index", "root.children[0]", .invalidValue(key: "selectedIndex", detail: "5 is not a segment (0..<2, or -1)")),
            ("short path", "root.children[0]", .invalidValue(key: "path", detail: "a polygon needs at least 3 points")),
        ] as [(String, String, ScreenBuilderError.Reason)])
    func badDocumentsAreRejectedWithThePlace(name: String, path: String, reason: ScreenBuilderError.Reason) {
        var maker = DocumentMaker()
        let root = maker.add(.view)
        switch name {
        case "unknown trait":
            maker.add(.button, to: root) { $0.addTraits = ["buton"] }
        case "out of range":
            maker.add(.label, to: root)
            maker.nodes[root].children.append(42)
        case "element in children":
            maker.add(.label, to: root)
            maker.add(.element, to: root)
        case "two parents":
            let a = maker.add(.view, to: root)
            let b = maker.add(.view, to: root)
            let shared = maker.add(.label, to: a)
            maker.nodes[b].children.append(shared)
        case "cycle":
            let a = maker.add(.view, to: root)
            let b = maker.add(.view, to: a)
            maker.nodes[b].children.append(a)
        case "wrong key":
            maker.add(.label, to: root) { $0.isOn = true }
        case "hidden element":
            let element = maker.add(.element) { $0.hidden = true }
            maker.nodes[root].elements = [element]
        case "element with children":
            let element = maker.add(.element)
            let label = maker.add(.label)
            maker.nodes[element].children = [label]
            maker.nodes[root].elements = [element]
        case "bad elements entry":
            maker.nodes[root].elements = [-1]
        case "bad selected index":
            maker.add(.segmentedControl, to: root) {
                $0.segments = ["A", "B"]
                $0.selectedIndex = 5
            }
        default:
            maker.add(.view, to: root) { $0.path = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)] }
        }
        #expect(throws: ScreenBuilderError.self) { try ScreenBuilder().build(maker.document()) }
        do {
            _ = try ScreenBuilder().build(maker.document())
        } catch let error as ScreenBuilderError {
            #expect(error.path == path)
            #expect(error.reason == reason)
            #expect(error.description.hasPrefix(path + ": "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func invalidDeviceAndRootAreRejected() {
        var maker = DocumentMaker()
        maker.add(.view)
        maker.device.width = 0
        #expect(throws: ScreenBuilderError(path: "device", node: nil, reason: .invalidDevice("width and height must be positive numbers")))
        {
            try ScreenBuilder().build(maker.document())
        }
        let elementRoot = ScreenDocument(nodes: [ScreenNode(type: .element)], root: 0)
        #expect(throws: ScreenBuilderError(path: "root", node: 0, reason: .rootIsElement)) { try ScreenBuilder().build(elementRoot) }
        let missingRoot = ScreenDocument(nodes: [], root: 0)
        #expect(throws: ScreenBuilderError(path: "root", node: nil, reason: .nodeOutOfRange(0))) { try ScreenBuilder().build(missingRoot) }
    }

    // MARK: Depth

    @Test func buildsADocumentOneHundredThousandViewsDeep() throws {
        let depth = 100_000
        var nodes: [ScreenNode] = []
        nodes.reserveCapacity(depth)
        for index in 0..<depth {
            var node = ScreenNode(type: index == depth - 1 ? .label : .view)
            if index < depth - 1 { node.children = [index + 1] }
            if index == depth - 1 {
                node.text = "Bottom"
                node.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            }
            nodes.append(node)
        }
        let screen = try ScreenBuilder().buildScreen(ScreenDocument(nodes: nodes, root: 0))
        let bottom = try #require(screen.object(for: depth - 1) as? UILabel)
        #expect(bottom.accessibilityLabel == "Bottom")
        #expect(bottom.frameInScreen == CGRect(x: 10, y: 20, width: 30, height: 40))
        var levels = 0
        var current: UIView? = bottom
        while let view = current, view !== screen.window {
            levels += 1
            current = view.superview
        }
        #expect(levels == depth)
    }

    @Test func errorDeepDownNamesAShortenedPath() {
        let depth = 100_000
        var nodes = (0..<depth).map { index -> ScreenNode in
            var node = ScreenNode(type: .view)
            if index < depth - 1 { node.children = [index + 1] }
            return node
        }
        nodes[depth - 1].traits = ["sparkly"]
        do {
            _ = try ScreenBuilder().build(ScreenDocument(nodes: nodes, root: 0))
            Issue.record("expected an error")
        } catch let error as ScreenBuilderError {
            #expect(error.reason == .unknownTrait("sparkly"))
            #expect(error.node == depth - 1)
            #expect(error.path.hasPrefix("root.children[0].children[0]"))
            #expect(error.path.contains("more"))
            #expect(error.path.count < 300)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
