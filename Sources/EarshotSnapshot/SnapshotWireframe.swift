import EarshotUIKit

/// The screen behind the elements, as a wireframe: each visible view's frame, its background
/// colour when it has one, a label's or a text field's text, a button's title and images as
/// crossed placeholders. Drawing only: which objects are elements is the tree's business.
@MainActor
package enum SnapshotWireframe {
    /// SVG for `window`'s views, back to front, skipping hidden and transparent subtrees.
    /// - Complexity: O(v) in the number of views, with an explicit stack (no recursion, so
    ///   the depth of the hierarchy cannot exhaust the call stack); screen frames come from the
    ///   walk's geometry cache, so a deep hierarchy stays linear.
    package static func svg(of window: UIView, rightToLeft: Bool) -> String {
        ScreenGeometryCache.run { drawing(window, rightToLeft: rightToLeft) }
    }

    private static func drawing(_ window: UIView, rightToLeft: Bool) -> String {
        var out = ""
        var stack: [UIView] = [window]
        var seen = Set<ObjectIdentifier>()
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
            guard !view.isInvisible else { continue }
            draw(view, isWindow: view === window, rightToLeft: rightToLeft, into: &out)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return out
    }

    private static func draw(_ view: UIView, isWindow: Bool, rightToLeft: Bool, into out: inout String) {
        let frame = view.frameInScreen.finiteOrZero
        guard frame.width > 0, frame.height > 0 else { return }
        let n = MarkupText.number
        var fill = "none"
        var fillOpacity = ""
        if let color = view.backgroundColor, color.alpha > 0 {
            let (hex, opacity) = SnapshotPalette.hex(color)
            fill = hex
            if opacity < 1 { fillOpacity = " fill-opacity=\"\(n(opacity))\"" }
        }
        if !isWindow || fill != "none" {
            out += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(fill)\"\(fillOpacity) stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>\n"
        }
        if let imageView = view as? UIImageView, imageView.image != nil {
            out += "<path d=\"M\(n(frame.minX)) \(n(frame.minY))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.minY))L\(n(frame.minX)) \(n(frame.maxY))\" stroke=\"#AEAEB2\" stroke-width=\"0.5\" fill=\"none\"/>\n"
        }
        if let bar = view as? UINavigationBar, let title = bar.topItem?.effectiveTitle, !title.isEmpty {
            // The bar's title, centred and bold as UIKit draws it (the bar has no label view for it).
            out += "<text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + 6))\" font-size=\"17\" font-weight=\"600\" fill=\"#000000\" text-anchor=\"middle\">\(MarkupText.escaped(String(title.prefix(200))))</text>\n"
        }
        if let (text, color, size) = text(of: view) {
            let x = rightToLeft ? frame.maxX - 2 : frame.minX + 2
            let fontSize = min(max(size, 6), max(6, frame.height))
            let anchor = rightToLeft ? " direction=\"rtl\"" : ""
            out += "<text x=\"\(n(x))\" y=\"\(n(frame.midY + fontSize * 0.35))\" font-size=\"\(n(fontSize))\" fill=\"\(color)\"\(anchor)>\(MarkupText.escaped(String(text.prefix(200))))</text>\n"
        }
    }

    /// The text a view shows, its colour and size.
    private static func text(of view: UIView) -> (String, String, CGFloat)? {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            return (text, label.textColor.map { SnapshotPalette.hex($0).hex } ?? "#000000", label.font?.pointSize ?? 17)
        }
        if let field = view as? UITextField {
            if let text = field.text, !text.isEmpty {
                let shown = field.isSecureTextEntry ? String(repeating: "•", count: min(text.count, 40)) : text
                return (shown, field.textColor.map { SnapshotPalette.hex($0).hex } ?? "#000000", field.font?.pointSize ?? 17)
            }
            if let placeholder = field.placeholder, !placeholder.isEmpty { return (placeholder, "#8E8E93", field.font?.pointSize ?? 17) }
        }
        return nil
    }
}
