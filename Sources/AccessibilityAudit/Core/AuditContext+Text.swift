import AccessibilityTree
import EarshotUIKit

/// A view that draws text, read from the live hierarchy for the text rules. A class: a dozen
/// rules go through every sample, and copying a struct of six references for each was a
/// twentieth of an audit.
@MainActor
final class TextSample {
    let record: PaintingOrder.Record
    /// The text drawn (a label's text, a button's title, a text view's or field's text).
    let text: String
    /// The font the text is drawn in, when the view has one.
    let font: UIFont?
    /// Whether the app chose that font: UIKit's default font says nothing about an app (screen
    /// files and imported dumps carry no fonts), and UIKit's own components (alerts, bars,
    /// standard cells) pick fonts that follow Dynamic Type on a device; the Dynamic Type rules
    /// judge only fonts the app chose.
    let fontIsChosen: Bool
    /// Whether the text follows Dynamic Type, when the font was chosen.
    let scales: Bool?
    /// The text colour, when known.
    let color: UIColor?

    init(record: PaintingOrder.Record, text: String, font: UIFont?, fontIsChosen: Bool, scales: Bool?, color: UIColor?) {
        self.record = record
        self.text = text
        self.font = font
        self.fontIsChosen = fontIsChosen
        self.scales = scales
        self.color = color
    }
}

extension AuditContext {
    /// UIKit's default label font, which marks "no font recorded".
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The text a view draws itself, or nil.
    func visibleText(of view: UIView) -> String? {
        let text: String?
        switch view {
        case let button as UIButton: text = button.currentTitle
        case let label as UILabel: text = label.text
        case let textView as UITextView: text = textView.text
        case let field as UITextField: text = field.hasText ? field.text : field.placeholder
        default: text = nil
        }
        let trimmed = AuditText.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Why the rules about fonts cannot judge this screen (`text.dynamic-type`, `text.fixed-small`,
    /// `text.clip-risk`): no drawn text records a font the app chose, as in a screen file or an
    /// imported dump; nil when one does.
    var fontsMissing: String? {
        for sample in textSamples where sample.scales != nil { return nil }
        return "no label records a font the app chose"
    }

    /// Every drawn, visible view that shows text, in painting order.
    /// - Complexity: O(n) in the number of views.
    func makeTextSamples() -> [TextSample] {
        guard let hierarchy else { return [] }
        let screen = screenBounds
        let system = drawnByUIKitComponent(hierarchy)
        // A loop rather than `compactMap`: a closure made on the main actor is checked to run
        // there at every call, once per view.
        var samples: [TextSample] = []
        for record in hierarchy.records {
            if let sample = textSample(of: record, in: hierarchy, screen: screen, system: system) {
                samples.append(sample)
            }
        }
        return samples
    }

    /// The sample of one drawn view, or nil when it draws no text the user can see.
    private func textSample(
        of record: PaintingOrder.Record, in hierarchy: PaintingOrder, screen: CGRect, system: [Bool]
    ) -> TextSample? {
        guard hierarchy.isDrawn(record), record.screenFrame.width > 0, record.screenFrame.height > 0,
            let text = visibleText(of: record.view)
        else { return nil }
        if !record.clippedByScrollView {
            guard record.screenFrame.intersects(screen) else { return nil }
            if let clip = record.clip, !record.screenFrame.intersects(clip) { return nil }
        }
        switch record.view {
        case let label as UILabel:
            let chosen = label.font != Self.defaultFont && !system[record.order]
            return TextSample(
                record: record, text: text, font: label.font, fontIsChosen: chosen,
                scales: chosen ? label.adjustsFontForContentSizeCategory && label.font.textStyle != nil : nil,
                color: label.textColor
            )
        case let button as UIButton:
            let font = button.titleLabel?.font
            return TextSample(
                record: record, text: text, font: font, fontIsChosen: font.map { $0 != Self.defaultFont } ?? false,
                scales: nil, color: button.titleColor(for: button.state)
            )
        case let textView as UITextView:
            return TextSample(
                record: record, text: text, font: textView.font, fontIsChosen: textView.font != nil, scales: nil,
                color: textView.textColor
            )
        case let field as UITextField:
            return TextSample(
                record: record, text: text, font: field.font, fontIsChosen: field.font != nil, scales: nil,
                color: field.hasText ? field.textColor : nil
            )
        default:
            return nil
        }
    }

    /// For each view, whether one of UIKit's own components draws it (inside an alert, a bar or a
    /// search bar, or a standard cell's text label): its font is UIKit's choice, which follows
    /// Dynamic Type on a device.
    /// - Complexity: O(n), one pass in painting order (parents before children).
    private func drawnByUIKitComponent(_ hierarchy: PaintingOrder) -> [Bool] {
        var inside = Array(repeating: false, count: hierarchy.records.count)
        for record in hierarchy.records {
            guard let parent = record.parent else { continue }
            let parentView = hierarchy.records[parent].view
            let component =
                parentView.next is UIAlertController || parentView is UINavigationBar
                || parentView is UITabBar || parentView is UISearchBar
            var standardCellLabel = false
            if let label = record.view as? UILabel, let cell = parentView.superview as? UITableViewCell {
                standardCellLabel = cell.textLabel === label || cell.detailTextLabel === label
            }
            inside[record.order] = inside[parent] || component || standardCellLabel
        }
        return inside
    }

    /// The colour behind `record`'s frame, composited from the views painted before it (its own
    /// background first), or nil when it cannot be known: nothing opaque behind it, or an image in
    /// the way.
    /// - Complexity: O(k log k), k the views found near it by `grid`.
    func backdrop(of record: PaintingOrder.Record) -> UIColor? {
        if let known = backdropByOrder[record.order] { return known }
        let color = backdrop(of: record, in: backdropGrid)
        backdropByOrder[record.order] = color
        return color
    }

    private func backdrop(of record: PaintingOrder.Record, in grid: BackdropGrid) -> UIColor? {
        let frame = record.screenFrame
        var layers: [UIColor] = []
        // The grid's ids follow the painting order, so backwards is front to back.
        for id in grid.candidates(near: frame).reversed() {
            let other = grid[id]
            guard other.order <= record.order, other.screenFrame.contains(frame) else { continue }
            if let image = other.view as? UIImageView, image.image != nil, other.order != record.order { return nil }
            guard let color = other.view.backgroundColor, color.alpha > 0 else { continue }
            let effective = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * other.cumulativeAlpha)
            layers.append(effective)
            if effective.alpha >= PaintingOrder.opaqueAlpha { return Contrast.composite(layers) }
        }
        return nil
    }

    /// Views that can stand behind text: those with a background colour, and image views.
    func makeBackdropGrid() -> BackdropGrid {
        guard let hierarchy else { return BackdropGrid(records: []) }
        // A loop: see docs/architecture.md, "Closures in hot loops".
        var backdrops: [PaintingOrder.Record] = []
        for record in hierarchy.records
        where hierarchy.isDrawn(record)
            && ((record.view.backgroundColor?.alpha ?? 0) > 0 || (record.view as? UIImageView)?.image != nil)
        {
            backdrops.append(record)
        }
        return BackdropGrid(records: backdrops)
    }
}

/// A spatial index over the views that can stand behind text.
@MainActor
struct BackdropGrid {
    private let records: [PaintingOrder.Record]
    private var grid = SpatialGrid()

