import EarshotUIKit

/// Turns a screen document into live EarshotUIKit objects: an application with the document's
/// device settings and a window of its size, holding one UIKit object per node, so the screen goes
/// through the same walk, VoiceOver and audits as app code does. The importers (WebDriverAgent XML,
/// XCUITest text) build a `ScreenDocument` and hand it here.
///
/// How a document becomes objects:
/// - Device: `idiom`, `language` and `layoutDirection` set the application's
///   `userInterfaceIdiom`, `preferredLanguage` and `userInterfaceLayoutDirection`; the window is
///   `width` × `height` points at the screen's origin.
/// - Each node becomes its type's UIKit class (`label` → UILabel, `alert` → UIAlertController's
///   view, …) with the type's keys applied through the class's own API, then the common keys set
///   exactly as setting the UIAccessibility property on the object would: `traits` replaces the
///   type's default traits, `addTraits` / `removeTraits` then change what is there (the default,
///   or the replaced traits). Classes that build their own subviews build them from the keys (a
///   cell's text labels, a tab bar's items, an alert's buttons, a segmented control's segments).
/// - Frames are given in screen coordinates (default: the parent's frame) and converted to the
///   superview's coordinates, scroll offsets included. A non-finite frame counts as a zero
///   rectangle (docs/voiceover-behaviour.md §2 (Reading order)).
/// - `children` become subviews, back to front; a table cell's children go into its
///   `contentView`. The root view is the view of a root view controller that fills the window,
///   and it is then given the root node's frame.
/// - `elements` become `accessibilityElements`, in order. An `element` node there becomes a
///   `UIAccessibilityElement` whose container is the listing object; its frame is kept in its
///   container view's coordinates (`accessibilityFrameInContainerSpace`), so it follows scrolling
///   as UIKit's do. A view node listed in `elements` is the same object wherever it is listed; a
///   view must be in the view hierarchy to have a frame, so a view node that is listed only in
///   `elements` (in no `children`) is added as a subview of the listing node (or of the nearest
///   view above a listing element), after its children. Listing an ancestor is allowed: the walk
///   reports the cycle, as it does for app code.
/// - `alert` nodes are modal (`accessibilityViewIsModal`, as UIAlertController's view is); their
///   controllers are children of the root view controller, so Escape reaches them.
///   An action titled "Cancel" (any case) gets the `.cancel` style, so Escape runs it; the others
///   are `.default` (a screen file records no styles).
/// - `activityIndicator` nodes keep their indicator visible when stopped (`hidesWhenStopped` is
///   false): a screen file shows what was on screen; use `hidden` to hide one.
/// - `textField` / `textView` / `searchField` nodes with `isEditing` become their window's first responder once
///   the window is built (the last one listed wins).
///
/// Nothing here recurses: a document 100,000 nodes deep builds with explicit stacks.
@MainActor
public struct ScreenBuilder {
    public init() {}

    /// Builds the document's application and window.
    /// - Throws: `ScreenBuilderError`, naming the node path and the reason.
    /// - Complexity: O(n) in the number of nodes.
    public func build(_ document: ScreenDocument) throws -> (application: UIApplication, window: UIWindow) {
        let screen = try buildScreen(document)
        return (screen.application, screen.window)
    }

    /// Builds the document and returns everything made, including the object of each node.
    /// - Throws: `ScreenBuilderError`, naming the node path and the reason.
    /// - Complexity: O(n) in the number of nodes.
    public func buildScreen(_ document: ScreenDocument) throws -> BuiltScreen {
        var session = try ScreenBuildSession(document: document)
        return try session.run()
    }
}

/// What `ScreenBuilder` made from a document.
@MainActor
public struct BuiltScreen {
    /// The application, with the document's device settings.
    public let application: UIApplication
    /// The key window, the size of the device's screen.
    public let window: UIWindow
    /// The view controller whose view is the root node's view.
    public let rootViewController: UIViewController
    /// The root node's view.
    public let rootView: UIView
    private let objects: [NSObject?]

