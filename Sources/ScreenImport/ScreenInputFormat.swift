import Foundation

/// The formats a screen can be read from.
public enum ScreenInputFormat: String, Hashable, Sendable, CaseIterable {
    /// An Earshot screen file in JSON (docs/screen-format.md).
    case screenJSON
    /// An Earshot screen file in YAML.
    case screenYAML
    /// WebDriverAgent / Appium page source XML.
    case webDriverAgentXML
    /// WebDriverAgent page source JSON (`/source?format=json`).
    case webDriverAgentJSON
    /// XCUITest `debugDescription` text (raw, from lldb, or as an escaped string literal).
    case xcuitestDescription

    /// The format of `data`, judged from its content alone; nil when nothing fits.
    ///
    /// Only the first 64 KB are looked at, decoded as the input gate decodes them (`InputEncoding`:
    /// UTF-8, UTF-16 or UTF-32, with or without a byte-order mark); leading whitespace is skipped.
    /// XML is anything starting with `<`; JSON is told apart by its keys (`"format": "earshot-screen"`
    /// or `"root"` for a screen file; `"type"` with `rect`, `frame`, `isEnabled`, `rawIdentifier`
    /// or an `XCUIElementType` name for WebDriverAgent); debugDescription text by its
    /// `Element subtree:` header, its `Attributes:` line, its `→` root line or lldb's `t =` lines;
    /// YAML by a `format: earshot-screen` line.
    /// - Complexity: O(1) (bounded prefix).
    public static func detect(_ data: Data) -> ScreenInputFormat? {
        let prefix = InputEncoding.decodedPrefix([UInt8](data.prefix(65_536)))
        let text = String(decoding: prefix, as: UTF8.self)
        let trimmed = text.drop(while: { $0.isWhitespace })
        guard let first = trimmed.first else { return nil }
        if first == "<" { return .webDriverAgentXML }
        if first == "{" || first == "[" {
            if trimmed.contains("\"earshot-screen\"") { return .screenJSON }
            let wdaKeys = ["\"rect\"", "\"isEnabled\"", "\"isVisible\"", "\"rawIdentifier\"", "\"XCUIElementType", "\"elementType\""]
            if wdaKeys.contains(where: { trimmed.contains($0) }) { return .webDriverAgentJSON }
            if trimmed.contains("\"format\"") || trimmed.contains("\"root\"") { return .screenJSON }
            if trimmed.contains("\"type\"") && (trimmed.contains("\"frame\"") || trimmed.contains("\"children\"")) {
                return .webDriverAgentJSON
            }
            return nil
        }
        if trimmed.contains("Element subtree:") || trimmed.hasPrefix("Attributes: ") || trimmed.hasPrefix("→")
            || trimmed.hasPrefix("\"Attributes: ") || trimmed.contains("\\nElement subtree:")
        {
            return .xcuitestDescription
        }
        if trimmed.hasPrefix("t =") || trimmed.hasPrefix("t=") {
            return trimmed.contains("Attributes:") || trimmed.contains("→") ? .xcuitestDescription : nil
        }
        for line in trimmed.split(whereSeparator: \.isNewline).prefix(200) {
            let compact = line.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\"", with: "")
                .replacingOccurrences(of: "'", with: "")
            if compact == "format:earshot-screen" { return .screenYAML }
        }
        return nil
    }
}

extension ScreenInputFormat {
    /// The name `earshot --input-format` takes.
    public var argumentName: String {
        switch self {
        case .screenJSON: "screen-json"
        case .screenYAML: "screen-yaml"
        case .webDriverAgentXML: "wda-xml"
        case .webDriverAgentJSON: "wda-json"
        case .xcuitestDescription: "xcuitest"
        }
    }

    /// The format named `argumentName`, or nil.
    public init?(argumentName: String) {
        guard let match = Self.allCases.first(where: { $0.argumentName == argumentName }) else { return nil }
        self = match
    }
}
