import Testing
import TextEscaping

/// The shared escapers, each against what its writers have always printed.
struct EscapingTests {
    @Test(arguments: [
        ("a<b>&\"c'\n\u{1}", "a&lt;b&gt;&amp;&quot;c&apos;&#10;"),
        ("tab\there\r", "tab&#9;here&#13;"),
        ("\u{FFFE}x\u{FFFF}", "x"),
        ("\u{202E}kept \u{85}", "\u{202E}kept \u{85}"),
        ("你好 👋", "你好 👋"),
    ])
    func xml(input: String, expected: String) {
        #expect(Escaping.xml(input) == expected)
    }

    @Test(arguments: [
        ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
        ("say \"hi\" 'there'", "say &quot;hi&quot; &#39;there&#39;"),
        ("\u{202E}abc", "⟨U+202E⟩abc"),
        ("x\u{1B}[31m", "x⟨U+001B⟩[31m"),
        ("line\nbreak", "line\nbreak"),
        ("你好 👋", "你好 👋"),
    ])
    func markup(input: String, expected: String) {
        #expect(Escaping.markup(input) { $0.value == 0x202E || $0.value == 0x1B } == expected)
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("q\"b\\", "\"q\\\"b\\\\\""),
        ("\n\r\t\u{08}\u{0C}", "\"\\n\\r\\t\\b\\f\""),
        ("\u{0}\u{1B}\u{1F}", "\"\\u0000\\u001B\\u001F\""),
        ("\u{7F}\u{85}\u{2028}é👋", "\"\u{7F}\u{85}\u{2028}é👋\""),
    ])
    func json(input: String, expected: String) {
        #expect(Escaping.json(input) == expected)
    }

    @Test(arguments: [
        ("q\"b\\", "\"q\\\"b\\\\\""),
        ("\n\r\t\u{0}", "\"\\n\\r\\t\\0\""),
        ("\u{1B}\u{7F}\u{9F}", "\"\\x1B\\x7F\\x9F\""),
        ("\u{85}\u{2028}\u{2029}", "\"\\N\\L\\P\""),
        ("\u{FEFF}\u{FFFE}\u{FFFF}", "\"\\uFEFF\\uFFFE\\uFFFF\""),
        ("yes: é", "\"yes: é\""),
    ])
    func yamlDoubleQuoted(input: String, expected: String) {
        #expect(Escaping.yamlDoubleQuoted(input) == expected)
    }

    @Test(arguments: [
        (UInt32(0x1B), 2, "1B"),
        (UInt32(0x1B), 4, "001B"),
        (UInt32(0x7), 2, "07"),
        (UInt32(0x1F600), 4, "1F600"),
        (UInt32(0xABCD), 1, "ABCD"),
    ])
    func hex(value: UInt32, digits: Int, expected: String) {
        #expect(value.hex(digits: digits) == expected)
    }

    @Test(arguments: [(UInt32(0x1B), "U+001B"), (UInt32(0xFFFE), "U+FFFE"), (UInt32(0x1F600), "U+1F600")])
    func codePointNotation(value: UInt32, expected: String) {
        #expect(value.codePointNotation == expected)
    }
}
