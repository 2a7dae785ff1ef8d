import Testing

@testable import EarshotUIKitCore

/// ASCII text is split into words byte by byte (`String.asciiWords`) by the language guess and
/// the auditor, instead of character by character with Unicode's tables. On every ASCII text the
/// two must agree, "\r\n" (one character) and mixed case included: letters only, as the guess
/// splits, and letters and digits, as the auditor does.
@Suite("ASCII text splits into the same words byte by byte")
struct ASCIIWordsTests {
    static let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// The characters' split: lower-cased, at every character that is not a letter (or number).
    static func characterWords(_ text: String, includingDigits: Bool) -> [String] {
        text.lowercased().split { !($0.isLetter || includingDigits && $0.isNumber) }.map(String.init)
    }

    @Test(arguments: [false, true])
    func everyPairOfASCIICharacters(includingDigits: Bool) {
        var differences: [String] = []
        for first in Self.ascii {
            for second in Self.ascii {
                let text = "A" + first + "b9" + second + "Z"
                if text.asciiWords(includingDigits: includingDigits) != Self.characterWords(text, includingDigits: includingDigits) {
                    differences.append(text.debugDescription)
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test(arguments: [false, true])
    func longerTexts(includingDigits: Bool) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(Int(state % 40) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += Self.ascii[Int(state >> 57)]
            }
            #expect(
                text.asciiWords(includingDigits: includingDigits) == Self.characterWords(text, includingDigits: includingDigits),
                "\(text.debugDescription)")
        }
    }

    @Test func asciiIsTold() {
        #expect("Row 12, \r\n~".isAllASCII)
        #expect(!"Über".isAllASCII)
        #expect("".isAllASCII)
    }
}