    init(application: UIApplication, window: UIWindow, rootViewController: UIViewController, rootView: UIView, objects: [NSObject?]) {
        self.application = application
        self.window = window
        self.rootViewController = rootViewController
        self.rootView = rootView
        self.objects = objects
    }

    /// The object node `id`'s accessibility keys were applied to (a view, an element, or for an
    /// `alert` the alert's view), or nil when the node was never reached from the root.
    public func object(for id: ScreenNode.ID) -> NSObject? {
        objects.indices.contains(id) ? objects[id] : nil
    }
}

/// One run of the builder: per-node bookkeeping in flat arrays indexed by node id.
@MainActor
private struct ScreenBuildSession {
    /// How a node was reached, for error paths.
    private struct Link {
        enum Edge: String { case children, elements }
        let parent: ScreenNode.ID
        let edge: Edge
        let index: Int
    }

    /// What a node's type made.
    private struct Made {
        /// The view added to the superview.
        let view: UIView
        /// The object the accessibility keys go to.
        let object: NSObject
        /// The view that receives the node's children.
        let host: UIView
    }

    private let document: ScreenDocument
    private let nodes: [ScreenNode]
    private var objects: [NSObject?]
    private var hosts: [UIView?]
    private var queued: [Bool]
    private var links: [Link?]
    private var screenFrames: [CGRect]
    /// The screen position of the origin of the coordinate space children are placed in.
    private var contentOrigins: [CGPoint]
    /// The nearest view node at or above each node (itself for views).
    private var nearestView: [ScreenNode.ID]
    /// The first node whose `children` list each node (for nodes only reachable via `elements`).
    private var childParent: [ScreenNode.ID?]
    private var elementsQueue: [ScreenNode.ID] = []
    private var editing: [ScreenNode.ID] = []
    private var alerts: [UIAlertController] = []

    init(document: ScreenDocument) throws {
        self.document = document
        self.nodes = document.nodes
        let count = document.nodes.count
        objects = Array(repeating: nil, count: count)
        hosts = Array(repeating: nil, count: count)
        queued = Array(repeating: false, count: count)
        links = Array(repeating: nil, count: count)
        screenFrames = Array(repeating: .zero, count: count)
        contentOrigins = Array(repeating: .zero, count: count)
        nearestView = Array(0..<count)
        childParent = Array(repeating: nil, count: count)
        for id in document.nodes.indices {
            for child in document.nodes[id].children where document.nodes.indices.contains(child) && childParent[child] == nil {
                childParent[child] = id
            }
        }
    }

    // MARK: Run

    mutating func run() throws -> BuiltScreen {
        let device = document.device
        guard device.width.isFinite, device.height.isFinite, device.width > 0, device.height > 0 else {
            throw ScreenBuilderError(path: "device", node: nil, reason: .invalidDevice("width and height must be positive numbers"))
        }
        let application = UIApplication()
        application.userInterfaceIdiom = device.idiom
        application.preferredLanguage = device.language
        if let direction = device.layoutDirection { application.userInterfaceLayoutDirection = direction }
        let screen = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        let window = UIWindow(frame: screen)
        application.addWindow(window)
        application.keyWindow = window

        let root = document.root
        guard nodes.indices.contains(root) else {
            throw ScreenBuilderError(path: "root", node: nil, reason: .nodeOutOfRange(root))
        }
        guard nodes[root].type != .element else {
            throw ScreenBuilderError(path: "root", node: root, reason: .rootIsElement)
        }
        if childParent[root] != nil {
            throw ScreenBuilderError(path: "root", node: root, reason: .childOfTwoParents)
        }
        queued[root] = true
        try buildTree(from: root, parent: nil, rootFrame: screen)
        try resolveElements()

        let rootView = objects[root] as? UIView ?? UIView(frame: screen)
        let controller = UIViewController()
        controller.view = rootView
        window.rootViewController = controller
        rootView.frame = screenFrames[root]
        for alert in alerts { controller.addChild(alert) }
        application.perform {
            for id in editing { (objects[id] as? UIResponder)?.becomeFirstResponder() }
        }
        return BuiltScreen(application: application, window: window, rootViewController: controller, rootView: rootView, objects: objects)
    }

