/// `label.not-human-readable`: a label that looks like code, not words.
///
/// Asset names ("ic_close", "heart.fill"), file names ("play.png"), identifiers ("closeButton",
/// "LOGIN_TITLE"), URLs, placeholders ("--") and lone symbols or letters are read out verbatim, or
/// spelled. Fix: write a human label ("Close"). File names and URLs are allowed in static text
/// (a file list shows them), single letters on keyboard keys. Tools: Xcode's audit, axe (experimental).
public struct LabelNotHumanReadable: AuditRule {
    public let id = "label.not-human-readable"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A label looks like an asset name, file name, identifier, URL or placeholder."
    public let help = """
        Labels taken from asset or symbol names ("heart.fill"), file names, code identifiers \
        ("closeButton", "btn_close"), URLs or placeholders ("--") are read verbatim or spelled out. \
        Write a short human label instead. Pattern-based, so findings ask for review.
        """
    public let tags = ["wcag:2.4.6", "Xcode", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let label = context.facts(of: node).label
            guard !label.isEmpty,
                let kind = Self.codeLikeKind(
                    label, isText: node.traits.contains(.staticText),
                    isKey: node.traits.contains(.keyboardKey))
            else { return nil }
            return context.finding(self, node, "The label \"\(label)\" looks like \(kind), not words a person would say.")
        }
    }

    /// What kind of code `label` looks like, or nil when it reads as words.
    static func codeLikeKind(_ label: String, isText: Bool, isKey: Bool) -> String? {
        // Most labels are ASCII: judged byte by byte, without Unicode's tables.
        if let kind = asciiCodeLikeKind(label, isText: isText, isKey: isKey) { return kind }
        return characterCodeLikeKind(label, isText: isText, isKey: isKey)
    }

    /// `codeLikeKind` judged character by character: any text.
    static func characterCodeLikeKind(_ label: String, isText: Bool, isKey: Bool) -> String? {
        let hasSpace = label.contains(where: { $0.isWhitespace })
        let lower = label.lowercased()
        let isURL = lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
        var isFileName = false
        if !hasSpace, let dot = lower.lastIndex(of: "."), dot > lower.startIndex, lower.index(after: dot) < lower.endIndex {
            isFileName = fileExtensions.contains(String(lower[lower.index(after: dot)...]))
        }
        if isURL || isFileName {
            // Text may show a file name or an address as content (a file list, a link's target).
            return isText ? nil : (isURL ? "a URL" : "a file name")
        }
        if label.count == 1, let only = label.first {
            if only.isLetter && !isKey && !isText { return "a single letter" }
            if !only.isLetter && !only.isNumber { return "a lone symbol" }
        }
        if label.allSatisfy({ "-–—_.*·•/\\|?".contains($0) }) { return "a placeholder" }
        guard !hasSpace else { return nil }
        let scalars = Array(label)
        // SF Symbol or localization key: lowercase words joined by dots ("heart.fill", "settings.title").
        if label.contains("."), !label.hasSuffix("."), !label.hasPrefix("."),
            label.split(separator: ".").allSatisfy({ part in !part.isEmpty && part.allSatisfy { $0.isLowercase || $0.isNumber } }),
            label.split(separator: ".").count >= 2, label.contains(where: \.isLetter)
        {
            return "a symbol or key name"
        }
        // snake_case or SCREAMING_SNAKE_CASE.
        if label.contains("_"), label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return "an identifier"
        }
        // camelCase: two lowercase letters, an uppercase one, then lowercase ("closeButton"; not "iPhone").
        for index in scalars.indices.dropFirst(2).dropLast()
        where scalars[index].isUppercase && scalars[index - 1].isLowercase && scalars[index - 2].isLowercase
            && scalars[index + 1].isLowercase && scalars[0].isLowercase
        {
            return "an identifier"
        }
        return nil
    }

    /// `characterCodeLikeKind` of ASCII text without a carriage return (where a byte is a
    /// character), byte by byte: `.some(kind)`, or nil for any other text.
    static func asciiCodeLikeKind(_ label: String, isText: Bool, isKey: Bool) -> String?? {
        var label = label
        return label.withUTF8 { bytes -> String?? in
            func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            let dot = UInt8(ascii: ".")
            let underscore = UInt8(ascii: "_")
            var hasSpace = false
            var isPlaceholder = true
            var isSnake = true
            var isDotted = true
            var hasUnderscore = false
            var hasLetter = false
            var lastDot: Int?
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 || byte == 0x0D { return nil }
                if byte == 0x20 || (0x09...0x0C).contains(byte) { hasSpace = true }
                if !placeholderBytes.contains(byte) { isPlaceholder = false }
                if byte == dot { lastDot = offset }
                if byte == underscore { hasUnderscore = true }
                let letter = isLower(byte) || isUpper(byte)
                if letter { hasLetter = true }
                if !(letter || isDigit(byte) || byte == underscore) { isSnake = false }
                if !(isLower(byte) || isDigit(byte) || byte == dot) { isDotted = false }
            }
            let count = bytes.count
            let isURL = hasPrefix(bytes, "http://") || hasPrefix(bytes, "https://") || hasPrefix(bytes, "www.")
            var isFileName = false
            if !hasSpace, let lastDot, lastDot > 0, lastDot + 1 < count {
                let suffix = String(decoding: UnsafeBufferPointer(rebasing: bytes[(lastDot + 1)...]), as: UTF8.self)
                isFileName = fileExtensions.contains(suffix.lowercased())
            }
            if isURL || isFileName {
                return isText ? .some(nil) : (isURL ? "a URL" : "a file name")
            }
            if count == 1 {
                let only = bytes[0]
                let letter = isLower(only) || isUpper(only)
                if letter && !isKey && !isText { return "a single letter" }
                if !letter && !isDigit(only) { return "a lone symbol" }
            }
            if isPlaceholder { return "a placeholder" }
            if hasSpace { return .some(nil) }
            // Lowercase words joined by dots, at least two, with a letter ("heart.fill").
            if isDotted, lastDot != nil, bytes[0] != dot, bytes[count - 1] != dot, hasLetter {
                var parts = 0
                for index in 0..<count where bytes[index] != dot && (index == 0 || bytes[index - 1] == dot) { parts += 1 }
                if parts >= 2 { return "a symbol or key name" }
            }
            if hasUnderscore, isSnake { return "an identifier" }
            if count >= 4, isLower(bytes[0]) {
                for index in 2..<(count - 1)
                where isUpper(bytes[index]) && isLower(bytes[index - 1]) && isLower(bytes[index - 2]) && isLower(bytes[index + 1]) {
                    return "an identifier"
                }
            }
            return .some(nil)
        }
    }

    /// Whether `bytes` start with `prefix` (lowercase ASCII), ignoring case.
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        for index in 0..<prefix.utf8CodeUnitCount {
            var byte = bytes[index]
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            if byte != prefix.utf8Start[index] { return false }
        }
        return true
    }

    /// The ASCII characters of the placeholder set below ("–", "—", "·" and "•" are not ASCII).
    private static let placeholderBytes = Set("-_.*/\\|?".utf8)

    private static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "pdf", "heic", "webp", "tif", "tiff", "bmp", "ico", "mp3", "mp4",
        "mov", "m4a", "wav", "json", "xml", "html", "txt", "zip", "plist", "xib", "storyboard", "swift",
    ]
}
