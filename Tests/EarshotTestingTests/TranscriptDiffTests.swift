import Testing

@testable import EarshotTesting

/// The diff text every Earshot assertion fails with.
@Suite("TranscriptDiff")
struct TranscriptDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: [String]
        let actual: [String]
        /// The whole text, or nil when the two are equal.
        let diff: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "equal", expected: ["A", "B"], actual: ["A", "B"], diff: nil),
        Case(name: "both empty", expected: [], actual: [], diff: nil),
        Case(
            name: "one line changed", expected: ["Back, Button", "Play, Button", "Stop, Button"],
            actual: ["Back, Button", "Play", "Stop, Button"],
            diff: """
                Expected 3 lines, got 3: 1 differs.
                  line 2 differs:
                    expected: "Play, Button"
                    actual:   "Play"
                Actual, in full:
                  "Back, Button",
                  "Play",
                  "Stop, Button",
                """),
        Case(
            name: "a line missing in the middle", expected: ["A", "B", "C", "D"], actual: ["A", "C", "D"],
            diff: """
                Expected 4 lines, got 3: 1 missing.
                  line 2 is missing: "B"
                Actual, in full:
                  "A",
                  "C",
                  "D",
                """),
        Case(
            name: "an extra line at the end", expected: ["A", "B"], actual: ["A", "B", "C"],
            diff: """
                Expected 2 lines, got 3: 1 extra.
                  extra line 3: "C"
                Actual, in full:
                  "A",
                  "B",
                  "C",
                """),
        Case(
            name: "empty expected", expected: [], actual: ["A"],
            diff: """
                Expected 0 lines, got 1: 1 extra.
                  extra line 1: "A"
                Actual, in full:
                  "A",
                """),
        Case(
            name: "nothing said", expected: ["A"], actual: [],
            diff: """
                Expected 1 line, got 0: 1 missing.
                  line 1 is missing: "A"
                Actual, in full: nothing.
                """),
        Case(
            name: "changed after an inserted line keeps both line numbers",
            expected: ["A", "B", "C"], actual: ["X", "A", "b", "C"],
            diff: """
                Expected 3 lines, got 4: 1 differs, 1 extra.
                  extra line 1: "X"
                  line 2 (actual line 3) differs:
                    expected: "B"
                    actual:   "b"
                Actual, in full:
                  "X",
                  "A",
                  "b",
                  "C",
                """),
        Case(
            name: "whitespace is visible", expected: ["Play"], actual: ["Play "],
            diff: """
                Expected 1 line, got 1: 1 differs.
                  line 1 differs:
                    expected: "Play"
                    actual:   "Play "
                Actual, in full:
                  "Play ",
                """),
    ]

    @Test(arguments: cases)
    func describes(_ testCase: Case) {
        #expect(TranscriptDiff.describe(expected: testCase.expected, actual: testCase.actual) == testCase.diff)
    }

    /// Runs of disagreement come out in order, with changed lines paired and leftovers reported.
    @Test func hunksAlignOnTheLongestCommonSubsequence() {
        let hunks = TranscriptDiff.hunks(expected: ["A", "B", "C", "D", "E"], actual: ["A", "x", "y", "C", "E", "F"])
        #expect(
            hunks == [
                .init(missing: [1], extra: [1, 2]),
                .init(missing: [3], extra: []),
                .init(missing: [], extra: [5]),
            ])
    }

    /// Past the alignment limit lines are compared position by position, still without recursion
    /// or a quadratic table.
    @Test func hugeTranscriptsCompareByPosition() {
        let expected = (0..<3_000).map { "Row \($0)" }
        var actual = expected
        actual[0] = "Header"
        actual[2_999] = "Footer"
        actual.insert("Banner", at: 1_500)
        // The middle (3,000 × 3,001 lines) is over the limit.
        #expect(3_001 * 3_002 > TranscriptDiff.alignmentCellLimit)
        let text = TranscriptDiff.describe(expected: expected, actual: actual)
        #expect(text?.hasPrefix("Expected 3000 lines, got 3001:") == true)
        #expect(text?.contains("  line 1 differs:\n    expected: \"Row 0\"\n    actual:   \"Header\"") == true)
        #expect(text?.contains("  extra line 3001: \"Footer\"") == true)
    }
}
