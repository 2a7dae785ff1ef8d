import EarshotUIKit
import Testing

@testable import EarshotSnapshot

/// Escaping and wrapping of app text in SVG and HTML (docs/snapshots.md).
struct MarkupTextTests {
    @Test(arguments: [
        ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
        ("say \"hi\" 'there'", "say &quot;hi&quot; &#39;there&#39;"),
        ("\u{202E}abc", "⟨U+202E⟩abc"),
        ("x\u{1B}[31m", "x⟨U+001B⟩[31m"),
        ("\u{2066}a\u{2069}", "⟨U+2066⟩a⟨U+2069⟩"),
        ("你好 👋", "你好 👋"),
    ])
    func escapes(input: String, expected: String) {
        #expect(MarkupText.escaped(input) == expected)
    }

    @Test func wrapsAtSpaces() {
        #expect(MarkupText.wrapped("one two three four", width: 9, maximumLines: 5) == ["one two", "three", "four"])
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(MarkupText.wrapped("你好世界你好", width: 4, maximumLines: 5) == ["你好", "世界", "你好"])
    }

    @Test func cutsWithAnEllipsis() {
        #expect(MarkupText.wrapped("aaaa bbbb cccc dddd", width: 4, maximumLines: 2) == ["aaaa", "bbb…"])
    }

    @Test func keepsShortTextWhole() {
        #expect(MarkupText.wrapped("ok", width: 40, maximumLines: 1) == ["ok"])
    }

    @Test(arguments: [
        (CGFloatValue(12), "12"), (CGFloatValue(12.345), "12.35"), (CGFloatValue(-0.001), "0"), (CGFloatValue(.nan), "0"),
        (CGFloatValue(1e12), "1000000"),
    ])
    func numbers(value: CGFloatValue, expected: String) {
        #expect(MarkupText.number(value.value) == expected)
    }
}

struct CGFloatValue: Sendable, CustomStringConvertible {
    let value: CGFloat
    init(_ value: CGFloat) { self.value = value }
    var description: String { "\(value)" }
}
