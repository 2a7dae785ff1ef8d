extension Escaping {
    /// `text` for XML 1.0 element content and attribute values alike, for tools that read it back
    /// exactly (JUnit reports): the five markup characters as entities, tab, line feed and carriage
    /// return as character references (so an attribute value keeps them), and the characters XML
    /// 1.0 cannot carry (the other C0 controls, U+FFFE, U+FFFF) left out.
    package static func xml(_ text: String) -> String {
        markup(text, apostrophe: "&apos;") { scalar in
            switch scalar {
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            default: scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "" : nil
            }
        }
    }

    /// `text` for HTML and SVG that people read, in element content and attribute values alike:
    /// the five markup characters as entities (the apostrophe as `&#39;`, which HTML 4 knows), and
    /// every character `hidden` names shown as a visible `⟨U+202E⟩` mark instead of being obeyed,
    /// so app text can neither inject markup nor hide or reorder what is around it.
    package static func markup(_ text: String, revealing hidden: (Unicode.Scalar) -> Bool) -> String {
        markup(text, apostrophe: "&#39;") { scalar in
            hidden(scalar) ? "⟨" + scalar.value.codePointNotation + "⟩" : nil
        }
    }

    /// The markup characters as entities; any other scalar as `spelling` gives it, or as itself
    /// when that is nil.
    private static func markup(_ text: String, apostrophe: String, spelling: (Unicode.Scalar) -> String?) -> String {
        respelled(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": apostrophe
            default: spelling(scalar)
            }
        }
    }
}
