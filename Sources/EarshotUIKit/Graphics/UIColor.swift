/// An sRGB colour (UIKit's `UIColor`). Earshot draws only a wireframe, so a colour is what a reader
/// asks of it: its components, which the auditor's contrast checks read, and, for a dynamic colour,
/// how it resolves in light and dark appearance (`resolvedColor(with:)`).
///
/// A value type here, where UIKit's is a class: apps create, compare and pass colours, and never
/// subclass them. `red`, `green`, `blue` and `alpha` hold the colour in light appearance (UIKit's
/// `getRed(_:green:blue:alpha:)` resolves in the current appearance; Earshot's device is light).
public struct UIColor: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat
    /// How a dynamic colour resolves (`init(dynamicProvider:)`); nil for a fixed colour.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.provider = nil
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour given in the HSB model (hue, saturation and brightness from 0 to 1), converted to
    /// sRGB components as UIKit converts it.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let saturation = min(max(saturation, 0), 1)
        let brightness = min(max(brightness, 0), 1)
        let sector = Int(hue) % 6
        let fraction = hue - CGFloat(Int(hue))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour that `provider` resolves for each trait collection (UIKit's dynamic colours:
    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }`).
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        self.red = light.red
        self.green = light.green
        self.blue = light.blue
        self.alpha = light.alpha
        self.provider = provider
    }

    /// A colour from a `CGColor`'s components.
    public init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The colour in `traitCollection`'s appearance (an unspecified appearance is light, as in
    /// UIKit); a fixed colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        // A provider may answer another dynamic colour (a named colour answering `.systemPink`),
        // resolved in turn in the same traits; a chain deeper than `nestingLimit` ends with the
        // light components of the colour reached.
        var color = self
        for _ in 0..<UIColor.nestingLimit {
            guard let provider = color.provider else { return color }
            color = provider(traitCollection)
        }
        return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// How many dynamic colours may answer one another before resolving stops.
    static let nestingLimit = 8

    /// The same colour with `alpha` as its opacity (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { provider($0).withAlphaComponent(alpha) }
    }

    /// The colour for Core Graphics, in light appearance.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Its components in light appearance, written through the pointers given; always true, as the
    /// colour is in an RGB space.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Equal when they show the same colour in light and in dark appearance.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.dark.components == rhs.dark.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    private var dark: UIColor { resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) }
    private var components: [CGFloat] { [red, green, blue, alpha] }
}

/// A colour as Core Graphics passes it (`layer.borderColor = UIColor.red.cgColor`): sRGB components.
public struct CGColor: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components, red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// The number of components, with alpha.
    public var numberOfComponents: Int { 4 }
}
