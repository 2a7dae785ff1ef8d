import EarshotUIKit

extension AccessibilityTree {
    /// Reads what VoiceOver sees in `window` now: lays the window out, then walks it (docs/voiceover-behaviour.md §1 (Tree walk)),
    /// orders the elements (§2 (Reading order)) and gives them context words (§3 (Context)). The device idiom, layout
    /// direction and language come from the window's application; a window without one is read as
    /// a left-to-right phone in "en-US".
    /// - Complexity: O(n log n), n the number of objects in the window; no recursion.
    public init(window: UIWindow) {
        let application = window.application
        self.init(
            root: window, idiom: application?.userInterfaceIdiom ?? .phone,
            layoutDirection: application?.userInterfaceLayoutDirection ?? .leftToRight,
            language: application?.preferredLanguage ?? "en-US"
        )
    }

    /// Reads what VoiceOver sees in a hierarchy that is not in an application (tests, importers),
    /// for the given device idiom, layout direction and language. `root` is laid out first.
    /// - Complexity: O(n log n), n the number of objects under `root`; no recursion.
    public init(
        root: UIView, idiom: UIUserInterfaceIdiom = .phone,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, language: String = "en-US"
    ) {
        let order = ReadingOrder(idiom: idiom, layoutDirection: layoutDirection)
        // Laid out first, outside the watch: the layout reaches the tree only through the frames
        // it writes, which note their changes.
        root.layoutIfNeeded()
        let changesBefore = UIKitChanges.generation
        var explicitChildren: [Int: [NSObject]] = [:]
        let ((elements, containers, problems), appCode) = AppCodeWatch.noting {
            ScreenGeometryCache.run {
                () -> ([AccessibilityNode], [AccessibilityContainer], [AccessibilityTreeProblem]) in
                let walk = AccessibilityWalk(root: root)
                explicitChildren = walk.explicitChildren
                var groups = walk.groups
                // Loops rather than `map`: a closure made here is checked to run on the main actor
                // at every call, once per element.
                var sortKeys: [CGPoint] = []
                sortKeys.reserveCapacity(walk.elements.count)
                for element in walk.elements { sortKeys.append(element.attributes.sortKey) }
                let readingOrder = order.readingOrder(groups: &groups, elementKeys: sortKeys)
                let contexts = ContextResolver.contexts(
                    readingOrder: readingOrder, elements: walk.elements, providers: walk.providers
                )
                var nodes: [AccessibilityNode] = []
                nodes.reserveCapacity(readingOrder.count)
                for (position, index) in readingOrder.enumerated() {
                    let element = walk.elements[index]
                    nodes.append(
                        AccessibilityNode(
                            attributes: element.attributes, index: position,
                            context: contexts[position] ?? AccessibilityContext(), parentContainer: element.parentContainer
                        ))
                }
                return (nodes, walk.containers, walk.problems)
            }
        }
        // The read can be kept while nothing changes only if no app code answered, beyond
        // elements' own attributes, containers' children and stored properties' getters that
        // answered what is stored, and the read itself changed nothing (a getter that builds and
        // stores elements on the fly).
        let changesAfter = UIKitChanges.generation
        let kept = !appCode.readAppCode && changesAfter == changesBefore
        self.init(
            elements: elements, containers: containers, problems: problems, idiom: idiom,
            layoutDirection: layoutDirection, language: language, changeStamp: kept ? changesAfter : nil,
            appCode: kept ? appCode : AppCodeWatch.Answers(), explicitChildren: kept ? explicitChildren : [:]
        )
    }
}