    // MARK: Paths

    /// "root.children[0].elements[2]" for a node; long paths keep their ends.
    private func path(of id: ScreenNode.ID) -> String {
        var steps: [String] = []
        var current = id
        var guardCount = 0
        while let link = links[current], guardCount <= nodes.count {
            steps.append(".\(link.edge.rawValue)[\(link.index)]")
            current = link.parent
            guardCount += 1
        }
        let start = current == document.root ? "root" : "nodes[\(current)]"
        steps.reverse()
        if steps.count > 12 {
            return start + steps.prefix(4).joined() + "…(\(steps.count - 10) more)…" + steps.suffix(6).joined()
        }
        return start + steps.joined()
    }

    private func error(_ id: ScreenNode.ID, _ reason: ScreenBuilderError.Reason, slot: String = "") -> ScreenBuilderError {
        ScreenBuilderError(path: path(of: id) + slot, node: id, reason: reason)
    }

    // MARK: Views

    /// Builds node `top` and its `children` subtree, depth first, adding each view to its
    /// parent's host: the top to `parent`'s host, or for the root (no parent) to nothing, with
    /// `rootFrame` as its default frame.
    /// - Complexity: O(n) in the subtree, without recursion.
    private mutating func buildTree(from top: ScreenNode.ID, parent: ScreenNode.ID?, rootFrame: CGRect = .zero) throws {
        var stack = [top]
        while let id = stack.popLast() {
            let superNode = id == top ? parent : links[id]?.parent
            let frame = superNode.map { screenFrames[$0] } ?? rootFrame
            let origin = superNode.map { contentOrigins[$0] } ?? .zero
            try buildView(id, parentFrame: frame, parentOrigin: origin, into: superNode.flatMap { hosts[$0] })
            let children = nodes[id].children
            for (index, child) in children.enumerated().reversed() {
                let slot = ".children[\(index)]"
                guard nodes.indices.contains(child) else { throw error(id, .nodeOutOfRange(child), slot: slot) }
                guard nodes[child].type != .element else { throw error(id, .elementInChildren, slot: slot) }
                if queued[child] {
                    throw error(id, isAncestor(child, of: id) ? .cycle : .childOfTwoParents, slot: slot)
                }
                queued[child] = true
                links[child] = Link(parent: id, edge: .children, index: index)
                stack.append(child)
            }
        }
    }

    /// Whether `candidate` is `id` or above it along the links.
    private func isAncestor(_ candidate: ScreenNode.ID, of id: ScreenNode.ID) -> Bool {
        var current: ScreenNode.ID? = id
        var steps = 0
        while let node = current, steps <= nodes.count {
            if node == candidate { return true }
            current = links[node]?.parent
            steps += 1
        }
        return false
    }

