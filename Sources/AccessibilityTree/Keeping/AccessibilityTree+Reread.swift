import EarshotUIKit

extension AccessibilityTree {
    /// The elements whose attributes alone changed since the tree was read (a label, a value,
    /// traits, a switch turned on), read again, when nothing else changed: nothing added, removed,
    /// moved, hidden or reordered (docs/architecture.md, "Reading again only what changed"). A
    /// changed object is one of the tree's elements, or a view inside one (a label a cell lends
    /// its label); that element is asked the walk's questions again (the one filter must still say
    /// "element") and its attributes are read again, and every container above the object is asked
    /// whether what the tree recorded of it still holds (a cell that is a container makes its label
    /// from its labels). Each element's place in reading order, its context words and its
    /// container stay, as a new read would leave them. `update(with:)` puts them in the tree.
    ///
    /// The objects whose app code answers their element's own attributes (`attributeAnswerers`)
    /// count as changed every time: they may answer differently whenever asked. The objects whose
    /// classes override getters of stored properties are asked again (`getterAnswers`): one whose
    /// answer changed counts as changed when the property's setter would note its attributes
    /// alone (a control's `isSelected` of the app's model), and reads the screen otherwise (an
    /// `isHidden` of the app's model), unless the new answer is what a setter stored, which noted
    /// its change.
    ///
    /// A changed container (a setter's, or one of the app's whose code lists its children or
    /// names it, among `attributeAnswerers`), or a changed view the walk never met inside a container
    /// that lists its children, has that container asked again for its children and whether its
    /// record holds, and every element inside it read again: the change can reach their words.
    ///
    /// A changed object the walk could not meet, under a view hidden from it, is passed over: it was
    /// out of the walk when the tree was read, since only a structural change hides or shows a view.
    ///
    /// Nil when only a new read can tell: a structural change; a changed object neither an element,
    /// nor inside one, nor a container, nor a view the walk never met inside one that lists its
    /// children, nor under a hidden view, or deeper than the views remembered above it; a container
    /// whose record or list of children changed; app code answering beyond elements' own
    /// attributes, containers' children and stored properties' getters answering what is stored;
    /// or a tree whose words depend on other elements' labels (problems naming them, a data table's headers). Reading calls
    /// getters, so it runs as app code; putting the elements in the tree does not, which is why
    /// the two are apart.
    /// - Complexity: O(k · d + e + g) amortized, k the objects changed since the tree was read and
    ///   the attribute answerers, d their depth, e the elements inside changed containers, g the
    ///   getters of stored properties asked again; the first call on a tree indexes its elements
    ///   and containers, O(n).
    package func changedElementsReadAgain() -> ChangedElements? {
        guard let stamp = changeStamp, problems.isEmpty,
            var changes = UIKitChanges.objectsWithChangedAttributes(since: stamp),
            !lookup.hasWordsFromOtherElements(in: elements)
        else { return nil }
        // Getters of stored properties answering differently (app code, asked first: what they
        // change must be among the changes, and nothing else may change while they run).
        var getterAnswers = self.getterAnswers
        if !getterAnswers.isEmpty {
            let asked = UIKitChanges.generation
            guard let (changedObjects, now) = AppCodeWatch.changedGetterAnswers(getterAnswers),
                UIKitChanges.generation == asked
            else { return nil }
            getterAnswers = now
            let noted = Set(changes.map(\.object))
            for object in changedObjects where !noted.contains(ObjectIdentifier(object)) {
                changes.append(AttributeChange(of: object))
            }
        }
        // Objects whose app code answers their element's attributes may answer differently now,
        // and so may a container of the app's that lists its children or says what it is: each
        // counts as changed.
        if !attributeAnswerers.isEmpty {
            let noted = Set(changes.map(\.object))
            for answerer in attributeAnswerers where !noted.contains(ObjectIdentifier(answerer)) {
                changes.append(AttributeChange(of: answerer))
            }
        }
        var elementIndices: Set<Int> = []
        var containerIndices: Set<Int> = []
        // Containers asked again for their children, which must be those the tree recorded.
        var askedAgain: Set<Int> = []
        for change in changes {
            // A change the walk could not meet (under a hidden view) reaches nothing the tree says.
            // It was, as long as getters answered what UIKit stores, which that change read.
            if change.isOutOfTheWalk, getterAnswers.allAnsweredAsStored, lookup.index(of: change.object, in: elements) == nil,
                lookup.containerIndex(of: change.object, in: containers) == nil
            {
                continue
            }
            guard let ancestors = change.ancestors else { return nil }
            var isInAnElement = false
            var nearestContainer: Int?
            // Only the tree's own objects: the tree holds them alive, so no other object can carry
            // their identifiers while it lives.
            for identifier in [change.object] + ancestors {
                if let index = lookup.index(of: identifier, in: elements) {
                    elementIndices.insert(index)
                    isInAnElement = true
                } else if let index = lookup.containerIndex(of: identifier, in: containers) {
                    containerIndices.insert(index)
                    if nearestContainer == nil { nearestContainer = index }
                }
            }
            if isInAnElement { continue }
            // A container changed, or an object the walk never met inside a container that lists
            // its children (a label of a cell that lists its content element and its switch): the
            // container and those above are asked again (above), it must list the same children
            // (they may follow the change: a cell lists its content element only when it has
            // words), and every element inside it is read again, since what changed can reach
            // their words (the content element says the cell's labels).
            guard let container = nearestContainer else { return nil }
            if change.object != ObjectIdentifier(containers[container].object) {
                guard let listed = explicitChildren[container] else { return nil }
                // The object and the views between it and the container must not be among the
                // children listed: those the walk met, and a change there may change what it meets.
                let listedIdentifiers = Set(listed.map(ObjectIdentifier.init))
                for identifier in [change.object] + ancestors {
                    if identifier == ObjectIdentifier(containers[container].object) { break }
                    guard !listedIdentifiers.contains(identifier) else { return nil }
                }
            }
            askedAgain.insert(container)
            elementIndices.formUnion(lookup.elementIndices(inside: container, elements: elements, containers: containers))
        }
        let olds = elementIndices.sorted().map { elements[$0] }
        let recorded = containerIndices.sorted()
        let before = UIKitChanges.generation
        var relabeled: [(index: Int, container: AccessibilityContainer)] = []
        let (nodes, appCode) = AppCodeWatch.noting {
            ScreenGeometryCache.run { () -> [AccessibilityNode]? in
                // A container's label and state may follow the change (a cell's label is made from
                // its text; a control not enabled is dimmed): no context word follows them, only the
                // tab bar trait does, so its record takes them. Anything else is structural.
                for index in recorded {
                    let container = containers[index]
                    let traits = ContainerTraits(reading: container.object)
                    if container.isAsRecorded(traits) { continue }
                    guard container.isAsRecorded(traits, apartFromLabelAndState: true) else { return nil }
                    relabeled.append((index, container.relabeled(traits.label, traits: traits.traits)))
                }
                for index in askedAgain where !containers[index].listsTheSameChildren(as: explicitChildren[index]) {
                    return nil
                }
                var nodes: [AccessibilityNode] = []
                nodes.reserveCapacity(olds.count)
                for old in olds {
                    let object = old.object
                    guard !AccessibilityFilter.isPruned(object), AccessibilityFilter.classify(object) == .element,
                        ContextProvider(element: object) == nil
                    else { return nil }
                    let attributes = ElementAttributes(reading: object)
                    // Order and touch follow the frame and the path's shape; a change there is
                    // structural.
                    guard attributes.frame == old.frame, UIBezierPath.isSameShape(attributes.path, old.path) else { return nil }
                    nodes.append(
                        AccessibilityNode(
                            attributes: attributes, index: old.index, context: old.context,
                            parentContainer: old.parentContainer
                        ))
                }
                return nodes
            }
        }
        guard let nodes, !appCode.readAppCode, UIKitChanges.generation == before else { return nil }
        return ChangedElements(nodes: nodes, containers: relabeled, getterAnswers: getterAnswers, changeStamp: before)
    }

