import Testing
@testable import AccessibilityAudit

/// The auditor splits every label, value and hint into words; ASCII text is split byte by byte
/// (`AuditText.asciiWords`) instead of character by character with Unicode's tables. The two
/// must agree on every ASCII text, "\r\n" (one character) and mixed case included.
@Suite("Audit: ASCII text splits into the same words byte by byte")
struct AuditTextWordsTests {
    static let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    @Test func everyPairOfASCIICharacters() {
        var differences: [String] = []
        for first in Self.ascii {
            for second in Self.ascii {
                let text = "A" + first + "b9" + second + "Z"
                if AuditText.asciiWords(text) != AuditText.characterWords(text) { differences.append(text.debugDescription) }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test func longerTexts() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(Int(state % 40) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += Self.ascii[Int(state >> 57)]
            }
            #expect(AuditText.asciiWords(text) == AuditText.characterWords(text), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("Double-tap to Open", ["double", "tap", "to", "open"]),
        ("Row 12, 3 of 10.", ["row", "12", "3", "of", "10"]),
        ("Über 5 Äpfel", ["über", "5", "äpfel"]),
        ("  ", []),
    ])
    func words(text: String, expected: [String]) {
        #expect(AuditText.words(text) == expected)
    }
}
