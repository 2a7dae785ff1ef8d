import Foundation

/// SwiftUI's helpers for the offsets `ForEach.onDelete` and `onMove` hand to the app.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start, as `onDelete` gives them).
    /// Offsets past the end are ignored with a warning (SwiftUI traps on them).
    /// - Complexity: O(n).
    public mutating func remove(atOffsets offsets: IndexSet) {
        let valid = offsets.filteredIndexSet { $0 >= 0 && $0 < count }
        if valid.count != offsets.count {
            offsetWarning("remove(atOffsets:): offsets outside 0..<\(count) ignored.")
        }
        var kept: [Element] = []
        kept.reserveCapacity(count - valid.count)
        for (offset, element) in enumerated() where !valid.contains(offset) { kept.append(element) }
        self = Self(kept)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element at `destination` (offsets in
    /// the collection before the move; `count` moves them to the end), keeping their order, as
    /// `onMove` asks. Offsets outside the collection are ignored and a destination past the end
    /// is the end, with a warning (SwiftUI traps on them).
    /// - Complexity: O(n).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let valid = source.filteredIndexSet { $0 >= 0 && $0 < total }
        var target = destination
        if valid.count != source.count || destination < 0 || destination > total {
            offsetWarning("move(fromOffsets:toOffset:): offsets outside 0..<\(total) or a destination outside 0...\(total) ignored.")
            target = Swift.min(Swift.max(destination, 0), total)
        }
        let elements = Array(self)
        var moving: [Element] = []
        var staying: [Element] = []
        for (offset, element) in elements.enumerated() {
            if valid.contains(offset) { moving.append(element) } else { staying.append(element) }
        }
        let insertion = target - valid.count(in: 0..<target)
        let reordered = staying[..<insertion] + moving + staying[insertion...]
        for (index, element) in zip(indices, reordered) { self[index] = element }
    }
}

/// Writes SwiftUI's kind of warning to standard error. These helpers are not tied to the main
/// actor (SwiftUI declares them on any collection), so the warning skips `SwiftUIWarnings.logged`.
private func offsetWarning(_ message: String) {
    FileHandle.standardError.write(Data("SwiftUI: \(message)\n".utf8))
}
