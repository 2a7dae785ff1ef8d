import EarshotUIKit

/// The colours elements are drawn in: one per element, in reading order, repeating. Hues are
/// spaced so neighbours in reading order never look alike, as AccessibilitySnapshot's images
/// give each element its own colour.
package enum SnapshotPalette {
    package static let colors: [String] = [
        "#00A3E0", "#E0218A", "#2BB24C", "#F28C00", "#7B3FE4", "#D62828",
        "#00A896", "#C9A100", "#3D5AFE", "#8D6E63", "#EC407A", "#5C8A00",
    ]

    /// The colour of the element at `index` in reading order.
    package static func color(_ index: Int) -> String { colors[index % colors.count] }

    /// A UIColor as `#rrggbb` and its opacity.
    package static func hex(_ color: UIColor) -> (hex: String, opacity: CGFloat) {
        func byte(_ value: CGFloat) -> String {
            let clamped = value.isFinite ? min(1, max(0, value)) : 0
            let digits = String(Int((clamped * 255).rounded()), radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        let alpha = color.alpha.isFinite ? min(1, max(0, color.alpha)) : 1
        return ("#" + byte(color.red) + byte(color.green) + byte(color.blue), alpha)
    }
}
