import AccessibilityTree
import EarshotUIKit

/// The screen behind the elements, as a wireframe: each visible view's frame, its background
/// colour when it has one, a label's or a text field's text, a button's title and images as
/// crossed placeholders. Drawing only: which objects are elements is the tree's business.
@MainActor
package enum SnapshotWireframe {
    /// SVG for the window's views in `paintingOrder` (built from the window), back to front,
    /// skipping hidden and transparent subtrees.
    /// - Complexity: O(v) in the number of views, without recursion (the painting order is
    ///   flat, so the depth of the hierarchy cannot exhaust the call stack).
    package static func svg(of paintingOrder: PaintingOrder, rightToLeft: Bool) -> String {
        var out = ""
        guard let window = paintingOrder.records.first else { return out }
        paintingOrder.forEachView(inSubtreeOf: window) { record in
            guard !record.view.isInvisible else { return .skipSubviews }
            draw(record, isWindow: record.order == window.order, rightToLeft: rightToLeft, into: &out)
            return .descend
        }
        return out
    }

    private static func draw(_ record: PaintingOrder.Record, isWindow: Bool, rightToLeft: Bool, into out: inout String) {
        let view = record.view
        let frame = record.screenFrame
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
            out +=
                "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(fill)\"\(fillOpacity) stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>\n"
        }
        if let imageView = view as? UIImageView, imageView.image != nil {
            out +=
                "<path d=\"M\(n(frame.minX)) \(n(frame.minY))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.minY))L\(n(frame.minX)) \(n(frame.maxY))\" stroke=\"#AEAEB2\" stroke-width=\"0.5\" fill=\"none\"/>\n"
        }
        if let bar = view as? UINavigationBar, let title = bar.topItem?.effectiveTitle, !title.isEmpty {
            // The bar's title, centred and bold as UIKit draws it (the bar has no label view for it).
            out +=
                "<text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + 6))\" font-size=\"17\" font-weight=\"600\" fill=\"#000000\" text-anchor=\"middle\">\(MarkupText.escaped(String(title.prefix(200))))</text>\n"
        }
        if let (text, color, size) = text(of: view) {
            let x = rightToLeft ? frame.maxX - 2 : frame.minX + 2
            let fontSize = min(max(size, 6), max(6, frame.height))
            let anchor = rightToLeft ? " direction=\"rtl\"" : ""
            out +=
                "<text x=\"\(n(x))\" y=\"\(n(frame.midY + fontSize * 0.35))\" font-size=\"\(n(fontSize))\" fill=\"\(color)\"\(anchor)>\(MarkupText.escaped(String(text.prefix(200))))</text>\n"
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
