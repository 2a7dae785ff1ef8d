extension Array {
    /// The run length sorted by insertion before merging.
    static var insertionRunLength: Int { 32 }

    /// This array sorted by `precedes`, keeping the input order of elements neither of which
    /// precedes the other, with a fixed algorithm so that a comparator that is not transitive (the
    /// reading order's) still gives one reproducible answer:
    ///
    /// 1. Cut the array into runs of `insertionRunLength` (the last may be shorter) and sort each by
    ///    straight insertion: each element moves left past every element it strictly precedes and
    ///    stops at the first one it does not.
    /// 2. Merge neighbouring runs bottom-up, doubling the width each pass (runs 0+1, 2+3, …). A merge
    ///    takes from the right run only when its head strictly precedes the left run's head.
    ///
    /// Both steps are stable, so input order decides between equal keys. Arrays of up to
    /// `insertionRunLength` elements are sorted by insertion alone.
    /// - Complexity: O(n log n) comparisons; O(n) extra space.
    func stableSorted(by precedes: (Element, Element) throws -> Bool) rethrows -> [Element] {
        guard count > 1 else { return self }
        var items = self
        let run = Self.insertionRunLength
        var runStart = 0
        while runStart < items.count {
            let runEnd = Swift.min(runStart + run, items.count)
            var next = runStart + 1
            while next < runEnd {
                let moving = items[next]
                var slot = next
                while slot > runStart, try precedes(moving, items[slot - 1]) {
                    items[slot] = items[slot - 1]
                    slot -= 1
                }
                items[slot] = moving
                next += 1
            }
            runStart = runEnd
        }

        var width = run
        var merged = items
        while width < items.count {
            var low = 0
            while low < items.count {
                let middle = Swift.min(low + width, items.count)
                let high = Swift.min(low + 2 * width, items.count)
                var left = low
                var right = middle
                var out = low
                while left < middle, right < high {
                    if try precedes(items[right], items[left]) {
                        merged[out] = items[right]
                        right += 1
                    } else {
                        merged[out] = items[left]
                        left += 1
                    }
                    out += 1
                }
                while left < middle {
                    merged[out] = items[left]
                    left += 1
                    out += 1
                }
                while right < high {
                    merged[out] = items[right]
                    right += 1
                    out += 1
                }
                low = high
            }
            swap(&items, &merged)
            width *= 2
        }
        return items
    }
}
