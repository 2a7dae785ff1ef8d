/// UIKit's named colours, with Apple's published values (Human Interface Guidelines, "Color":
/// the iOS system colours and the dynamic system colours, light and dark, default contrast). The
/// fixed colours are UIKit's component values (`UIColor.orange` is 1, 0.5, 0). Each system and
/// semantic colour resolves in dark appearance as iOS resolves it (`resolvedColor(with:)`).
extension UIColor {
    // MARK: Fixed colours

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours

    public static let systemRed = system(light: (255, 59, 48), dark: (255, 69, 58))
    public static let systemOrange = system(light: (255, 149, 0), dark: (255, 159, 10))
    public static let systemYellow = system(light: (255, 204, 0), dark: (255, 214, 10))
    public static let systemGreen = system(light: (52, 199, 89), dark: (48, 209, 88))
    public static let systemMint = system(light: (0, 199, 190), dark: (99, 230, 226))
    public static let systemTeal = system(light: (48, 176, 199), dark: (64, 200, 224))
    public static let systemCyan = system(light: (50, 173, 230), dark: (100, 210, 255))
    public static let systemBlue = system(light: (0, 122, 255), dark: (10, 132, 255))
    public static let systemIndigo = system(light: (88, 86, 214), dark: (94, 92, 230))
    public static let systemPurple = system(light: (175, 82, 222), dark: (191, 90, 242))
    public static let systemPink = system(light: (255, 45, 85), dark: (255, 55, 95))
    public static let systemBrown = system(light: (162, 132, 94), dark: (172, 142, 104))
    public static let systemGray = system(light: (142, 142, 147), dark: (142, 142, 147))
    public static let systemGray2 = system(light: (174, 174, 178), dark: (99, 99, 102))
    public static let systemGray3 = system(light: (199, 199, 204), dark: (72, 72, 74))
    public static let systemGray4 = system(light: (209, 209, 214), dark: (58, 58, 60))
    public static let systemGray5 = system(light: (229, 229, 234), dark: (44, 44, 46))
    public static let systemGray6 = system(light: (242, 242, 247), dark: (28, 28, 30))
    /// The app's tint: the system blue unless a view sets its own `tintColor`.
    public static let tintColor = systemBlue

    // MARK: Semantic colours

    public static let label = system(light: (0, 0, 0), dark: (255, 255, 255))
    public static let secondaryLabel = system(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    public static let tertiaryLabel = system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    public static let quaternaryLabel = system(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    public static let placeholderText = system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    public static let link = system(light: (0, 122, 255), dark: (9, 132, 255))
    public static let separator = system(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    public static let opaqueSeparator = system(light: (198, 198, 200), dark: (56, 56, 58))
    public static let systemFill = system(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    public static let secondarySystemFill = system(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    public static let systemBackground = system(light: (255, 255, 255), dark: (0, 0, 0))
    public static let secondarySystemBackground = system(light: (242, 242, 247), dark: (28, 28, 30))
    public static let tertiarySystemBackground = system(light: (255, 255, 255), dark: (44, 44, 46))
    public static let systemGroupedBackground = system(light: (242, 242, 247), dark: (0, 0, 0))
    public static let secondarySystemGroupedBackground = system(light: (255, 255, 255), dark: (28, 28, 30))
    public static let tertiarySystemGroupedBackground = system(light: (242, 242, 247), dark: (44, 44, 46))
    /// Text on dark backgrounds, in every appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds, in every appearance.
    public static let darkText = black

    /// A dynamic colour from 0–255 components and an opacity, in light and in dark appearance.
    private static func system(light: (Int, Int, Int), dark: (Int, Int, Int)) -> UIColor {
        system(light: (light.0, light.1, light.2, 1), dark: (dark.0, dark.1, dark.2, 1))
    }

    private static func system(light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) -> UIColor {
        let lightColor = UIColor(red: CGFloat(light.0) / 255, green: CGFloat(light.1) / 255, blue: CGFloat(light.2) / 255, alpha: light.3)
        let darkColor = UIColor(red: CGFloat(dark.0) / 255, green: CGFloat(dark.1) / 255, blue: CGFloat(dark.2) / 255, alpha: dark.3)
        return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}
