import AccessibilityTree
import EarshotUIKit

extension AuditContext {
    /// The view a tap at `point` (screen coordinates) reaches by UIKit's hit testing, or nil
    /// without a live hierarchy.
    func hitView(at point: CGPoint) -> UIView? {
        guard let root = rootView else { return nil }
        return root.hitTest(local(point, in: root), with: nil)
    }

    /// `point` (screen coordinates) in `view`'s own coordinates.
    func local(_ point: CGPoint, in view: UIView) -> CGPoint {
        let frame = view.frameInScreen
        return CGPoint(x: point.x - frame.minX + view.bounds.minX, y: point.y - frame.minY + view.bounds.minY)
    }

    /// The element whose view is `view` or its nearest ancestor, walking up superviews.
    /// - Complexity: O(d), d the view's depth.
    func owningElement(of view: UIView) -> AccessibilityNode? {
        var current: UIView? = view
        while let candidate = current {
            if let index = elementIndex(of: candidate) { return tree.elements[index] }
            current = candidate.superview
        }
        return nil
    }
}

extension AuditContext {
    /// A finding about a view: on the element that draws it when there is one, else screen-wide.
    func finding(
        _ rule: some AuditRule, about view: UIView, _ message: String, severity: Severity? = nil, needsReview: Bool? = nil
    ) -> Finding {
        if let node = owningElement(of: view) {
            return finding(rule, node, message, severity: severity, needsReview: needsReview)
        }
        return screenFinding(rule, message, severity: severity, needsReview: needsReview)
    }
}

/// Numbers in messages: whole numbers without ".0", others with up to two decimals.
enum AuditNumber {
    static func text(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}

extension CGRect {
    /// Whether the two rectangles have the same edges within `tolerance` points.
    func isSame(as other: CGRect, tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }

    /// The distance from `point` to the nearest point of the rectangle (0 inside).
    func distance(to point: CGPoint) -> Double {
        let dx = Swift.max(minX - point.x, 0, point.x - maxX)
        let dy = Swift.max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    var center: CGPoint { CGPoint(x: midX, y: midY) }

    var area: Double { Double(width * height) }

    /// A short description for messages: "(x 20, y 100, 30 × 30)".
    var auditDescription: String {
        func text(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(saturating: rounded)) : String(rounded)
        }
        return "(x \(text(minX)), y \(text(minY)), \(text(width)) × \(text(height)))"
    }
}
