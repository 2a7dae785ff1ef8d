/// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour swatch, makes a `UIColor`, as UIKit
/// declares it (the literal's default type and the initializer the compiler calls).
extension UIColor: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type `#colorLiteral` makes when nothing else is asked for.
public typealias _ColorLiteralType = UIColor