    /// `records` in painting order, as the hierarchy lists them.
    init(records: [PaintingOrder.Record]) {
        self.records = records
        for (offset, record) in records.enumerated() { grid.insert(offset, record.screenFrame) }
    }

    /// The ids of the views that may meet `rect`, ascending: ids follow the painting order.
    func candidates(near rect: CGRect) -> [Int] {
        grid.candidates(near: rect)
    }

    /// The view with id `id`.
    subscript(id: Int) -> PaintingOrder.Record {
        records[id]
    }
}

/// WCAG 2.x contrast arithmetic on sRGB colours.
enum Contrast {
    /// The relative luminance of an opaque colour (WCAG 2.x).
    static func luminance(_ color: UIColor) -> Double {
        func channel(_ value: CGFloat) -> Double {
            let c = Double(min(1, max(0, value)))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// The contrast ratio of two opaque colours, 1…21.
    static func ratio(_ first: UIColor, _ second: UIColor) -> Double {
        let a = luminance(first)
        let b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `top` drawn over the opaque `bottom`.
    static func over(_ top: UIColor, _ bottom: UIColor) -> UIColor {
        let alpha = min(1, max(0, top.alpha))
        return UIColor(
            red: top.red * alpha + bottom.red * (1 - alpha), green: top.green * alpha + bottom.green * (1 - alpha),
            blue: top.blue * alpha + bottom.blue * (1 - alpha), alpha: 1
        )
    }

    /// Layers listed front to back, the last one opaque, flattened to one opaque colour.
    static func composite(_ layers: [UIColor]) -> UIColor {
        guard var result = layers.last else { return .white }
        for layer in layers.dropLast().reversed() { result = over(layer, result) }
        return UIColor(red: result.red, green: result.green, blue: result.blue, alpha: 1)
    }
}
