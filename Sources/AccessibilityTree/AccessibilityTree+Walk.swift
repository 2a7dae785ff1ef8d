import EarshotUIKit

/// The one walk (docs/voiceover-behaviour.md §1 (Tree walk)): from the root, decide for every object reached whether it is dropped,
/// an element, or a container whose children are visited, and record the groups, context
/// providers and problems met on the way. Ordering and context words come after, from its result.
@MainActor
struct AccessibilityWalk {
    /// An element the walk found, with its attributes read once.
    struct Element {
        let attributes: ElementAttributes
        /// Index in `containers` of the object whose children led to it.
        let parentContainer: Int?
        /// Index in `providers` of the nearest context provider (the element itself for a picker wheel).
        let provider: Int?
    }

    /// Elements in walk order (not reading order).
    private(set) var elements: [Element] = []
    /// Containers, parents before children.
    private(set) var containers: [AccessibilityContainer] = []
    /// Groups, parents before children; 0 is the top level.
    private(set) var groups: [OrderGroup] = [OrderGroup(isExplicit: false)]
    private(set) var providers: [ContextProvider] = []
    private(set) var problems: [AccessibilityTreeProblem] = []
    /// The objects each container with explicit children listed, by index in `containers`: what a
    /// kept tree checks a container asked again against (`AccessibilityTree.explicitChildren`).
    private(set) var explicitChildren: [Int: [NSObject]] = [:]

    /// Where the walk came from when it reached an object.
    /// Holds the container by index, not by reference, which would be retained and released
    /// for every child waiting on the stack.
    private struct Origin {
        /// Index in `containers` of the container whose children led here (nil for the root).
        var containerIndex: Int?
        /// The group this object's items join.
        var group: Int
        var provider: Int?
    }

    private enum Step {
        /// Unretained: `pushedSubviews`, `explicitChildren` and `pushedModals` hold the objects
        /// waiting on the stack (the root, its caller), so pushing and popping one costs no
        /// reference count, only keeping each container's list does.
        case visit(Unmanaged<NSObject>, Origin)
        /// All of a container's children are done: it is no longer an ancestor.
        case leave(ObjectIdentifier)
    }

    /// This walk's number, each object it reaches marked with it (`NSObject.walkMark`); nil for a
    /// walk inside another (a getter that reads a tree), which keeps a set instead so that the
    /// outer walk's marks stay its own.
    private let mark: UInt64?
    private var visited: Set<ObjectIdentifier> = []
    /// The last walk number given, and how many walks are in progress.
    private static var walks: UInt64 = 0
    private static var walksInProgress = 0
    /// The containers on the path from the root to the current object, to tell cycles from duplicates.
    private var ancestors: Set<ObjectIdentifier> = []
    /// In a walk inside another, every object visited, kept alive until the walk ends so that no
    /// identifier in `visited` is reused by a new object a getter creates on the fly. A marked walk
    /// needs none: a new object at a freed one's address starts unmarked, and the identifiers in
    /// `ancestors` are containers', which `containers` holds.
    private var keepAlive: [NSObject] = []
    /// The subview lists and modal views whose objects wait on the stack, kept until the walk ends:
    /// app code the walk calls may remove a view from its superview before it is visited.
    private var pushedSubviews: [[UIView]] = []
    private var pushedModals: [UIView] = []

    /// Walks from `root`, parents before children, depth first with an explicit stack.
    /// - Complexity: O(n) visits, n the number of objects reached (each object is looked inside at
    ///   most once); frame conversions are O(1) amortized inside `ScreenGeometryCache.run`.
    init(root: NSObject) {
        if Self.walksInProgress == 0 {
            Self.walks += 1
            mark = Self.walks
        } else {
            mark = nil
        }
        Self.walksInProgress += 1
        defer { Self.walksInProgress -= 1 }
        var stack: [Step] = [.visit(.passUnretained(root), Origin(containerIndex: nil, group: 0, provider: nil))]
        while let step = stack.popLast() {
            switch step {
            case .leave(let identifier):
                ancestors.remove(identifier)
            case .visit(let object, let origin):
                visit(object.takeUnretainedValue(), from: origin, stack: &stack)
            }
        }
    }

