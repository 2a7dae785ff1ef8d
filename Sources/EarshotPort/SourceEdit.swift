/// One rewrite of the source text: the UTF-8 byte range it replaces and what replaces it.
///
/// Edits nest: a resolved `#if` is replaced by its taken branch, and an override moved out of an
/// extension is re-inserted in its class; both name original ranges (`Piece.original`), and the
/// edits inside those ranges are applied to them. An edit inside a range no piece names (a branch
/// not taken, a moved member's old place) is dropped with its message.
struct SourceEdit {
    /// Literal text, or an original range rendered with the edits inside it.
    enum Piece {
        case text(String)
        case original(Range<Int>)
    }

    let range: Range<Int>
    let pieces: [Piece]
    /// The change reported when the edit is applied (nil for the removal half of a move).
    let change: PortChange?

    /// Whether this edit removes text that another edit re-inserts elsewhere (a moved override).
    var isMoveSource: Bool { pieces.isEmpty && change == nil }
}

/// Applies nested `SourceEdit`s to a source text.
struct EditRenderer {
    private let source: [UInt8]
    private let edits: [SourceEdit]

    init(source: [UInt8], edits: [SourceEdit]) {
        self.source = source
        // Outer before inner at one start; an insertion (empty range) before a replacement that
        // starts where it is, so both apply; otherwise in the order they were found.
        self.edits = edits.enumerated().sorted { left, right in
            let (a, b) = (left.element.range, right.element.range)
            if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
            if a.isEmpty != b.isEmpty { return a.isEmpty }
            if a.upperBound != b.upperBound { return a.upperBound > b.upperBound }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// What the source becomes, and the changes applied, in the order applied.
    ///
    /// Iterative (an explicit stack of pending work), so the depth of nesting, which the input
    /// controls, costs no call stack.
    /// - Complexity: O(n + e·d), n the source's length, e the edits, d their nesting depth.
    func render() -> (text: [UInt8], changes: [PortChange]) {
        enum Work {
            case bytes(Range<Int>)
            case text(String)
            case region(Range<Int>)
        }
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var changes: [PortChange] = []
        var stack: [Work] = [.region(0..<source.count)]
        while let work = stack.popLast() {
            switch work {
            case .bytes(let range): output.append(contentsOf: source[range])
            case .text(let text): output.append(contentsOf: Array(text.utf8))
            case .region(let region):
                var expanded: [Work] = []
                var cursor = region.lowerBound
                var index = firstEdit(from: region.lowerBound)
                while index < edits.count, edits[index].range.lowerBound < region.upperBound {
                    let edit = edits[index]
                    index += 1
                    // Inside an edit already applied (its pieces carry what of it is kept).
                    guard edit.range.lowerBound >= cursor, edit.range.upperBound <= region.upperBound else { continue }
                    // The removal of a moved member, met again while rendering the member where
                    // it moved to.
                    if edit.range == region, edit.isMoveSource { continue }
                    expanded.append(.bytes(cursor..<edit.range.lowerBound))
                    if let change = edit.change { changes.append(change) }
                    for piece in edit.pieces {
                        switch piece {
                        case .text(let text): expanded.append(.text(text))
                        case .original(let range): expanded.append(.region(range))
                        }
                    }
                    cursor = edit.range.upperBound
                }
                expanded.append(.bytes(cursor..<region.upperBound))
                stack.append(contentsOf: expanded.reversed())
            }
        }
        return (output, changes)
    }

    /// The index of the first edit starting at or after `offset` (binary search).
    private func firstEdit(from offset: Int) -> Int {
        var low = 0
        var high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