    /// Makes one view node, places it, applies its keys and adds it to `superview`.
    private mutating func buildView(_ id: ScreenNode.ID, parentFrame: CGRect, parentOrigin: CGPoint, into superview: UIView?) throws {
        try checkTypeKeys(id)
        let screenFrame = nodes[id].frame.map(\.finiteOrZero) ?? parentFrame
        let made = try make(id)
        made.view.frame = screenFrame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
        try applyViewKeys(id, to: made.view)
        let rare = nodes[id].rare.values
        if let area = rare?.touchArea?.finiteOrZero {
            made.view.touchAreaBeyondBounds = area.offsetBy(
                dx: -screenFrame.minX + made.view.bounds.minX, dy: -screenFrame.minY + made.view.bounds.minY)
        }
        try applyCommonKeys(id, rare: rare, to: made.object)
        superview?.addSubview(made.view)
        objects[id] = made.object
        hosts[id] = made.host
        screenFrames[id] = screenFrame
        var origin = CGPoint(x: screenFrame.minX - made.view.bounds.minX, y: screenFrame.minY - made.view.bounds.minY)
        if made.host !== made.view {
            origin.x += made.host.frame.minX - made.host.bounds.minX
            origin.y += made.host.frame.minY - made.host.bounds.minY
        }
        contentOrigins[id] = origin
        nearestView[id] = id
        if nodes[id].elements != nil { elementsQueue.append(id) }
        if !nodes[id].typeSpecific.isEmpty, nodes[id].isEditing == true { editing.append(id) }
    }

