import EarshotUIKit

/// Turns a `RawDump` into the `ScreenDocument` VoiceOver would meet on that screen.
///
/// The dump's nesting is not VoiceOver's: WebDriverAgent and XCUITest list every snapshot node,
/// including 5–35 levels of wrapper views, the insides of elements, invisible pages and extra
/// windows. The converter decides, node by node:
///
/// - **what is an element** — `accessible` when the dump has it (WebDriverAgent computes it as
///   "is an accessibility element and no ancestor is"), else inferred from the type and the label
///   (`DumpConverter+Roles.swift`); nothing below an element is kept, as VoiceOver never looks
///   inside one;
/// - **what is reachable** — `visible` is per node, never inherited; content scrolled out of a
///   scroll view or covered by the keyboard stays reachable (VoiceOver scrolls to it), content
///   invisible where it stands is kept but `hidden`; status-bar items are kept out of the swipe
///   order; hidden windows are dropped;
/// - **which node type** gives VoiceOver's words through the normal machinery
///   (`DumpConverter+Nodes.swift`): a `Switch` with value 0/1 becomes a `switch` with `isOn`, a tab
///   bar a view with the `tabBar` trait around its buttons, a navigation-bar title a `label` with
///   `header`, and so on;
/// - **what adds nothing** — wrappers with their parent's or their window's frame are spliced out,
///   containers with no element below them are dropped.
///
/// Every node emitted has `isAccessibilityElement` set explicitly, so no default surprises.
/// All passes are loops over the dump's document order (parents before children, subtrees
/// contiguous): no recursion, whatever the depth.
struct DumpConverter {
    let dump: RawDump
    private(set) var warnings: [ImportWarning] = []
    /// Where each emitted node, and each part of a composite, came from in the dump.
    private(set) var positions = ScreenPositions()

    /// What becomes of each dump node.
    enum Role: Equatable {
        /// An accessibility element (a leaf for VoiceOver).
        case element
        /// One node standing for a UIKit control that makes its own elements (a segmented control,
        /// a simple alert, a bare stepper); its dump children are not kept.
        case composite
        /// A view kept for structure or meaning, not an element.
        case container
        /// Not kept; its kept descendants attach to its nearest kept ancestor.
        case wrapper
        /// Inside an element or composite: not kept.
        case swallowed
        /// Not kept, nor anything below it (a hidden window).
        case dropped
    }

    // Per-node facts, indexed like `dump.nodes`.
    var children: [[Int]] = []
    var subtreeEnd: [Int] = []
    var frames: [CGRect?] = []
    /// The frame a node stands in: its own, else its nearest ancestor's, else the app's.
    var effectiveFrames: [CGRect] = []
    var labels: [String?] = []
    var roles: [Role] = []
    var hiddenElement: [Bool] = []
    var editing: Set<Int> = []
    /// Bounds of the reachable elements below each node (for scroll content sizes).
    var reachableBounds: [CGRect] = []
    var appFrame = CGRect(x: 0, y: 0, width: 390, height: 844)
    var topLevel: [Int] = []
    /// Nearest ancestor (not self) of each kind; nil when there is none.
    var windowOf: [Int?] = []
    var scrollAncestor: [Int?] = []
    var navigationBarAncestor: [Int?] = []
    var statusBarAncestor: [Int?] = []
    /// For each emitted node (by document id), the dump node it was made from.
    var emittedFrom: [Int?] = []
    /// For each composite (by dump index), the dump nodes its parts were made from, in the order
    /// of `ScreenPositions.parts`.
    var compositeParts: [Int: [Int?]] = [:]

    /// The screen a fragment of a dump (no application, no window) was on, when the user gives
    /// it (`--screen`); nil takes the smallest device screen its frames fit.
    let requestedScreen: CGSize?

    init(dump: RawDump, screen: CGSize? = nil) {
        self.dump = dump
        requestedScreen = screen
    }

    /// Builds the document.
    /// - Complexity: O(n) in the number of dump nodes (plus O(n · w) for w extra windows' cover).
    mutating func convert() -> ScreenDocument {
        analyzeStructure()
        sanitizeFrames()
        analyzeContext()
        resolveLabels()
        decideRoles()
        dropRepeatedKeys()
        decideReachability()
        pruneContainers()
        inferEditing()
        let document = emit()
        positions.nodes = emittedFrom.map { $0.flatMap(position(of:)) }
        for (id, index) in emittedFrom.enumerated() {
            guard let index, let parts = compositeParts[index] else { continue }
            positions.parts[id] = parts.map { $0.flatMap(position(of:)) }
        }
        warnAboutDuplicateIdentifiers()
        if dump.nodes.isEmpty {
            warn(ImportLocation(source: dump.source), "the dump holds no element; the screen is empty")
        }
        return document
    }

    /// Where dump node `index` is written, or nil when the reader did not record it.
    private func position(of index: Int) -> ScreenFilePosition? {
        let location = dump.nodes[index].location
        return location.line > 0 ? ScreenFilePosition(line: location.line, column: max(1, location.column)) : nil
    }

    mutating func warn(_ location: ImportLocation, _ message: String) {
        warnings.append(ImportWarning(location: location, message: message))
    }

    // MARK: - Structure

    /// Children lists, subtree ranges and top-level nodes.
    /// - Complexity: O(n).
    private mutating func analyzeStructure() {
        let count = dump.nodes.count
        children = Array(repeating: [], count: count)
        subtreeEnd = Array(0..<count).map { $0 + 1 }
        for index in 0..<count {
            if let parent = dump.nodes[index].parent {
                children[parent].append(index)
            } else {
                topLevel.append(index)
            }
        }
        for index in stride(from: count - 1, through: 0, by: -1) {
            if let last = children[index].last { subtreeEnd[index] = subtreeEnd[last] }
        }
    }

