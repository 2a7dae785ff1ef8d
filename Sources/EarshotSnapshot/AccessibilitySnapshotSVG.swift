import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// A screen as an accessibility snapshot, in SVG: the views as a wireframe, each element as a
/// coloured overlay (its `accessibilityPath` when it has one, else its frame) with its number in
/// reading order, activation points that are not at the centre marked with a crosshair, and a
/// legend beside the screen in reading order: what VoiceOver says, the hint, custom actions,
/// custom rotors, the containers around the element and, when asked, audit findings.
///
/// The bytes are deterministic (coordinates rounded to hundredths, nothing dated or random), so
/// a snapshot diffs well in review. Right-to-left screens put the legend on the left and
/// right-align text. Every piece of app text is escaped (`MarkupText`).
@MainActor
public struct AccessibilitySnapshotSVG {
    /// The width of the legend column, in points.
    public static let legendWidth: CGFloat = 380
    /// Font families tried in order, so Latin, CJK, Arabic, Hebrew and emoji all find glyphs.
    public static let fontFamily =
        "-apple-system, &#39;SF Pro Text&#39;, &#39;Helvetica Neue&#39;, &#39;DejaVu Sans&#39;, &#39;Noto Sans&#39;, &#39;Noto Sans CJK SC&#39;, &#39;Noto Sans CJK JP&#39;, &#39;Noto Sans Arabic&#39;, &#39;Noto Sans Hebrew&#39;, &#39;Noto Color Emoji&#39;, &#39;Apple Color Emoji&#39;, sans-serif"

    private static let lineHeight: CGFloat = 16
    private static let wrapColumns = 50

    public let content: SnapshotContent
    /// The screen's size (the window's bounds).
    public let screen: CGRect
    private let wireframe: String

    /// A snapshot of `window` as VoiceOver with `settings` reads it; `findings` (an audit of the
    /// same tree) adds them to overlays and legend.
    /// - Complexity: one walk of the tree, plus O(v) over the views for the wireframe.
    public init(window: UIWindow, settings: VoiceOverSettings = .init(), findings: [Finding]? = nil) {
        let transcript = Transcript(tree: AccessibilityTree(window: window), settings: settings)
        self.init(window: window, transcript: transcript, findings: findings)
    }

    /// A snapshot of `window` from a transcript already read from it.
    public init(window: UIWindow, transcript: Transcript, findings: [Finding]? = nil) {
        content = SnapshotContent(transcript: transcript, findings: findings)
        screen = window.bounds.finiteOrZero
        wireframe = SnapshotWireframe.svg(
            of: transcript.tree.paintingOrder(under: window), rightToLeft: transcript.tree.layoutDirection == .rightToLeft
        )
    }

    private var rightToLeft: Bool { content.layoutDirection == .rightToLeft }
    private var screenWidth: CGFloat { min(10_000, max(1, screen.width)) }
    private var screenHeight: CGFloat { min(100_000, max(1, screen.height)) }