    /// Makes the UIKit object of a view node's type, with the type's keys applied.
    private mutating func make(_ id: ScreenNode.ID) throws -> Made {
        func plain(_ view: UIView) -> Made { Made(view: view, object: view, host: view) }
        switch nodes[id].type {
        case .view, .element:
            return plain(UIView(frame: .zero))
        case .label:
            let label = UILabel(frame: .zero)
            label.text = nodes[id].text
            return plain(label)
        case .button:
            let button = UIButton(type: .system)
            if let title = nodes[id].title { button.setTitle(title, for: .normal) }
            if let enabled = nodes[id].isEnabled { button.isEnabled = enabled }
            if let selected = nodes[id].isSelected { button.isSelected = selected }
            return plain(button)
        case .switch:
            let toggle = UISwitch(frame: .zero)
            if let isOn = nodes[id].isOn { toggle.setOn(isOn, animated: false) }
            if let enabled = nodes[id].isEnabled { toggle.isEnabled = enabled }
            return plain(toggle)
        case .slider:
            let slider = UISlider(frame: .zero)
            if let maximum = try number(id, "maximum", nodes[id].maximum) { slider.maximumValue = Float(maximum) }
            if let minimum = try number(id, "minimum", nodes[id].minimum) { slider.minimumValue = Float(minimum) }
            if let current = try number(id, "current", nodes[id].current) { slider.setValue(Float(current), animated: false) }
            if let enabled = nodes[id].isEnabled { slider.isEnabled = enabled }
            return plain(slider)
        case .stepper:
            let stepper = UIStepper(frame: .zero)
            if let maximum = try number(id, "maximum", nodes[id].maximum) { stepper.maximumValue = maximum }
            if let minimum = try number(id, "minimum", nodes[id].minimum) { stepper.minimumValue = minimum }
            if let step = try number(id, "step", nodes[id].step) {
                guard step > 0 else { throw error(id, .invalidValue(key: "step", detail: "must be greater than 0")) }
                stepper.stepValue = step
            }
            if let current = try number(id, "current", nodes[id].current) { stepper.value = current }
            return plain(stepper)
        case .segmentedControl:
            let segments = nodes[id].segments ?? []
            let control = UISegmentedControl(items: segments)
            if let index = nodes[id].selectedIndex {
                guard index == UISegmentedControl.noSegment || segments.indices.contains(index) else {
                    throw error(id, .invalidValue(key: "selectedIndex", detail: "\(index) is not a segment (0..<\(segments.count), or -1)"))
                }
                control.selectedSegmentIndex = index
            }
            return plain(control)
        case .pageControl:
            let control = UIPageControl(frame: .zero)
            if let pages = nodes[id].pages {
                guard pages >= 0 else { throw error(id, .invalidValue(key: "pages", detail: "must not be negative")) }
                control.numberOfPages = pages
            }
            if let page = nodes[id].currentPage {
                guard page >= 0, page < max(control.numberOfPages, 1) else {
                    throw error(id, .invalidValue(key: "currentPage", detail: "\(page) is not a page (0..<\(control.numberOfPages))"))
                }
                control.currentPage = page
            }
            return plain(control)
        case .progressView:
            let bar = UIProgressView(progressViewStyle: .default)
            if let progress = try number(id, "progress", nodes[id].progress) { bar.setProgress(Float(progress), animated: false) }
            return plain(bar)
        case .activityIndicator:
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.hidesWhenStopped = false
            if nodes[id].isAnimating ?? true { spinner.startAnimating() }
            return plain(spinner)
        case .textField:
            let field = UITextField(frame: .zero)
            field.text = nodes[id].text
            field.placeholder = nodes[id].placeholder
            if let secure = nodes[id].isSecure { field.isSecureTextEntry = secure }
            if let enabled = nodes[id].isEnabled { field.isEnabled = enabled }
            return plain(field)
        case .textView:
            let textView = UITextView(frame: .zero)
            textView.text = nodes[id].text
            return plain(textView)
        case .searchField:
            let field = UISearchTextField(frame: .zero)
            field.text = nodes[id].text
            field.placeholder = nodes[id].placeholder
            return plain(field)
        case .imageView:
            return plain(UIImageView(frame: .zero))
        case .tableViewCell:
            let cell = UITableViewCell(style: nodes[id].detailText == nil ? .default : .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = nodes[id].text
            cell.detailTextLabel?.text = nodes[id].detailText
            if let selected = nodes[id].isSelected { cell.setSelected(selected, animated: false) }
            if let accessory = nodes[id].accessory { cell.accessoryType = accessory.uiKitType }
            return Made(view: cell, object: cell, host: cell.contentView)
        case .scrollView:
            let scroll = UIScrollView(frame: .zero)
            if let size = nodes[id].contentSize {
                guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                    throw error(id, .invalidValue(key: "contentSize", detail: "must be finite and not negative"))
                }
                scroll.contentSize = size
            }
            if let offset = nodes[id].contentOffset {
                guard offset.x.isFinite, offset.y.isFinite else {
                    throw error(id, .invalidValue(key: "contentOffset", detail: "must be finite"))
                }
                scroll.contentOffset = offset
            }
            if let paging = nodes[id].isPagingEnabled { scroll.isPagingEnabled = paging }
            return plain(scroll)
        case .navigationBar:
            let bar = UINavigationBar(frame: .zero)
            let top = UINavigationItem()
            top.title = nodes[id].title
            bar.setItems(nodes[id].backTitle.map { [UINavigationItem(title: $0), top] } ?? [top], animated: false)
            return plain(bar)
        case .tabBar:
            let bar = UITabBar(frame: .zero)
            let items = (nodes[id].items ?? []).enumerated().map { index, item in
                let tab = UITabBarItem(title: item.title, image: nil, tag: index)
                tab.badgeValue = item.badge
                if let enabled = item.isEnabled { tab.isEnabled = enabled }
                return tab
            }
            bar.setItems(items, animated: false)
            if let index = nodes[id].selectedIndex {
                guard items.indices.contains(index) else {
                    throw error(id, .invalidValue(key: "selectedIndex", detail: "\(index) is not a tab (0..<\(items.count))"))
                }
                bar.selectedItem = items[index]
            }
            return plain(bar)
        case .alert:
            let alert = UIAlertController(title: nodes[id].title, message: nodes[id].message, preferredStyle: .alert)
            for title in nodes[id].actions ?? [] {
                let style: UIAlertAction.Style = title.lowercased() == "cancel" ? .cancel : .default
                alert.addAction(UIAlertAction(title: title, style: style))
            }
            alerts.append(alert)
            let view: UIView = alert.view
            return plain(view)
        }
    }

