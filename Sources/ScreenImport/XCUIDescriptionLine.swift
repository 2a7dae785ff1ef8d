import Foundation

/// One element description of XCUITest's debugDescription text (docs/real-dumps.md §2):
/// `TYPE [" (Main)"] [", 0x" HEX] [", pid: " INT] [", " FRAME] {", " ATTR} {", " FLAG}`.
///
/// Tokens after the type are read in any order (some Xcode versions put the identifier before the
/// frame). Quoted strings are not escaped in this format and unquoted values may contain ", ", so
/// a string or value ends only where ", " is followed by something that starts a token.
struct XCUIDescriptionLine: Hashable, Sendable {
    var typeName: String
    var isMainWindow = false
    var frame: RawFrame?
    var identifier: String?
    var label: String?
    var placeholderValue: String?
    var value: String?
    var title: String?
    var flags: [String] = []
    /// What could not be read, for warnings.
    var problems: [String] = []

    static let keys = ["identifier", "label", "placeholderValue", "value", "title"]
    static let knownFlags = ["Selected", "Disabled", "Enabled", "Keyboard Focused", "Focused", "Hittable", "Not Hittable"]

    /// Reads a description, or returns nil when `text` does not start with an element type.
    init?(_ text: Substring) {
        var typeEnd = text.endIndex
        if let comma = text.range(of: ", ") { typeEnd = comma.lowerBound }
        var type = text[text.startIndex..<typeEnd].trimmingCharacters(in: .whitespaces)
        if type.hasSuffix(" (Main)") {
            type.removeLast(" (Main)".count)
            isMainWindow = true
        }
        guard let first = type.unicodeScalars.first, first.properties.isAlphabetic,
            type.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else {
            return nil
        }
        typeName = type
        var rest = text[typeEnd...]
        while !rest.isEmpty {
            if rest.hasPrefix(", ") {
                rest = rest.dropFirst(2)
                continue
            }
            if rest.hasPrefix("{{") {
                // A frame cut short ends where the next token starts.
                let end = rest.range(of: "}}").map { $0.upperBound } ?? Self.tokenBoundary(in: rest)
                let frameText = rest[rest.startIndex..<end]
                if let frame = RawFrame(braced: frameText) {
                    self.frame = frame
                } else {
                    problems.append("unreadable frame '\(frameText.trimmingCharacters(in: CharacterSet(charactersIn: ", ")))'")
                }
                rest = rest[end...]
                continue
            }
            if rest.hasPrefix("0x") {
                rest = rest.drop(while: { $0 != "," })
                continue
            }
            if rest.hasPrefix("pid: ") {
                rest = rest.dropFirst(5).drop(while: { $0.isNumber })
                continue
            }
            if let key = Self.keys.first(where: { rest.hasPrefix($0 + ": ") }) {
                rest = rest.dropFirst(key.count + 2)
                let text: String
                if rest.hasPrefix("'") {
                    let body = rest.dropFirst()
                    if let close = Self.closingQuote(in: body) {
                        text = String(body[body.startIndex..<close])
                        rest = body[body.index(after: close)...]
                    } else {
                        problems.append("the \(key) has no closing quote")
                        text = String(body)
                        rest = body[body.endIndex...]
                    }
                } else {
                    let end = Self.tokenBoundary(in: rest)
                    text = String(rest[rest.startIndex..<end])
                    rest = rest[end...]
                }
                switch key {
                case "identifier": identifier = text
                case "label": label = text
                case "placeholderValue": placeholderValue = text
                case "value": value = text
                default: title = text
                }
                continue
            }
            let end = Self.tokenBoundary(in: rest)
            let flag = rest[rest.startIndex..<end].trimmingCharacters(in: .whitespaces)
            if !flag.isEmpty { flags.append(flag) }
            rest = rest[end...]
        }
    }

    /// Whether `text` starts a token of a description (what may follow ", ").
    private static func startsToken(_ text: Substring) -> Bool {
        if text.hasPrefix("{{") || text.hasPrefix("0x") || text.hasPrefix("pid: ") { return true }
        if keys.contains(where: { text.hasPrefix($0 + ": ") }) { return true }
        for flag in knownFlags where text.hasPrefix(flag) {
            let after = text.dropFirst(flag.count)
            if after.isEmpty || after.hasPrefix(", ") { return true }
        }
        return false
    }

    /// The end of an unquoted value or flag: the first ", " that starts a token, else the end.
    private static func tokenBoundary(in text: Substring) -> Substring.Index {
        var search = text[...]
        while let comma = search.range(of: ", ") {
            if startsToken(text[comma.upperBound...]) { return comma.lowerBound }
            search = text[comma.upperBound...]
        }
        return text.endIndex
    }

    /// The quote that closes a quoted string starting at `body`: the first `'` followed by the end
    /// of the line or by ", " and a token.
    private static func closingQuote(in body: Substring) -> Substring.Index? {
        var index = body.startIndex
        while let quote = body[index...].firstIndex(of: "'") {
            let after = body[body.index(after: quote)...]
            if after.isEmpty || (after.hasPrefix(", ") && startsToken(after.dropFirst(2))) { return quote }
            index = body.index(after: quote)
        }
        return nil
    }
}
