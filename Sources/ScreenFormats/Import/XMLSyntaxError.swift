/// libxml2's parser errors in words. Foundation's `XMLParser.ErrorCode` names do not match the
/// numbers libxml2 reports on Linux (a duplicate attribute, libxml2's 42, printed as
/// `literalNotFinishedError`), so messages never show an enum name: they say what is wrong, and
/// keep libxml2's number (from libxml2's `xmlParserErrors`) for a bug report.
enum XMLSyntaxError {
    /// The kind and plain-words reason for libxml2 error `code`.
    static func describe(code: Int) -> (kind: ImportError.Kind, reason: String) {
        let words: String
        var kind = ImportError.Kind.malformed
        switch code {
        case 2: words = "the parser ran out of memory on this document"
        case 3, 4: words = "no XML element found: the text does not start with '<'"
        case 5, 77: words = "the XML ends in the middle of the document"; kind = .truncated
        case 6, 7, 8: words = "a character reference (&#…;) names no valid character"
        case 9: words = "a character that XML does not allow"
        case 10, 14, 18: words = "the XML ends inside a reference"; kind = .truncated
        case 11, 12, 13, 15, 16, 17, 19, 20, 21: words = "a reference outside the root element"
        case 22, 23, 24, 25: words = "a malformed entity reference ('&' must be written &amp;)"
        case 26, 27: words = "an undeclared entity reference; entities are never expanded ('&' must be written &amp;)"
        case 28, 29, 30, 88, 89, 90, 104: words = "entity expansion refused"; kind = .unsafeXML
        case 31, 32, 79, 81, 101: words = "the XML declares an encoding that does not match its bytes"
        case 33, 34, 43, 44: words = "a quoted value is not closed"
        case 38: words = "a '<' inside an attribute value (write it as &lt;)"
        case 39, 40, 41, 84: words = "an attribute without a quoted value"
        case 42: words = "the same attribute appears twice on one element"
        case 45, 80: words = "a comment is not closed, or holds '--'"
        case 46, 47: words = "a processing instruction is not closed"
        case 56, 57, 96: words = "a malformed XML declaration"
        case 61, 60: words = "a DOCTYPE is not closed"
        case 62, 63: words = "a CDATA section is not closed"
        case 64: words = "a processing instruction uses the reserved name 'xml'"
        case 65, 66: words = "white space is missing between two parts of a tag"
        case 67, 68: words = "a tag or attribute name is missing or starts with a character names may not start with"
        case 72, 73, 74: words = "a tag is not closed with '>'"
        case 75: words = "an attribute name without '=' and a value"
        case 76: words = "a closing tag does not match the open element"
        case 85: words = "the elements are not properly nested"
        case 86: words = "content after the root element (an XML document has exactly one root element)"
        case 110: words = "a name longer than libxml2 accepts"
        default: words = "XML syntax error"
        }
        return (kind, "\(words) (libxml2 error \(code))")
    }
}
