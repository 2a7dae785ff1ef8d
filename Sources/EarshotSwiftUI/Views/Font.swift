import EarshotUIKit

/// SwiftUI's `Font`: here only its size and weight, which is what text measurement needs
/// (sizes at the Large Dynamic Type size, scaled by the environment's, docs/layout.md).
public struct Font: Hashable, Sendable {
    let pointSize: CGFloat
    let isBold: Bool
    /// Text styles scale with Dynamic Type; fixed sizes do not.
    var scalesWithDynamicType = true

    /// The size at `dynamicTypeSize`.
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        scalesWithDynamicType ? dynamicTypeSize.contentSizeCategory.scaledPointSize(pointSize) : pointSize
    }

    public static let largeTitle = Font(pointSize: 34, isBold: false)
    public static let title = Font(pointSize: 28, isBold: false)
    public static let title2 = Font(pointSize: 22, isBold: false)
    public static let title3 = Font(pointSize: 20, isBold: false)
    public static let headline = Font(pointSize: 17, isBold: true)
    public static let body = Font(pointSize: 17, isBold: false)
    public static let callout = Font(pointSize: 16, isBold: false)
    public static let subheadline = Font(pointSize: 15, isBold: false)
    public static let footnote = Font(pointSize: 13, isBold: false)
    public static let caption = Font(pointSize: 12, isBold: false)
    public static let caption2 = Font(pointSize: 11, isBold: false)

    /// A system font of `size` points. A size that is not finite or not positive gets the body
    /// size (17 pt), so the text stays measurable and read (docs/layout.md).
    public static func system(size: CGFloat) -> Font {
        Font(pointSize: size.isFinite && size > 0 ? size : Font.body.pointSize, isBold: false, scalesWithDynamicType: false)
    }

    /// The bold variant.
    public func bold() -> Font { Font(pointSize: pointSize, isBold: true, scalesWithDynamicType: scalesWithDynamicType) }
}
