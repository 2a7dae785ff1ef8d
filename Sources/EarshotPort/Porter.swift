import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `earshot port`'s engine: rewrites what Swift on Linux cannot compile in a UIKit file into
/// Earshot's typed equivalents, keeping everything else byte for byte (docs/port.md).
/// Porting its own output again changes nothing.
public enum Porter {
    /// Ports one file's text. `fileName` names it in errors.
    /// - Throws: `PortError` when the parser does not understand the text.
    public static func port(_ source: String, fileName: String) throws(PortError) -> PortResult {
        let tree = Parser.parse(source: source)
        let locations = SourceLocationConverter(fileName: fileName, tree: tree)
        if tree.hasError {
            let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first
            let location = locations.location(for: diagnostic?.position ?? tree.endPosition)
            throw PortError(file: fileName, line: location.line, column: location.column, reason: diagnostic?.message ?? "syntax error")
        }
        let visitor = PortVisitor(locations: locations, importsEarshot: tree.importsEarshot)
        visitor.walk(tree)
        visitor.finish(tree)
        let (bytes, applied) = EditRenderer(source: Array(source.utf8), edits: visitor.edits).render()
        let changes = (applied + visitor.notices).enumerated().sorted { left, right in
            left.element.line != right.element.line ? left.element.line < right.element.line : left.offset < right.offset
        }.map(\.element)
        var text = String(decoding: bytes, as: UTF8.self)
        // What opened the file went (an import, `@main`, an `#if`): the line breaks it leaves
        // at the top go too, unless the file began with them.
        if !source.hasPrefix("\n"), !source.hasPrefix("\r") {
            text = String(text.drop { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        }
        return PortResult(text: text, changes: changes, changedText: text != source)
    }
}
