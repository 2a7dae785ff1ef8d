extension UIImage {
    /// How an image is configured (UIKit's `UIImage.Configuration`).
    @preconcurrency @MainActor
    open class Configuration: NSObject {}

    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`, its raw values).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale beside text (UIKit's `UIImage.SymbolScale`, its raw values).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// How a symbol is drawn (UIKit's `UIImage.SymbolConfiguration`): a point size, weight and
    /// scale, or a text style it follows. Kept for readers; the wireframe draws no symbols.
    @preconcurrency @MainActor
    open class SymbolConfiguration: Configuration {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?

        private init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// The configuration matching `font`'s size and weight.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: font.isBold ? .bold : .regular, scale: .unspecified, textStyle: font.textStyle)
        }

        /// This configuration with what `other` specifies taking its place.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize != 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: other.textStyle ?? textStyle)
        }
    }
}
