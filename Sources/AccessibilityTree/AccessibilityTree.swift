import EarshotUIKit

/// What VoiceOver sees on a screen: its elements in reading order, each with its attributes read
/// once and its context words, plus the containers walked through and any problems found.
///
/// It is a value: produced by the one walk (`AccessibilityTree(window:)`, docs/voiceover-behaviour.md §1–3 (Tree walk, Reading order, Context)) and consumed
/// by the simulator, the auditor and every exporter, none of which re-implements a rule of it.
/// Every node points back at its live object, so actions go back to the app.
@MainActor
public struct AccessibilityTree: Sendable {
    /// The elements in reading order.
    public internal(set) var elements: [AccessibilityNode]
    /// Every object the walk passed through that has accessibility children, parents before
    /// children. Nodes and containers refer to their parent container by index here.
    public internal(set) var containers: [AccessibilityContainer]
    /// Cycles, objects reached twice and other structural problems, in the order found.
    public let problems: [AccessibilityTreeProblem]
    /// The device family the order was computed for.
    public let idiom: UIUserInterfaceIdiom
    /// The layout direction the order was computed for.
    public let layoutDirection: UIUserInterfaceLayoutDirection
    /// The device language (BCP 47), used where an element names none.
    public let language: String
    /// `UIKitChanges.generation` when the tree was read, when that alone says whether it is still
    /// what a new read would give: nil when app code answered during the read (or the read itself
    /// changed state), so only a new read can tell (docs/architecture.md, "Keeping the tree").
    package internal(set) var changeStamp: UInt64? {
        didSet { updateKeptStamp() }
    }
    /// The objects read whose app code answers only their element's own attributes (an app's
    /// cell composing its label): their answers may differ at any time, so a reader holding the
    /// tree reads them again at every occasion (`changedElementsReadAgain()`), not the screen.
    package let attributeAnswerers: [NSObject]
    /// What the getters of the objects read whose app classes override getters of properties
    /// Earshot stores (most often to observe them with `didSet`) answered: a reader holding the
    /// tree asks them again at every occasion (`changedElementsReadAgain()`), before it keeps the
    /// tree.
    package internal(set) var getterAnswers: AppCodeWatch.GetterAnswers {
        didSet { updateKeptStamp() }
    }
    /// `changeStamp` when no app code answered for the tree, else nil: what `isCurrent` compares,
    /// stored so that a reader in another module asks it in place. A call of a getter of the tree
    /// from there copies the whole tree first (about ten references retained and released, 8% of
    /// a swipe).
    @usableFromInline package private(set) var keptStamp: UInt64?
    /// The objects each container with explicit children listed when the tree was read, by index
    /// in `containers`: a container asked again must list the very same objects.
    package let explicitChildren: [Int: [NSObject]]
    /// Look-ups built on first use and kept with the tree; re-reading changed elements keeps them,
    /// since it changes no object, frame or path.
    let lookup = AccessibilityTreeLookup()

    public init(
        elements: [AccessibilityNode], containers: [AccessibilityContainer], problems: [AccessibilityTreeProblem],
        idiom: UIUserInterfaceIdiom, layoutDirection: UIUserInterfaceLayoutDirection, language: String
    ) {
        self.init(
            elements: elements, containers: containers, problems: problems, idiom: idiom,
            layoutDirection: layoutDirection, language: language, changeStamp: nil, appCode: AppCodeWatch.Answers()
        )
    }

    package init(
        elements: [AccessibilityNode], containers: [AccessibilityContainer], problems: [AccessibilityTreeProblem],
        idiom: UIUserInterfaceIdiom, layoutDirection: UIUserInterfaceLayoutDirection, language: String,
        changeStamp: UInt64?, appCode: AppCodeWatch.Answers, explicitChildren: [Int: [NSObject]] = [:]
    ) {
        self.elements = elements
        self.containers = containers
        self.problems = problems
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.language = language
        self.changeStamp = changeStamp
        attributeAnswerers = appCode.attributeAnswerers
        getterAnswers = appCode.getterAnswers
        self.explicitChildren = explicitChildren
        updateKeptStamp()
    }

    private mutating func updateKeptStamp() {
        keptStamp = attributeAnswerers.isEmpty && getterAnswers.isEmpty ? changeStamp : nil
    }

    /// Whether a new read would give this tree again, known without reading or asking: nothing
    /// the tree's getters depend on has changed since, and no app code answered for it.
    /// Inlinable, so that a reader in another module reads `keptStamp` in place.
    /// - Complexity: O(1).
    @inlinable package var isCurrent: Bool {
        keptStamp == UIKitChanges.generation
    }

    /// The containers around `node`, innermost first.
    /// - Complexity: O(d), d the number of containers above the node.
    public func ancestors(of node: AccessibilityNode) -> [AccessibilityContainer] {
        var result: [AccessibilityContainer] = []
        var next = node.parentContainer
        while let index = next, containers.indices.contains(index), result.count <= containers.count {
            result.append(containers[index])
            next = containers[index].parent
        }
        return result
    }

    /// The index in reading order of the node for `object`, or nil when it is not an element.
    /// - Complexity: O(1) amortized: the first call indexes every element, O(n).
    public func index(of object: AnyObject) -> Int? {
        lookup.index(of: object, in: elements)
    }

    /// The reading-order index of `object`: `hint` when the element there is `object` (the walk
    /// reads each object once, so no other index can hold it), else the lookup. A reader that
    /// knows where the object probably stands (a gesture's target, the cursor's last place) looks
    /// nothing up.
    /// - Complexity: O(1); the tree's first lookup indexes every element, O(n).
    package func index(of object: AnyObject, hint: Int?) -> Int? {
        if let hint, elements.indices.contains(hint), elements[hint].object === object { return hint }
        return lookup.index(of: object, in: elements)
    }