    /// Puts elements read again into the tree, which is then what a new read would give.
    /// - Complexity: O(k), k the elements; the tree's array is copied only if it is shared.
    package mutating func update(with changed: ChangedElements) {
        for node in changed.nodes { elements[node.index] = node }
        for (index, container) in changed.containers { containers[index] = container }
        getterAnswers = changed.getterAnswers
        changeStamp = changed.changeStamp
    }

    /// What differs between this tree and `other` in anything a reader of the tree sees: the
    /// elements' objects, attributes, context words and containers, in order, and the containers.
    /// Empty when they are the same. For checking a tree brought up to date against a new read.
    /// - Complexity: O(n).
    package func differences(from other: AccessibilityTree) -> [String] {
        var found: [String] = []
        if elements.count != other.elements.count {
            found.append("\(elements.count) elements, \(other.elements.count) in the other tree")
        }
        for (mine, theirs) in zip(elements, other.elements) {
            let facts: [(String, Bool)] = [
                ("object", mine.object === theirs.object), ("label", mine.label == theirs.label),
                ("value", mine.value == theirs.value), ("hint", mine.hint == theirs.hint),
                ("traits", mine.traits == theirs.traits), ("identifier", mine.identifier == theirs.identifier),
                ("language", mine.language == theirs.language), ("frame", mine.frame == theirs.frame),
                ("activation point", mine.activationPoint == theirs.activationPoint),
                ("path", (mine.path == nil) == (theirs.path == nil)),
                ("custom actions", mine.customActions.map(\.name) == theirs.customActions.map(\.name)),
                ("custom rotors", mine.customRotors.map(\.name) == theirs.customRotors.map(\.name)),
                ("custom content", mine.customContent.map { [$0.label, $0.value] } == theirs.customContent.map { [$0.label, $0.value] }),
                ("responds to user interaction", mine.respondsToUserInteraction == theirs.respondsToUserInteraction),
                ("input labels", mine.userInputLabels == theirs.userInputLabels),
                ("context", mine.context == theirs.context), ("container", mine.parentContainer == theirs.parentContainer),
            ]
            for (name, same) in facts where !same {
                found.append("element \(mine.index) (\(mine.label ?? "no label")) differs in its \(name)")
            }
        }
        if containers.count != other.containers.count {
            found.append("\(containers.count) containers, \(other.containers.count) in the other tree")
        }
        for (index, (mine, theirs)) in zip(containers, other.containers).enumerated()
        where mine.object !== theirs.object || mine.label != theirs.label || mine.traits != theirs.traits
            || mine.frame != theirs.frame || mine.parent != theirs.parent || mine.containerType != theirs.containerType
        {
            found.append("container \(index) differs")
        }
        if problems.count != other.problems.count {
            found.append("\(problems.count) problems, \(other.problems.count) in the other tree")
        }
        return found
    }
}

