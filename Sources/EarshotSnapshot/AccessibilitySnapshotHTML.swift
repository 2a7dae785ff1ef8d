import AccessibilityAudit
import EarshotUIKit
import VoiceOverSimulator

/// A snapshot as one self-contained HTML page, for CI artifacts (`earshot snapshot --format
/// html`): the SVG drawing inline and the legend as a table a screen reader can read too. No
/// script at all, and a Content-Security-Policy that forbids any, so nothing in a label can run.
@MainActor
public struct AccessibilitySnapshotHTML {
    public let snapshot: AccessibilitySnapshotSVG
    public let title: String

    public init(snapshot: AccessibilitySnapshotSVG, title: String = "Accessibility snapshot") {
        self.snapshot = snapshot
        self.title = title
    }

    /// The legend as an HTML table in reading order; also the inspector's element list.
    public static func legendTable(_ content: SnapshotContent) -> String {
        let e = MarkupText.escaped
        var out =
            "<table id=\"legend\"><thead><tr><th>#</th><th>VoiceOver says</th><th>Hint</th><th>Actions</th><th>Rotors</th><th>In</th><th>Findings</th></tr></thead><tbody>\n"
        for element in content.elements {
            let color = SnapshotPalette.color(element.index)
            out += "<tr id=\"legend-\(element.index + 1)\" data-index=\"\(element.index)\">"
            out += "<td><span class=\"badge\" style=\"background:\(color)\">\(element.index + 1)</span></td>"
            out += "<td lang=\"\(e(element.language))\" class=\"description\">\(e(element.description))</td>"
            out += "<td lang=\"\(e(element.language))\">\(e(element.hint ?? ""))</td>"
            out += "<td>\(e(element.customActions.joined(separator: ", ")))</td>"
            out += "<td>\(e(element.customRotors.joined(separator: ", ")))</td>"
            out += "<td>\(e(element.containers.joined(separator: " › ")))</td>"
            out += "<td class=\"findings\">\(element.findings.map { "<div>⚠ \(e($0))</div>" }.joined())</td>"
            out += "</tr>\n"
        }
        out += "</tbody></table>\n"
        if !content.screenFindings.isEmpty {
            out += "<ul id=\"screen-findings\">" + content.screenFindings.map { "<li>⚠ \(e($0))</li>" }.joined() + "</ul>\n"
        }
        return out
    }

    /// The styles the static page and the inspector share.
    public nonisolated static let styles = """
        body{font-family:-apple-system,'Helvetica Neue','DejaVu Sans','Noto Sans','Noto Sans CJK SC','Noto Color Emoji',sans-serif;margin:16px;color:#1c1c1e}
        main{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
        table{border-collapse:collapse;font-size:13px}td,th{border-bottom:1px solid #e5e5ea;padding:4px 8px;text-align:start;vertical-align:top}
        .badge{display:inline-block;min-width:18px;border-radius:9px;color:#fff;font-weight:bold;text-align:center;font-size:11px;padding:1px 3px}
        .findings{color:#d62828}tr.focused{outline:3px solid #000}
        """

    /// The page, ending with a newline.
    public var html: String {
        let content = snapshot.content
        let direction = content.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        return """
            <!DOCTYPE html>
            <html lang="\(MarkupText.escaped(content.language))" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>\(MarkupText.escaped(title))</title>
            <style>\(Self.styles)</style>
            </head>
            <body>
            <h1>\(MarkupText.escaped(title))</h1>
            <main>
            <div id="drawing">
            \(snapshot.svg)</div>
            \(Self.legendTable(content))</main>
            </body>
            </html>

            """
    }
}
