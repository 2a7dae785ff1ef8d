/// A readable line diff between what a test expected VoiceOver to say and what it said: the text
/// every Earshot assertion (Swift Testing and XCTest alike) puts in its failure.
///
/// ```swift
/// TranscriptDiff.describe(expected: ["Back, Button", "Play, Button"],
///                         actual: ["Back, Button", "Play"])
/// // Expected 2 lines, got 2: 1 differs.
/// //   line 2 differs:
/// //     expected: "Play, Button"
/// //     actual:   "Play"
/// // Actual, in full:
/// //   "Back, Button",
/// //   "Play",
/// ```
///
/// Lines are aligned by their longest common subsequence, so one missing line in the middle is
/// reported as missing rather than as every later line differing. Within a run of disagreeing
/// lines, expected and actual lines are paired in order as "differs"; what is left over is
/// "missing" (expected, not said; numbered as in `expected`) or "extra" (said, not expected;
/// numbered as in `actual`). Lines are quoted as Swift string literals, so spaces and escapes show
/// and the full actual list can be pasted into the test.
public enum TranscriptDiff {
    /// Above this many cells (middle part of expected × middle part of actual) lines are compared
    /// position by position instead of aligned, to keep memory bounded on huge transcripts.
    static let alignmentCellLimit = 4_000_000

    /// The diff of `actual` against `expected`, or nil when they are equal.
    /// - Complexity: O(n + m) for the common start and end, plus O(n' × m') time and memory for
    ///   the differing middle (n', m' its lengths), bounded by `alignmentCellLimit`.
    public static func describe(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        let hunks = self.hunks(expected: expected, actual: actual)
        var differing = 0
        var missing = 0
        var extra = 0
        var body: [String] = []
        for hunk in hunks {
            let paired = min(hunk.missing.count, hunk.extra.count)
            for k in 0..<paired {
                let e = hunk.missing[k]
                let a = hunk.extra[k]
                differing += 1
                let place = e == a ? "line \(e + 1)" : "line \(e + 1) (actual line \(a + 1))"
                body.append("  \(place) differs:")
                body.append("    expected: \(quoted(expected[e]))")
                body.append("    actual:   \(quoted(actual[a]))")
            }
            for e in hunk.missing.dropFirst(paired) {
                missing += 1
                body.append("  line \(e + 1) is missing: \(quoted(expected[e]))")
            }
            for a in hunk.extra.dropFirst(paired) {
                extra += 1
                body.append("  extra line \(a + 1): \(quoted(actual[a]))")
            }
        }
        let counts = [(differing, "differs", "differ"), (missing, "missing", "missing"), (extra, "extra", "extra")]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
            .joined(separator: ", ")
        var lines = ["Expected \(count(expected.count)), got \(actual.count): \(counts)."]
        lines += body
        lines.append(actual.isEmpty ? "Actual, in full: nothing." : "Actual, in full:")
        lines += actual.map { "  \(quoted($0))," }
        return lines.joined(separator: "\n")
    }

    /// A run of disagreeing lines between two agreeing ones: indices into expected and actual.
    struct Hunk: Equatable {
        var missing: [Int] = []
        var extra: [Int] = []
    }

    /// The runs of disagreement, in order.
    static func hunks(expected: [String], actual: [String]) -> [Hunk] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(expected[prefix..<(expected.count - suffix)])
        let b = Array(actual[prefix..<(actual.count - suffix)])
        let n = a.count
        let m = b.count

        var hunks: [Hunk] = []
        var current = Hunk()
        func flush() {
            if current != Hunk() { hunks.append(current) }
            current = Hunk()
        }

        guard (n + 1) * (m + 1) <= alignmentCellLimit else {
            // Too large to align: compare position by position.
            for k in 0..<max(n, m) {
                if k < n, k < m, a[k] == b[k] {
                    flush()
                    continue
                }
                if k < n { current.missing.append(prefix + k) }
                if k < m { current.extra.append(prefix + k) }
            }
            flush()
            return hunks
        }

        // common[i * (m + 1) + j]: length of the longest common subsequence of a[i...] and b[j...].
        var common = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i * (m + 1) + j] =
                    a[i] == b[j]
                    ? common[(i + 1) * (m + 1) + j + 1] + 1
                    : max(common[(i + 1) * (m + 1) + j], common[i * (m + 1) + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                flush()
                i += 1
                j += 1
            } else if j == m || (i < n && common[(i + 1) * (m + 1) + j] >= common[i * (m + 1) + j + 1]) {
                current.missing.append(prefix + i)
                i += 1
            } else {
                current.extra.append(prefix + j)
                j += 1
            }
        }
        flush()
        return hunks
    }

    private static func count(_ lines: Int) -> String { lines == 1 ? "1 line" : "\(lines) lines" }

    private static func quoted(_ line: String) -> String { String(reflecting: line) }
}