    /// The SVG document, ending with a newline.
    public var svg: String {
        let n = MarkupText.number
        let (legend, legendHeight) = self.legend()
        let width = screenWidth + Self.legendWidth
        let height = max(screenHeight, legendHeight)
        let screenX: CGFloat = rightToLeft ? Self.legendWidth : 0
        let legendX: CGFloat = rightToLeft ? 0 : screenWidth
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.fontFamily)\" font-size=\"13\">\n"
        out += "<title>Accessibility snapshot: \(content.elements.count) elements in reading order</title>\n"
        out += "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>\n"
        out += "<g id=\"screen\" transform=\"translate(\(n(screenX - screen.minX)) \(n(-screen.minY)))\">\n"
        out += "<g id=\"wireframe\">\n" + wireframe + "</g>\n"
        out += "<g id=\"elements\">\n"
        for element in content.elements { out += overlay(element) }
        out += "</g>\n</g>\n"
        out += "<g id=\"legend\" transform=\"translate(\(n(legendX)) 0)\">\n" + legend + "</g>\n"
        out += "</svg>\n"
        return out
    }

    /// One element's overlay: shape, number badge and (off-centre) activation point.
    private func overlay(_ element: SnapshotElement) -> String {
        let n = MarkupText.number
        let color = SnapshotPalette.color(element.index)
        let frame = element.frame
        let stroke = element.findings.isEmpty ? "" : " stroke-dasharray=\"4 2\""
        var out = "<g id=\"element-\(element.index + 1)\" class=\"element\" data-index=\"\(element.index)\">\n"
        if let path = element.path, !path.isEmpty {
            out +=
                "<path d=\"\(Self.pathData(path))\" fill=\"\(color)\" fill-opacity=\"0.25\" stroke=\"\(color)\" stroke-width=\"2\"\(stroke)/>\n"
        } else {
            out +=
                "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"4\" fill=\"\(color)\" fill-opacity=\"0.25\" stroke=\"\(color)\" stroke-width=\"2\"\(stroke)/>\n"
        }
        let badgeX = rightToLeft ? frame.maxX - 10 : frame.minX + 10
        let badgeY = frame.minY + 10
        out += "<circle cx=\"\(n(badgeX))\" cy=\"\(n(badgeY))\" r=\"9\" fill=\"\(color)\"/>\n"
        out +=
            "<text x=\"\(n(badgeX))\" y=\"\(n(badgeY + 4))\" font-size=\"11\" font-weight=\"bold\" fill=\"#FFFFFF\" text-anchor=\"middle\">\(element.index + 1)</text>\n"
        if element.activationPointIsOffCentre {
            let p = element.activationPoint
            out +=
                "<g class=\"activation-point\" stroke=\"\(color)\" stroke-width=\"1.5\" fill=\"none\"><circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"6\"/><path d=\"M\(n(p.x - 9)) \(n(p.y))H\(n(p.x + 9))M\(n(p.x)) \(n(p.y - 9))V\(n(p.y + 9))\"/></g>\n"
        }
        out += "</g>\n"
        return out
    }

    /// The legend's SVG and its height.
    private func legend() -> (String, CGFloat) {
        let n = MarkupText.number
        var out = ""
        var y: CGFloat = 24
        let textX: CGFloat = rightToLeft ? Self.legendWidth - 40 : 40
        let badgeX: CGFloat = rightToLeft ? Self.legendWidth - 20 : 20
        let direction = rightToLeft ? " direction=\"rtl\"" : ""
        func lines(
            _ text: String, color: String, size: CGFloat, maximumLines: Int, language: String? = nil, italic: Bool = false,
            indent: CGFloat = 0
        ) {
            let lang = language.map { " xml:lang=\"\(MarkupText.escaped($0))\"" } ?? ""
            let style = italic ? " font-style=\"italic\"" : ""
            let x = rightToLeft ? textX - indent : textX + indent
            for line in MarkupText.wrapped(text, width: Self.wrapColumns - Int(indent / 6), maximumLines: maximumLines) {
                out +=
                    "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\"\(style)\(direction)\(lang)>\(MarkupText.escaped(line))</text>\n"
                y += Self.lineHeight
            }
        }
        out += "<rect width=\"\(n(Self.legendWidth))\" height=\"100%\" fill=\"#F2F2F7\"/>\n"
        for element in content.elements {
            let color = SnapshotPalette.color(element.index)
            out += "<g class=\"legend-entry\" data-index=\"\(element.index)\">\n"
            out += "<circle cx=\"\(n(badgeX))\" cy=\"\(n(y - 4))\" r=\"9\" fill=\"\(color)\"/>\n"
            out +=
                "<text x=\"\(n(badgeX))\" y=\"\(n(y))\" font-size=\"11\" font-weight=\"bold\" fill=\"#FFFFFF\" text-anchor=\"middle\">\(element.index + 1)</text>\n"
            lines(
                element.description.isEmpty ? "(nothing spoken)" : element.description, color: "#000000", size: 13, maximumLines: 4,
                language: element.language)
            if let hint = element.hint, !hint.isEmpty {
                lines(hint, color: "#6E6E73", size: 12, maximumLines: 3, language: element.language, italic: true)
            }
            if !element.customActions.isEmpty {
                // One action per line, as VoiceOver offers them: swipe down to the next one.
                lines("Actions:", color: "#3A3A3C", size: 12, maximumLines: 1)
                for action in element.customActions.prefix(20) {
                    lines("↓ " + action, color: "#3A3A3C", size: 12, maximumLines: 2, language: element.language, indent: 8)
                }
            }
            if !element.customRotors.isEmpty {
                lines("Rotors: " + element.customRotors.joined(separator: ", "), color: "#3A3A3C", size: 12, maximumLines: 2)
            }
            if !element.containers.isEmpty {
                lines("In: " + element.containers.joined(separator: " › "), color: "#3A3A3C", size: 12, maximumLines: 2)
            }
            for finding in element.findings { lines("⚠ " + finding, color: "#D62828", size: 12, maximumLines: 3) }
            out += "</g>\n"
            y += 8
        }
        if !content.screenFindings.isEmpty {
            out += "<g class=\"legend-screen-findings\">\n"
            for finding in content.screenFindings { lines("⚠ Screen: " + finding, color: "#D62828", size: 12, maximumLines: 3) }
            out += "</g>\n"
        }
        return (out, y)
    }

    /// SVG path data for UIBezierPath commands.
    package static func pathData(_ elements: [UIBezierPath.Element]) -> String {
        let n = MarkupText.number
        var d = ""
        for element in elements {
            switch element {
            case .move(let p): d += "M\(n(p.x)) \(n(p.y))"
            case .line(let p): d += "L\(n(p.x)) \(n(p.y))"
            case .quadCurve(let p, let c): d += "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case .curve(let p, let c1, let c2): d += "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .close: d += "Z"
            }
        }
        return d
    }
}
