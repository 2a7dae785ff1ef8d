import Testing

@testable import AccessibilityTree

/// The stable insertion-then-merge sort behind the reading order.
@Suite("Stable sort")
struct StableSortTests {
    /// Deterministic pseudo-random keys with many ties.
    static func keys(count: Int, range: Int, seed: UInt64) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % range
        }
    }

    @Test(arguments: [0, 1, 2, 31, 32, 33, 64, 65, 1000, 4097])
    func sortsAndKeepsInputOrderAmongEqualKeys(count: Int) {
        let keys = Self.keys(count: count, range: max(1, count / 8), seed: UInt64(count) + 7)
        let tagged = keys.enumerated().map { (key: $0.element, position: $0.offset) }
        let sorted = tagged.stableSorted { $0.key < $1.key }
        // The unique answer of a stable sort: by key, then by input position.
        let expected = tagged.sorted { ($0.key, $0.position) < ($1.key, $1.position) }
        #expect(sorted.map(\.position) == expected.map(\.position))
    }

    @Test func comparisonsStayNearNLogN() {
        let count = 4096
        let keys = Self.keys(count: count, range: 1_000_000, seed: 1)
        var comparisons = 0
        _ = keys.stableSorted {
            comparisons += 1
            return $0 < $1
        }
        // Insertion runs of 32 cost at most 32·31/2 per run; merges at most n per pass.
        let runs = count / 32
        let bound = runs * (32 * 31 / 2) + count * 7
        #expect(comparisons <= bound)
    }
}
