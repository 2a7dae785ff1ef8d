/// An sRGB colour (UIKit's `UIColor`), kept for contrast checks of screens that record colours.
public struct UIColor: Hashable, Sendable {
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

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let label = black
    public static let systemBackground = white
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
}
