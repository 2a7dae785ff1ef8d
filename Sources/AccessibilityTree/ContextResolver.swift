import EarshotUIKit

/// Gives each element its position words from its nearest context provider (docs/voiceover-behaviour.md §3 (Context)).
///
/// A provider's *members* are the elements whose nearest provider it is, in reading order:
/// - segments: "i of n" over the members;
/// - tabs (a tab bar, or a view with the `tabBar` trait): "Tab" and "i of n" over the members;
/// - a picker wheel: "selectedRow + 1 of count" (when the selected row is in range);
/// - list: "List Start" on the first member, "List End" on the last when there are two or more;
/// - landmark: "Landmark" on the first member, "End" on the last when there are two or more;
/// - data table: see `DataTableContext`.
@MainActor
enum ContextResolver {
    /// The context of each element that has one, by position in reading order; the others have
    /// none. Sparse: most elements have no provider, and an array of one context per element (72
    /// bytes each) was most of a walk's transient memory on a long screen.
    /// - Parameters:
    ///   - readingOrder: indices into `elements`, in reading order.
    ///   - elements: the walk's elements.
    ///   - providers: the walk's context providers.
    /// - Complexity: O(n + p), n elements and p providers (plus the data tables' header lookups).
    static func contexts(
        readingOrder: [Int], elements: [AccessibilityWalk.Element], providers: [ContextProvider]
    ) -> [Int: AccessibilityContext] {
        var contexts: [Int: AccessibilityContext] = [:]
        // Changes the context at `position`, made empty on its first change.
        func update(_ position: Int, _ change: (inout AccessibilityContext) -> Void) {
            change(&contexts[position, default: AccessibilityContext()])
        }
        guard !providers.isEmpty else { return contexts }
        var members = [[Int]](repeating: [], count: providers.count)
        for (position, element) in readingOrder.enumerated() {
            if let provider = elements[element].provider { members[provider].append(position) }
        }
        for (provider, positions) in zip(providers, members) where !positions.isEmpty {
            switch provider.kind {
            case .position(.segments):
                for (offset, position) in positions.enumerated() {
                    update(position) { $0.position = .init(index: offset + 1, count: positions.count) }
                }
            case .position(.tabs):
                for (offset, position) in positions.enumerated() {
                    update(position) {
                        $0.isTab = true
                        $0.position = .init(index: offset + 1, count: positions.count)
                    }
                }
            case .position(.pickerRows(let selectedRow, let count)):
                guard count > 0, (0..<count).contains(selectedRow) else { continue }
                for position in positions {
                    update(position) { $0.position = .init(index: selectedRow + 1, count: count) }
                }
            case .list:
                update(positions[0]) { $0.isListStart = true }
                if positions.count > 1 { update(positions[positions.count - 1]) { $0.isListEnd = true } }
            case .landmark:
                update(positions[0]) { $0.isLandmarkStart = true }
                if positions.count > 1 { update(positions[positions.count - 1]) { $0.isLandmarkEnd = true } }
            case .dataTable(let table):
                let cells = DataTableContext.cells(
                    of: table, members: positions.map { ($0, elements[readingOrder[$0]].attributes.object) }
                )
                for (position, cell) in cells {
                    update(position) { $0.table = cell }
                }
            }
        }
        return contexts
    }
}