    /// Applies the rules of docs/voiceover-behaviour.md §1 (Tree walk), in order, to one object.
    private mutating func visit(_ object: NSObject, from origin: Origin, stack: inout [Step]) {
        // Rules 1 and 2's visibility (the one filter, shared with cells' content scans).
        if AccessibilityFilter.isPruned(object) { return }

        let identifier = ObjectIdentifier(object)
        let isNew: Bool
        if let mark {
            isNew = object.walkMark != mark
            object.walkMark = mark
        } else {
            isNew = visited.insert(identifier).inserted
            if isNew { keepAlive.append(object) }
        }
        guard isNew else {
            let isCycle = ancestors.contains(identifier)
            let container = origin.containerIndex.map { containers[$0].object }
            problems.append(
                AccessibilityTreeProblem(
                    kind: isCycle ? .cycle : .duplicate, object: object, container: container,
                    message: isCycle
                        ? "\(Self.describe(container)) lists \(Self.describe(object)), which contains it; the cycle is read once."
                        : "\(Self.describe(object)) is reached again through \(Self.describe(container)); it is read once."
                ))
            return
        }

        // Rule 2's zero size and rule 3.
        let isZeroSize: Bool
        switch AccessibilityFilter.classify(object) {
        case .excludeSubtree:
            return
        case .element:
            // `if let`, not `Optional.map`: see docs/architecture.md, "Closures in hot loops".
            var provider = origin.provider
            if let own = ContextProvider(element: object) { provider = addProvider(own) }
            groups[origin.group].items.append(.element(elements.count))
            elements.append(
                Element(
                    attributes: ElementAttributes(reading: object), parentContainer: origin.containerIndex,
                    provider: provider
                ))
            return
        case .container(let zeroSize):
            isZeroSize = zeroSize
        }
        // Rules 4 and 5: explicit children, else subviews.
        let children = AccessibilityChildren(of: object)
        if isZeroSize, children.isExplicit { return }
        guard children.count > 0 else { return }

        let traits = ContainerTraits(reading: object)
        let isGroup = children.isExplicit || traits.keepsChildrenTogether
        let containerIndex = containers.count
        containers.append(
            traits.container(
                object: object, parent: origin.containerIndex, isGroup: isGroup, hasExplicitOrder: children.isExplicit,
                readsOnlyModal: children.isModal
            ))
        var provider = origin.provider
        if let own = ContextProvider(container: object, traits: traits.traits, containerType: traits.containerType) {
            provider = addProvider(own)
        }
        var childGroup = origin.group
        // A scroll view's content is read together, never interleaved with what lies outside it
        // (an iPhone reads a list scrolled down after the bar above it), without making the scroll
        // view a meaningful group (no rotor stop, no Switch Control group).
        let isScrollView = object is UIScrollView
        if isGroup || isScrollView {
            childGroup = groups.count
            var group = OrderGroup(isExplicit: children.isExplicit)
            if children.isExplicit, let provider, providers[provider].isTabBarTraitView {
                group.keyOverride = CGPoint(x: traits.frame.minX, y: traits.frame.minY)
            } else if isScrollView {
                group.keyFloor = CGPoint(x: traits.frame.minX, y: traits.frame.minY)
            }
            groups.append(group)
            groups[origin.group].items.append(.group(childGroup))
        }

        let childOrigin = Origin(containerIndex: containerIndex, group: childGroup, provider: provider)
        ancestors.insert(identifier)
        stack.append(.leave(identifier))
        switch children {
        case .explicit(let entries, let source, let reportedCount):
            if reportedCount > entries.count {
                problems.append(
                    AccessibilityTreeProblem(
                        kind: .invalidElement, object: nil, container: object,
                        message:
                            "\(Self.describe(object)) reports \(reportedCount) accessibility elements; only the first \(entries.count) are read."
                    ))
            }
            var objects: [NSObject] = []
            objects.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                if let child = entry as? NSObject {
                    objects.append(child)
                } else {
                    problems.append(invalidEntry(entry, at: position, of: object, source: source))
                }
            }
            explicitChildren[containerIndex] = objects
            // Pushed last to first so the first entry is visited first.
            for child in objects.reversed() {
                stack.append(.visit(.passUnretained(child), childOrigin))
            }
        case .subviews(let subviews):
            pushedSubviews.append(subviews)
            for subview in subviews.reversed() {
                stack.append(.visit(.passUnretained(subview), childOrigin))
            }
        case .modal(let modal):
            pushedModals.append(modal)
            stack.append(.visit(.passUnretained(modal), childOrigin))
        case .none:
            break
        }
    }

    private mutating func addProvider(_ provider: ContextProvider) -> Int {
        providers.append(provider)
        return providers.count - 1
    }

    /// The problem for an entry of `container`'s explicit children that is not an accessibility
    /// object (a string, a struct, a Foundation object that is not Earshot's `NSObject`, or nil).
    private func invalidEntry(_ entry: Any?, at position: Int, of container: NSObject, source: String) -> AccessibilityTreeProblem {
        let what: String
        let object: AnyObject?
        if let entry {
            what = "a \(type(of: entry))"
            object = type(of: entry) is AnyClass ? entry as AnyObject : nil
        } else {
            what = "nil"
            object = nil
        }
        return AccessibilityTreeProblem(
            kind: .invalidElement, object: object, container: container,
            message: "Entry \(position) of \(Self.describe(container)).\(source) is \(what), not an accessibility object; it is skipped."
        )
    }

    /// A short name for an object in messages: its class, with its identifier or label when it has one.
    static func describe(_ object: NSObject?) -> String {
        guard let object else { return "the root" }
        let name = String(describing: type(of: object))
        if let identifier = object.accessibilityIdentifier, !identifier.isEmpty { return "\(name) '\(identifier)'" }
        if let label = object.accessibilityLabel, !label.isEmpty { return "\(name) \"\(label)\"" }
        return name
    }
}
