/// The state of a diffable data source's sections and items, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`). Build one, then `apply` it to the data source.
///
/// Identifiers must be unique across the snapshot: UIKit raises on a duplicate; Earshot logs
/// UIKit's message and keeps the first occurrence (a snapshot never holds an identifier twice).
/// Naming an identifier the snapshot does not hold logs too and changes nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items to reload (ask the cell provider again for a new cell) when applied.
    package private(set) var reloadedItems: Set<ItemIdentifierType> = []
    /// Items to reconfigure (ask the cell provider again, which gets the same cell) when applied.
    package private(set) var reconfiguredItems: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    /// - Complexity: O(items).
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// The items of `identifier`, in order (empty, logged, for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let items = itemsBySection[identifier] else {
            Self.log("Invalid section identifier queried: \(identifier)")
            return []
        }
        return items
    }

    /// The number of items in `identifier`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items, or nil.
    /// - Complexity: O(items).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for current in sections {
            let items = itemsBySection[current] ?? []
            if current == section { return items.firstIndex(of: identifier).map { offset + $0 } }
            offset += items.count
        }
        return nil
    }

    /// The position of `identifier` among the sections, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// The items scheduled for reloading when applied.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reloadedItems.contains($0) } }
    /// The items scheduled for reconfiguring when applied.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reconfiguredItems.contains($0) } }

    // MARK: Items

    /// Adds `identifiers` at the end of `section` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let target = section ?? sections.last else {
            Self.log(
                "There are currently no sections in the data source. Please add a section first. (\(identifiers.count) items not added)")
            return
        }
        guard itemsBySection[target] != nil else {
            Self.log("Invalid section identifier for appending items: \(target); \(identifiers.count) items not added")
            return
        }
        let unique = admit(identifiers, into: target)
        itemsBySection[target, default: []].append(contentsOf: unique)
    }

    /// Inserts `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            Self.log("Invalid item identifier specified for insert: \(anchor); \(identifiers.count) items not inserted")
            return
        }
        let unique = admit(identifiers, into: section)
        itemsBySection[section]?.insert(contentsOf: unique, at: after ? index + 1 : index)
    }

    /// Removes `identifiers` (unknown ones are logged).
    /// - Complexity: O(items in the sections touched).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removed: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else {
                Self.log("Invalid item identifier specified for delete: \(identifier)")
                continue
            }
            removed[section, default: []].insert(identifier)
            reloadedItems.remove(identifier)
            reconfiguredItems.remove(identifier)
        }
        for (section, items) in removed { itemsBySection[section]?.removeAll { items.contains($0) } }
    }

    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        for section in sections { itemsBySection[section] = [] }
        sectionOfItem = [:]
        reloadedItems = []
        reconfiguredItems = []
    }

    /// Asks the cell provider again for `identifiers` when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard sectionOfItem[identifier] != nil else {
                Self.log("Invalid item identifier specified for reload: \(identifier)")
                continue
            }
            reloadedItems.insert(identifier)
        }
    }

    /// Updates `identifiers`' cells in place when applied: the cell provider is asked again and
    /// dequeuing gives it the item's existing cell (so VoiceOver's cursor stays on it).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard sectionOfItem[identifier] != nil else {
                Self.log("Invalid item identifier specified for reconfigure: \(identifier)")
                continue
            }
            reconfiguredItems.insert(identifier)
        }
    }

    // MARK: Sections

    /// Adds `identifiers` as sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let unique = admitSections(identifiers)
        sections.append(contentsOf: unique)
    }

    /// Inserts `identifiers` as sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }

    /// Inserts `identifiers` as sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool) {
        guard let index = sections.firstIndex(of: anchor) else {
            Self.log("Invalid section identifier specified for insert: \(anchor); \(identifiers.count) sections not inserted")
            return
        }
        sections.insert(contentsOf: admitSections(identifiers), at: after ? index + 1 : index)
    }

    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for identifier in identifiers {
            guard let items = itemsBySection.removeValue(forKey: identifier) else {
                Self.log("Invalid section identifier specified for delete: \(identifier)")
                continue
            }
            for item in items {
                sectionOfItem[item] = nil
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
        }
        sections.removeAll { doomed.contains($0) }
    }

    /// Asks the cell provider again for every item of `identifiers` when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let items = itemsBySection[identifier] else {
                Self.log("Invalid section identifier specified for reload: \(identifier)")
                continue
            }
            reloadedItems.formUnion(items)
        }
    }

    /// Forgets the reloads scheduled (the data source does, once it applied them).
    package mutating func clearReloads() {
        reloadedItems = []
        reconfiguredItems = []
    }

    // MARK: Uniqueness

    /// The identifiers not yet in the snapshot, each once, recorded in `section`; duplicates are
    /// logged with UIKit's message.
    private mutating func admit(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) -> [ItemIdentifierType] {
        var unique: [ItemIdentifierType] = []
        unique.reserveCapacity(identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers {
            if sectionOfItem[identifier] != nil {
                duplicates.append(identifier)
            } else {
                sectionOfItem[identifier] = section
                unique.append(identifier)
            }
        }
        if !duplicates.isEmpty {
            Self.log(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates)). Earshot keeps the first of each"
            )
        }
        return unique
    }

    private mutating func admitSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var unique: [SectionIdentifierType] = []
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers {
            if itemsBySection[identifier] != nil {
                duplicates.append(identifier)
            } else {
                itemsBySection[identifier] = []
                unique.append(identifier)
            }
        }
        if !duplicates.isEmpty {
            Self.log(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates)). Earshot keeps the first of each"
            )
        }
        return unique
    }

    private static func describe<T>(_ values: [T]) -> String {
        let shown = values.prefix(10).map { "\($0)" }.joined(separator: ", ")
        return "{(" + shown + (values.count > 10 ? ", … \(values.count - 10) more" : "") + ")}"
    }

    private static func log(_ message: String) {
        UICollectionView.log(message)
    }
}
