import Testing

@testable import AccessibilityAudit

/// The auditor's words: runs of letters and digits, lower-cased. ASCII text takes the byte path
/// (`String.asciiWords`, checked against characters in EarshotUIKitTests), other text the
/// character path; both give the same words where both apply.
@Suite("Audit: the words of a text")
struct AuditTextWordsTests {
    @Test(arguments: [
        ("Double-tap to Open", ["double", "tap", "to", "open"]),
        ("Row 12, 3 of 10.", ["row", "12", "3", "of", "10"]),
        ("Über 5 Äpfel", ["über", "5", "äpfel"]),
        ("  ", []),
    ])
    func words(text: String, expected: [String]) {
        #expect(AuditText.words(text) == expected)
    }

    @Test(arguments: ["Double-tap to Open", "Row 12, 3 of 10.", "A\r\nb_c9", "x2Y"])
    func asciiTextGetsTheCharactersWords(text: String) {
        #expect(AuditText.words(text) == AuditText.characterWords(text))
    }
}