extension AccessibilityContainer {
    /// This record with `label` and `traits` instead of its own.
    func relabeled(_ label: String?, traits: UIAccessibilityTraits) -> AccessibilityContainer {
        AccessibilityContainer(
            object: object, parent: parent, containerType: containerType, label: label, traits: traits,
            identifier: identifier, frame: frame, isGroup: isGroup, hasExplicitOrder: hasExplicitOrder,
            customRotors: customRotors, readsOnlyModal: readsOnlyModal
        )
    }

    /// Whether the container, asked again, is still a container that is read (not pruned, not an
    /// element, of some size where its children are explicit) and lists what the tree recorded:
    /// the very objects `listed`, in order, or its subviews as before (`listed` nil).
    func listsTheSameChildren(as listed: [NSObject]?) -> Bool {
        guard !AccessibilityFilter.isPruned(object), case .container(let isZeroSize) = AccessibilityFilter.classify(object)
        else { return false }
        let children = AccessibilityChildren(of: object)
        guard children.isExplicit == hasExplicitOrder, children.isModal == readsOnlyModal, children.count > 0 else {
            return false
        }
        guard let listed else { return !hasExplicitOrder }
        guard !isZeroSize, case .explicit(let entries, _, let reportedCount) = children,
            reportedCount <= entries.count, entries.count == listed.count
        else { return false }
        for (entry, old) in zip(entries, listed) {
            guard let child = entry as? NSObject, child === old else { return false }
        }
        return true
    }

    /// Whether `traits`, read from the container now, are what the tree recorded of it, in all
    /// that words, order and rotors follow: label and traits (with `apartFromLabelAndState`, only
    /// the tab bar trait, which context words and grouping follow), identifier, kind, frame,
    /// grouping and custom rotors (by identity).
    func isAsRecorded(_ traits: ContainerTraits, apartFromLabelAndState: Bool = false) -> Bool {
        let sameTraits =
            apartFromLabelAndState
            ? traits.traits.contains(.tabBar) == self.traits.contains(.tabBar) : traits.traits == self.traits
        return (apartFromLabelAndState || traits.label == label) && sameTraits && traits.identifier == identifier
            && traits.containerType == containerType && traits.frame == frame
            && (hasExplicitOrder || traits.keepsChildrenTogether) == isGroup
            && traits.customRotors.hasSameObjects(as: customRotors)
    }
}

/// Elements of a kept tree read again (`AccessibilityTree.changedElementsReadAgain()`).
@MainActor
package struct ChangedElements {
    /// The new nodes, each at its old index.
    let nodes: [AccessibilityNode]
    /// Containers whose label changed, each at its index, with the new label.
    let containers: [(index: Int, container: AccessibilityContainer)]
    /// What the getters of stored properties answered when they were asked again.
    let getterAnswers: AppCodeWatch.GetterAnswers
    /// `UIKitChanges.generation` when they were read.
    let changeStamp: UInt64
}