    /// The label the tree read for `object` when the tree is current and holds it, which is what
    /// its getter would answer now (`.some(nil)`: it has none); nil when only the getter can tell.
    /// - Complexity: O(1), as `index(of:hint:)`.
    package func currentLabel(of object: AnyObject, hint: Int?) -> String?? {
        guard isCurrent, let index = index(of: object, hint: hint) else { return nil }
        return .some(elements[index].label)
    }

    /// The elements a touch at `point` (screen coordinates) lands on, in reading order: those
    /// whose `accessibilityPath`, when set, else whose frame contains the point.
    /// - Complexity: O(k) amortized, k the elements whose area meets the point's cell of a grid
    ///   built on first use in O(n) (`ElementGrid`).
    public func elements(containing point: CGPoint) -> [AccessibilityNode] {
        lookup.indices(containing: point, in: elements).map { elements[$0] }
    }
}

/// An object the walk passed through on the way to elements: a view with subviews, or a
/// container with accessibility elements.
@MainActor
public struct AccessibilityContainer: Sendable {
    public let object: NSObject
    /// Index of the enclosing container in `AccessibilityTree.containers`.
    public let parent: Int?
    public let containerType: UIAccessibilityContainerType
    public let label: String?
    public let traits: UIAccessibilityTraits
    public let identifier: String?
    /// Screen frame of the container.
    public let frame: CGRect
    /// Whether its children were kept together in reading order (a group, docs/voiceover-behaviour.md §2 (Reading order)).
    public let isGroup: Bool
    /// Whether its children came from `accessibilityElements` (explicit order).
    public let hasExplicitOrder: Bool
    public let customRotors: [UIAccessibilityCustomRotor]
    /// Whether the modal rule applied to its subviews (docs/voiceover-behaviour.md §1 (Tree walk) rule 5): only the last one with
    /// `accessibilityViewIsModal` was read, and its siblings were hidden. Recorded by the walk so
    /// VoiceOver's modal focus does not decide it again.
    public let readsOnlyModal: Bool

    public init(
        object: NSObject, parent: Int?, containerType: UIAccessibilityContainerType, label: String?,
        traits: UIAccessibilityTraits, identifier: String?, frame: CGRect, isGroup: Bool,
        hasExplicitOrder: Bool, customRotors: [UIAccessibilityCustomRotor], readsOnlyModal: Bool = false
    ) {
        self.object = object
        self.parent = parent
        self.containerType = containerType
        self.label = label
        self.traits = traits
        self.identifier = identifier
        self.frame = frame
        self.isGroup = isGroup
        self.hasExplicitOrder = hasExplicitOrder
        self.customRotors = customRotors
        self.readsOnlyModal = readsOnlyModal
    }
}

/// Position words an element carries from the context provider above it (docs/voiceover-behaviour.md §3 (Context)).
public struct AccessibilityContext: Hashable, Sendable {
    /// "i of n" (segments, tabs, picker rows): 1-based index and count.
    public var position: Position?
    /// The element sits in a tab context ("Tab" is spoken, "Button" is not).
    public var isTab: Bool
    /// First element of a list container ("List Start").
    public var isListStart: Bool
    /// Last element of a list container with more than one element ("List End").
    public var isListEnd: Bool
    /// First element of a landmark container ("Landmark").
    public var isLandmarkStart: Bool
    /// Last element of a landmark container ("End").
    public var isLandmarkEnd: Bool
    /// Row and column words for a data-table cell.
    public var table: TableCellContext?

    public struct Position: Hashable, Sendable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public init(
        position: Position? = nil, isTab: Bool = false, isListStart: Bool = false, isListEnd: Bool = false,
        isLandmarkStart: Bool = false, isLandmarkEnd: Bool = false, table: TableCellContext? = nil
    ) {
        self.position = position
        self.isTab = isTab
        self.isListStart = isListStart
        self.isListEnd = isListEnd
        self.isLandmarkStart = isLandmarkStart
        self.isLandmarkEnd = isLandmarkEnd
        self.table = table
    }

    /// No context words.
    public static let none = AccessibilityContext()
}

/// Where a data-table cell sits (docs/voiceover-behaviour.md §3 (Context)): header labels, spans, row (only on a row's first
/// cell) and column, all 1-based.
public struct TableCellContext: Hashable, Sendable {
    /// Labels of the row and column headers that apply to the cell, spoken first.
    public var headers: [String]
    public var row: Int
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int
    /// Whether this is the first cell read in its row ("Row r" is spoken only there).
    public var isFirstInRow: Bool

    public init(headers: [String], row: Int, column: Int, rowSpan: Int, columnSpan: Int, isFirstInRow: Bool) {
        self.headers = headers
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.isFirstInRow = isFirstInRow
    }
}

/// A structural problem the walk found and stepped around (the auditor reports them).
@MainActor
public struct AccessibilityTreeProblem: Sendable {
    public enum Kind: String, Sendable {
        /// An `accessibilityElements` array (or a subview) leads back to an ancestor.
        case cycle
        /// The same object is reachable twice (two containers list it); it is read once.
        case duplicate
        /// An `accessibilityElements` entry is not an accessibility object (a string, a struct).
        case invalidElement
    }

    public let kind: Kind
    /// The object reached again (nil for an invalid entry that is not an object).
    public let object: AnyObject?
    /// The container whose children led to it.
    public let container: NSObject?
    /// A sentence for people.
    public let message: String

    public init(kind: Kind, object: AnyObject?, container: NSObject?, message: String) {
        self.kind = kind
        self.object = object
        self.container = container
        self.message = message
    }
}