    /// Sanitized frames, the app's frame, and windows clamped to it (iOS 18 reports some hidden
    /// windows in pixels, docs/real-dumps.md §5.1).
    /// - Complexity: O(n).
    private mutating func sanitizeFrames() {
        frames = dump.nodes.indices.map { index in
            guard let raw = dump.nodes[index].frame else { return nil }
            var problem: String?
            let rect = FrameSanitizer.sanitize(raw, problem: &problem)
            if let problem { warn(dump.nodes[index].location, problem) }
            return rect
        }
        if let app = topLevel.first(where: { dump.nodes[$0].type == .application }), let frame = frames[app],
            frame.width >= 1, frame.height >= 1
        {
            appFrame = frame
        } else if let window = dump.nodes.indices.first(where: { dump.nodes[$0].type == .window }), let frame = frames[window],
            frame.width >= 1, frame.height >= 1
        {
            appFrame = frame
        } else {
            takeFragmentScreen()
        }
        for index in dump.nodes.indices where dump.nodes[index].type == .window {
            guard let frame = frames[index] else { continue }
            if frame.width > appFrame.width + 1 || frame.height > appFrame.height + 1 {
                warn(
                    dump.nodes[index].location,
                    "window reported at \(Int(saturating: frame.width)) × \(Int(saturating: frame.height)), larger than the application's \(Int(saturating: appFrame.width)) × \(Int(saturating: appFrame.height)) (pixels instead of points); clamped to the application's frame"
                )
                frames[index] = appFrame
            }
        }
        effectiveFrames = Array(repeating: appFrame, count: dump.nodes.count)
        for index in dump.nodes.indices {
            effectiveFrames[index] = frames[index] ?? dump.nodes[index].parent.map { effectiveFrames[$0] } ?? appFrame
        }
    }

    /// A dump whose root is not the application nor a window (an alert's subtree, as pasted in
    /// bug reports) keeps its frames in screen coordinates: the screen is the one given, else the
    /// smallest device screen that holds every frame (`DeviceScreens`), not the fragment's own
    /// frame, which would put every element off screen. Says so in a warning.
    /// - Complexity: O(n).
    private mutating func takeFragmentScreen() {
        let union = frames.compactMap { $0 }.filter { $0.width >= 1 && $0.height >= 1 }.reduce(CGRect.null) { $0.union($1) }
        guard let root = topLevel.first, requestedScreen != nil || !union.isNull else { return }
        let size =
            requestedScreen ?? DeviceScreens.smallest(holding: union)
            ?? CGSize(width: max(union.maxX, 1), height: max(union.maxY, 1))
        appFrame = CGRect(origin: .zero, size: size)
        let how = requestedScreen != nil ? "as --screen gives" : "the smallest device screen its frames fit; --screen WxH sets it"
        warn(
            dump.nodes[root].location,
            "the dump's root is \(dump.nodes[root].type), not the application: a fragment of a screen, read on a \(Int(saturating: size.width)) × \(Int(saturating: size.height)) screen (\(how))"
        )
    }

    /// Nearest window, scroll container, navigation bar and status bar above each node.
    /// - Complexity: O(n).
    private mutating func analyzeContext() {
        let count = dump.nodes.count
        windowOf = Array(repeating: nil, count: count)
        scrollAncestor = Array(repeating: nil, count: count)
        navigationBarAncestor = Array(repeating: nil, count: count)
        statusBarAncestor = Array(repeating: nil, count: count)
        for index in 0..<count {
            guard let parent = dump.nodes[index].parent else { continue }
            let parentType = dump.nodes[parent].type
            windowOf[index] = parentType == .window ? parent : windowOf[parent]
            scrollAncestor[index] = Self.scrollingTypes.contains(parentType) ? parent : scrollAncestor[parent]
            navigationBarAncestor[index] = parentType == .navigationBar ? parent : navigationBarAncestor[parent]
            statusBarAncestor[index] = parentType == .statusBar ? parent : statusBarAncestor[parent]
        }
    }

    /// Types whose content scrolls, so that VoiceOver brings content outside them into view.
    static let scrollingTypes: Set<DumpElementType> = [.scrollView, .table, .collectionView, .webView, .outline, .browser]

    /// The spoken label of each node: the dump's label, else a `name` that is not an identifier,
    /// else a title. A `name` is only used when the dump has no `label` attribute at all: with
    /// `label=""` present, WebDriverAgent's `name` can only be the identifier. An image's lone
    /// name is its asset name (XCTest reports it as the identifier), never a label.
    /// - Complexity: O(n).
    private mutating func resolveLabels() {
        labels = dump.nodes.indices.map { index in
            if let label = SpokenText.normalized(dump.nodes[index].label) { return label }
            if dump.nodes[index].label == nil, dump.nodes[index].type != .image, let name = SpokenText.normalized(dump.nodes[index].name),
                name != dump.nodes[index].identifier, !SpokenText.looksLikeIdentifier(name)
            {
                return name
            }
            return SpokenText.normalized(dump.nodes[index].title)
        }
    }

    /// The accessibility identifier of a node: stated by the dump, or WebDriverAgent's `name` when
    /// it differs from the label (WebDriverAgent's name is the identifier when there is one).
    func identifier(of index: Int) -> String? {
        if let identifier = dump.nodes[index].identifier { return identifier }
        if let name = dump.nodes[index].name, !name.isEmpty, name != dump.nodes[index].label { return name }
        return nil
    }
}
