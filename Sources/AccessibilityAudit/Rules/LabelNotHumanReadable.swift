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
            guard !label.isEmpty, let kind = Self.codeLikeKind(label, isText: node.traits.contains(.staticText),
                                                            isKey: node.traits.contains(.keyboardKey))
            else { return nil }
            return context.finding(self, node, "The label \"\(label)\" looks like \(kind), not words a person would say.")
        }
    }

    /// What kind of code `label` looks like, or nil when it reads as words.
    static func codeLikeKind(_ label: String, isText: Bool, isKey: Bool) -> String? {
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
           label.split(separator: ".").count >= 2, label.contains(where: \.isLetter) {
            return "a symbol or key name"
        }
        // snake_case or SCREAMING_SNAKE_CASE.
        if label.contains("_"), label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return "an identifier"
        }
        // camelCase: two lowercase letters, an uppercase one, then lowercase ("closeButton"; not "iPhone").
        for index in scalars.indices.dropFirst(2).dropLast()
        where scalars[index].isUppercase && scalars[index - 1].isLowercase && scalars[index - 2].isLowercase
            && scalars[index + 1].isLowercase && scalars[0].isLowercase {
            return "an identifier"
        }
        return nil
    }

    private static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "pdf", "heic", "webp", "tif", "tiff", "bmp", "ico", "mp3", "mp4",
        "mov", "m4a", "wav", "json", "xml", "html", "txt", "zip", "plist", "xib", "storyboard", "swift",
    ]
}