    /// A number key's value, rejected when it is not finite.
    private func number(_ id: ScreenNode.ID, _ key: String, _ value: Double?) throws -> Double? {
        guard let value else { return nil }
        guard value.isFinite else { throw error(id, .invalidValue(key: key, detail: "must be a finite number")) }
        // The reader's range, for documents made in code too: past it, Float(_:) overflows to ±∞.
        guard abs(value) <= ScreenFileNumber.maximumMagnitude else {
            throw error(id, .invalidValue(key: key, detail: "must lie between -1000000000 and 1000000000"))
        }
        return value
    }

    /// Rejects type-specific keys the node's type does not take.
    private func checkTypeKeys(_ id: ScreenNode.ID) throws {
        // Most nodes set none: the type's set of keys is only made for those that do.
        guard !nodes[id].typeSpecific.isEmpty else { return }
        let set = nodes[id].setTypeKeys
        guard !set.isEmpty else { return }
        let allowed = nodes[id].type.typeKeys
        if let key = set.first(where: { !allowed.contains($0) }) {
            throw error(id, .keyNotValidForType(key: key, type: nodes[id].type))
        }
    }

    /// `hidden`, `alpha` and `clipsToBounds`: keys of views only.
    private func applyViewKeys(_ id: ScreenNode.ID, to view: UIView) throws {
        if let hidden = nodes[id].hidden { view.isHidden = hidden }
        if let alpha = nodes[id].alpha {
            guard alpha.isFinite else { throw error(id, .invalidValue(key: "alpha", detail: "must be a finite number")) }
            view.alpha = CGFloat(alpha)
        }
        if let clips = nodes[id].clipsToBounds { view.clipsToBounds = clips }
    }

    // MARK: Common keys

    /// Sets the UIAccessibility keys on `object`, as setting each property would; `rare` is the
    /// node's keys few nodes set (`ScreenNode.rare.values`), read once by the caller.
    private func applyCommonKeys(_ id: ScreenNode.ID, rare: RareKeyValues?, to object: NSObject) throws {
        if let identifier = nodes[id].id { object.accessibilityIdentifier = identifier }
        if let element = nodes[id].isAccessibilityElement { object.isAccessibilityElement = element }
        if let label = nodes[id].label { object.accessibilityLabel = label }
        if let value = nodes[id].value { object.accessibilityValue = value }
        if let hint = nodes[id].hint { object.accessibilityHint = hint }
        if let names = nodes[id].traits { object.accessibilityTraits = try traits(id, "traits", names) }
        guard let rare else { return }
        if rare.addTraits != nil || rare.removeTraits != nil {
            let added = try traits(id, "addTraits", rare.addTraits ?? [])
            let removed = try traits(id, "removeTraits", rare.removeTraits ?? [])
            object.accessibilityTraits = object.accessibilityTraits.union(added).subtracting(removed)
        }
        if let language = rare.language { object.accessibilityLanguage = language }
        if let frame = rare.accessibilityFrame { object.accessibilityFrame = frame }
        if let point = rare.activationPoint { object.accessibilityActivationPoint = point }
        if let points = rare.path { object.accessibilityPath = try polygon(id, points) }
        if let hidden = rare.elementsHidden { object.accessibilityElementsHidden = hidden }
        if let modal = rare.viewIsModal { object.accessibilityViewIsModal = modal }
        if let groups = rare.groupsChildren { object.shouldGroupAccessibilityChildren = groups }
        if let type = rare.containerType { object.accessibilityContainerType = type }
        if let names = rare.customActions {
            object.accessibilityCustomActions = names.map { UIAccessibilityCustomAction(name: $0) { _ in true } }
        }
    }

    /// The mask of trait names; an unknown name is an error naming it.
    private func traits(_ id: ScreenNode.ID, _ key: String, _ names: [String]) throws -> UIAccessibilityTraits {
        var mask: UIAccessibilityTraits = []
        for name in names {
            guard let trait = UIAccessibilityTraits(name: name) else { throw error(id, .unknownTrait(name), slot: ".\(key)") }
            mask.insert(trait)
        }
        return mask
    }

