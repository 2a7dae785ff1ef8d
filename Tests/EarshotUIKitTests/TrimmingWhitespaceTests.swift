import Foundation
import Testing

@testable import EarshotUIKitCore

/// Labels are trimmed natively (`String.trimmingWhitespace`) for speed, so what is trimmed must
/// stay exactly what Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` trims, which is
/// what UIKit apps and earlier versions of Earshot used.
@Suite("Trimming whitespace agrees with Foundation")
struct TrimmingWhitespaceTests {
    @Test func everyScalarIsTrimmedExactlyWhenFoundationTrimsIt() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // At the end only, and at both ends (where printable ASCII takes the quick path).
            for text in ["a\(scalar)b\(scalar)", "\(scalar)a\(scalar)"] {
                let ours = text.trimmingWhitespace
                let foundation = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if ours != foundation, disagreements.count < 10 {
                    disagreements.append(String(value, radix: 16))
                }
            }
        }
        #expect(disagreements.isEmpty, "trimmed differently from Foundation: U+\(disagreements)")
    }

    @Test(arguments: [
        ("  Row 1  ", "Row 1"), ("\n\tPlay\u{00A0}", "Play"), ("\u{3000}全角\u{2029}", "全角"),
        ("Save", "Save"), ("   ", ""), ("", ""), ("a b", "a b"),
    ])
    func trimsBothEnds(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
    }
}
