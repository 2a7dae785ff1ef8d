import AccessibilityTree
import EarshotUIKit

/// `order.reading`: the reading order disagrees with the layout (catalogue idea 3).
///
/// VoiceOver users build their picture of a screen from the order they hear it in; an order that
/// jumps around the layout (a wrong `accessibilityElements` array, frames that lie) scrambles it.
/// The rule ranks the screen's reading units against two layout orders and keeps the better match:
/// rows top to bottom, leading to trailing within a row (right to left for RTL layouts), or columns
/// leading to trailing, top to bottom within a column (grid aware: Developing Accessible iOS Apps, chapter 6: header/detail columns
/// read column by column are fine). An implicit group counts as one unit, placed by its first-read
/// element, as VoiceOver places it. The agreement is Kendall's tau (1 = same order, −1 = reversed);
/// below `reading-order-correlation` (0.6) it is flagged, naming the most displaced element.
/// Elements the walk reached twice are reported by `tree.parent-child`. Tools: ATF (cycles); the
/// metric is new.
public struct OrderReading: AuditRule {
    public let id = "order.reading"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "The reading order agrees poorly with the layout (rank correlation below the threshold)."
    public let help = """
        VoiceOver reads top to bottom and leading to trailing unless the app orders elements itself. \
        When the order heard differs widely from the order seen (rows or columns), users lose their \
        place. Fix accessibilityElements arrays and frames, or group related elements. The threshold \
        is reading-order-correlation (Kendall's tau).
        """
    public let tags = ["wcag:1.3.2", "wcag:2.4.3", "ATF"]

    public init() {}

    /// - Complexity: O(n log n).
    public func check(_ context: AuditContext) -> [Finding] {
        let units = readingUnits(context)
        guard units.count >= 3 else { return [] }
        let tolerance: CGFloat = context.tree.idiom == .pad ? 13 : 8
        let rightToLeft = context.tree.layoutDirection == .rightToLeft
        // Loops, not closures, over every element here and below: a closure formed on the main actor
        // checks its executor at every call from the standard library (docs/architecture.md,
        // "Closures in hot loops").
        var frames: [CGRect] = []
        frames.reserveCapacity(units.count)
        for unit in units { frames.append(context.tree.elements[unit].frame) }
        let rows = Self.layoutRanks(frames, tolerance: tolerance, rightToLeft: rightToLeft, byColumns: false)
        let columns = Self.layoutRanks(frames, tolerance: tolerance, rightToLeft: rightToLeft, byColumns: true)
        let rowTau = Self.kendallTau(rows)
        let columnTau = Self.kendallTau(columns)
        let (tau, ranks, orderName) =
            rowTau >= columnTau
            ? (rowTau, rows, rightToLeft ? "rows, right to left" : "rows, left to right")
            : (columnTau, columns, "columns")
        guard tau < context.thresholds.readingOrderCorrelation else { return [] }
        var worst = 0
        for position in ranks.indices where abs(ranks[position] - position) > abs(ranks[worst] - worst) { worst = position }
        let node = context.tree.elements[units[worst]]
        let tauText = String(format: "%.2f", tau)
        return [
            context.finding(
                self, node,
                "The reading order agrees poorly with the layout (Kendall's tau \(tauText) against \(orderName); at least \(String(format: "%.2f", context.thresholds.readingOrderCorrelation)) expected). This element is read \(ordinal(worst + 1)) but placed \(ordinal(ranks[worst] + 1)) on screen."
            )
        ]
    }

    /// The element index representing each reading unit, in reading order: each element, except
    /// that the members of an outermost implicit group form one unit (its first-read member).
    /// - Complexity: O(n + c).
    @MainActor
    private func readingUnits(_ context: AuditContext) -> [Int] {
        let groups = context.outermostContainer { $0.isGroup && !$0.hasExplicitOrder }
        var seenGroups: Set<Int> = []
        var units: [Int] = []
        for node in context.tree.elements {
            if let parent = node.parentContainer, groups.indices.contains(parent), let group = groups[parent] {
                if seenGroups.insert(group).inserted { units.append(node.index) }
            } else {
                units.append(node.index)
            }
        }
        return units
    }

    /// For each unit (in reading order), its rank in layout order: rows (or columns) formed by
    /// clustering origins within `tolerance`, then leading to trailing (or top to bottom).
    static func layoutRanks(_ frames: [CGRect], tolerance: CGFloat, rightToLeft: Bool, byColumns: Bool) -> [Int] {
        // Each frame's keys worked out once, then sorted as plain pairs: the comparisons of a sort
        // by closures over the frames were most of this rule.
        let primary = frames.map { byColumns ? (rightToLeft ? -$0.maxX : $0.minX) : $0.minY }
        let secondary = frames.map { byColumns ? $0.minY : (rightToLeft ? -$0.maxX : $0.minX) }
        var byPrimary = frames.indices.map { (key: primary[$0], index: $0) }
        byPrimary.sort { ($0.key, $0.index) < ($1.key, $1.index) }
        var band = Array(repeating: 0, count: frames.count)
        var current = 0
        var bandStart = byPrimary.first?.key ?? 0
        for (key, index) in byPrimary {
            if key - bandStart >= tolerance {
                current += 1
                bandStart = key
            }
            band[index] = current
        }
        var layout = frames.indices.map { (band: band[$0], key: secondary[$0], index: $0) }
        layout.sort { ($0.band, $0.key, $0.index) < ($1.band, $1.key, $1.index) }
        var ranks = Array(repeating: 0, count: frames.count)
        for (rank, entry) in layout.enumerated() { ranks[entry.index] = rank }
        return ranks
    }

    /// Kendall's tau between reading order (the array order) and `ranks`, a permutation of 0..<n.
    /// - Complexity: O(n log n): inversions counted by an iterative merge sort.
    static func kendallTau(_ ranks: [Int]) -> Double {
        let n = ranks.count
        guard n > 1 else { return 1 }
        var values = ranks
        var buffer = values
        var inversions = 0
        var width = 1
        while width < n {
            var start = 0
            while start < n {
                let middle = min(start + width, n)
                let end = min(start + 2 * width, n)
                var left = start
                var right = middle
                var out = start
                while left < middle && right < end {
                    if values[left] <= values[right] {
                        buffer[out] = values[left]
                        left += 1
                    } else {
                        buffer[out] = values[right]
                        right += 1
                        inversions += middle - left
                    }
                    out += 1
                }
                while left < middle {
                    buffer[out] = values[left]
                    left += 1
                    out += 1
                }
                while right < end {
                    buffer[out] = values[right]
                    right += 1
                    out += 1
                }
                start += 2 * width
            }
            swap(&values, &buffer)
            width *= 2
        }
        let pairs = Double(n) * Double(n - 1) / 2
        return 1 - 2 * Double(inversions) / pairs
    }

    private func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (1, let tens) where tens != 11: suffix = "st"
        case (2, let tens) where tens != 12: suffix = "nd"
        case (3, let tens) where tens != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }
}