    /// A closed polygon through `points` (at least three, all finite).
    private func polygon(_ id: ScreenNode.ID, _ points: [CGPoint]) throws -> UIBezierPath {
        guard points.count >= 3 else { throw error(id, .invalidValue(key: "path", detail: "a polygon needs at least 3 points")) }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            throw error(id, .invalidValue(key: "path", detail: "points must be finite"))
        }
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }

    // MARK: Elements

    /// Sets `accessibilityElements` of every node that lists `elements`, building element nodes
    /// and views reached only this way. Processes a queue that grows as elements with elements
    /// are built.
    /// - Complexity: O(n + e), e the total length of the `elements` lists.
    private mutating func resolveElements() throws {
        var next = 0
        while next < elementsQueue.count {
            let id = elementsQueue[next]
            next += 1
            var resolved: [Any] = []
            for (index, entry) in (nodes[id].elements ?? []).enumerated() {
                let slot = ".elements[\(index)]"
                guard nodes.indices.contains(entry) else { throw error(id, .nodeOutOfRange(entry), slot: slot) }
                if objects[entry] == nil {
                    if nodes[entry].type == .element {
                        links[entry] = Link(parent: id, edge: .elements, index: index)
                        try buildElement(entry, container: id)
                    } else {
                        try buildListedView(entry, listedBy: id, slot: slot, index: index)
                    }
                }
                if let object = objects[entry] { resolved.append(object) }
            }
            objects[id]?.accessibilityElements = resolved
        }
    }

    /// Builds a `UIAccessibilityElement` for `id`, contained by node `container`'s object.
    private mutating func buildElement(_ id: ScreenNode.ID, container: ScreenNode.ID) throws {
        guard nodes[id].children.isEmpty else { throw error(id, .elementWithChildren) }
        try checkTypeKeys(id)
        for (key, isSet) in [
            ("hidden", nodes[id].hidden != nil), ("alpha", nodes[id].alpha != nil), ("clipsToBounds", nodes[id].clipsToBounds != nil),
            ("touchArea", nodes[id].touchArea != nil),
        ] where isSet {
            throw error(id, .keyNotValidForType(key: key, type: .element))
        }
        guard let containerObject = objects[container] else { return }
        let element = UIAccessibilityElement(accessibilityContainer: containerObject)
        let screenFrame = nodes[id].frame.map(\.finiteOrZero) ?? screenFrames[container]
        let origin = contentOrigins[container]
        element.accessibilityFrameInContainerSpace = screenFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        try applyCommonKeys(id, rare: nodes[id].rare.values, to: element)
        objects[id] = element
        queued[id] = true
        screenFrames[id] = screenFrame
        contentOrigins[id] = origin
        nearestView[id] = nearestView[container]
        if nodes[id].elements != nil { elementsQueue.append(id) }
    }

    /// Builds a view node that is not in the view hierarchy yet because it was reached through
    /// `elements` first: its topmost unbuilt ancestor along `children` (itself when it is nobody's
    /// child) is built with its subtree and added to the listing node's nearest view.
    private mutating func buildListedView(_ entry: ScreenNode.ID, listedBy id: ScreenNode.ID, slot: String, index: Int) throws {
        var top = entry
        var seen: Set<ScreenNode.ID> = [entry]
        while let parent = childParent[top], objects[parent] == nil {
            guard seen.insert(parent).inserted else { throw error(id, .cycle, slot: slot) }
            top = parent
        }
        if top == entry { links[entry] = Link(parent: id, edge: .elements, index: index) }
        guard !queued[top] else { throw error(id, .cycle, slot: slot) }
        queued[top] = true
        try buildTree(from: top, parent: nearestView[id])
    }
}

extension ScreenNode.TableViewCellAccessory {
    /// The UIKit accessory type of the same name.
    var uiKitType: UITableViewCell.AccessoryType {
        switch self {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        }
    }
}
