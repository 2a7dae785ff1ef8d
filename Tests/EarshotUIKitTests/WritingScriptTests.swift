import Testing

@testable import EarshotUIKitCore

/// `WritingScript` answers ASCII without Unicode's tables; for every ASCII scalar the answer must
/// be Unicode's: Latin exactly when the scalar is alphabetic.
@Suite("The writing script of ASCII characters")
struct WritingScriptTests {
    @Test func asciiIsLatinExactlyWhenAlphabetic() {
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            #expect(WritingScript(scalar) == (scalar.properties.isAlphabetic ? .latin : nil), "U+\(String(value, radix: 16))")
        }
    }

    @Test func otherScriptsStillComeFromTheirBlocks() {
        #expect(WritingScript("Ж") == .cyrillic)
        #expect(WritingScript("é") == .latin)
        #expect(WritingScript("中") != nil && WritingScript("中") != .latin)
        #expect(WritingScript("·") == nil)
    }
}
