import EarshotUIKit
import Foundation

/// SwiftUI's `Color`: a view that fills the space offered and a style. Colours are visual: no
/// colour changes what VoiceOver hears and the wireframe draws none; each keeps what it was made
/// from, which `description` reads back (docs/swiftui.md, "Drawing").
public struct Color: Hashable, Sendable {
    /// Where the colour comes from.
    enum Provider: Hashable, Sendable {
        /// sRGB components from 0 to 1.
        case rgb(red: Double, green: Double, blue: Double)
        /// A system colour, by SwiftUI's name for it.
        case system(String)
        /// A colour set in the app's asset catalogue, which Earshot does not read.
        case asset(String)
        /// The app's accent colour.
        case accent
    }

    let provider: Provider
    /// The opacity it was made with times every `.opacity` applied to it.
    let opacity: Double

    init(_ provider: Provider, opacity: Double = 1) {
        self.provider = provider
        self.opacity = opacity
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgb(red: red, green: green, blue: blue), opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let lift = brightness - chroma
        self.init(red: red + lift, green: green + lift, blue: blue + lift, opacity: opacity)
    }

    /// A colour from the asset catalogue, by name.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(.asset(name)) }

    /// A UIKit colour.
    public init(uiColor: UIColor) {
        self.init(red: Double(uiColor.red), green: Double(uiColor.green), blue: Double(uiColor.blue), opacity: Double(uiColor.alpha))
    }

    public init(_ color: UIColor) { self.init(uiColor: color) }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(provider, opacity: self.opacity * opacity) }

    public static let black = Color(.system("black"))
    public static let white = Color(.system("white"))
    public static let gray = Color(.system("gray"))
    public static let red = Color(.system("red"))
    public static let green = Color(.system("green"))
    public static let blue = Color(.system("blue"))
    public static let orange = Color(.system("orange"))
    public static let yellow = Color(.system("yellow"))
    public static let pink = Color(.system("pink"))
    public static let purple = Color(.system("purple"))
    public static let indigo = Color(.system("indigo"))
    public static let teal = Color(.system("teal"))
    public static let mint = Color(.system("mint"))
    public static let cyan = Color(.system("cyan"))
    public static let brown = Color(.system("brown"))
    public static let clear = Color(.system("clear"))
    public static let primary = Color(.system("primary"))
    public static let secondary = Color(.system("secondary"))
    /// The app's accent colour (its asset catalogue's AccentColor, or blue): SwiftUI's name.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let accentColor = Color(.accent)
}

extension Color: CustomStringConvertible {
    /// What the colour was made from, in the forms SwiftUI prints: a system colour's name, `#RRGGBBAA`
    /// for components, `NamedColor(name: …)` for an asset's; an opacity below 1 is added as
    /// `N% <colour>`.
    public var description: String {
        let base: String =
            switch provider {
            case .rgb(let red, let green, let blue):
                "#" + [red, green, blue, 1].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
            case .system(let name): name
            case .asset(let name): "NamedColor(name: \"\(name)\", bundle: nil)"
            case .accent: "AccentColor"
            }
        return opacity == 1 ? base : "\(Int((opacity * 100).rounded()))% \(base)"
    }
}
