/// A colour space as Core Graphics names it (`CGColorSpace`, `CGColorSpaceCreateDeviceRGB()`):
/// Earshot's colours are sRGB components, so a space is its name and component count, kept for
/// the gradients and bitmaps made in it.
public final class CGColorSpace: Sendable {
    /// The space's name (Core Graphics' constants, such as `CGColorSpace.sRGB`).
    public let name: String?
    /// The colour components per colour, without alpha (3 for RGB, 1 for grey).
    public let numberOfComponents: Int

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // Core Graphics' name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"

    private init(name: String?, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// The space named `name`, or nil for a name Earshot does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.linearSRGB: self.init(name: name, numberOfComponents: 3)
        case CGColorSpace.genericGrayGamma2_2: self.init(name: name, numberOfComponents: 1)
        default: return nil
        }
    }

    /// The device RGB space (`CGColorSpaceCreateDeviceRGB()`).
    static let deviceRGB = CGColorSpace(name: nil, numberOfComponents: 3)
    /// The device grey space (`CGColorSpaceCreateDeviceGray()`).
    static let deviceGray = CGColorSpace(name: nil, numberOfComponents: 1)
}

/// The device RGB colour space.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Graphics' name.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// The device grey colour space.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Graphics' name.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// A colour gradient as Core Graphics passes it (`CGGradient`): its colours and where each sits
/// between 0 and 1, kept for readers; drawing one paints nothing Earshot keeps (`CGContext`).
public final class CGGradient: Sendable {
    /// The colours, in order.
    public let colors: [CGColor]
    /// Where each colour sits, from 0 to 1; nil spreads them evenly, as Core Graphics does.
    public let locations: [CGFloat]?

    /// A gradient through `colors` at `locations` (nil: spread evenly). Nil when there are no
    /// colours, or fewer locations than colours, as Core Graphics would read past them.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations, locations.count < colors.count {
            UIDevice.log("CGGradient: \(colors.count) colours need as many locations, \(locations.count) given; no gradient was made.")
            return nil
        }
        self.colors = colors
        self.locations = locations.map { Array($0.prefix(colors.count)) }
    }

    /// A gradient of `count` colours whose components, in `space` (alpha last), follow one another
    /// in `colorComponents`. Core Graphics reads `count` colours and locations from the pointers it
    /// is given; here, a count larger than what the arrays hold makes no gradient (nil, logged)
    /// instead of reading past them.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents: [CGFloat], locations: [CGFloat]?, count: Int) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, colorComponents.count >= count * perColor, locations.map({ $0.count >= count }) ?? true else {
            UIDevice.log(
                "CGGradient(colorSpace:colorComponents:locations:count:): \(count) colours need \(count * perColor) components"
                    + " and \(count) locations; \(colorComponents.count) and \(locations?.count ?? 0) given; no gradient was made.")
            return nil
        }
        let colors = (0..<count).map { index -> CGColor in
            let start = index * perColor
            let parts = Array(colorComponents[start..<start + perColor])
            return perColor == 2
                ? CGColor(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
                : CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations.map { Array($0.prefix(count)) })
    }
}

/// Whether a gradient also paints before its start and after its end (Core Graphics'
/// `CGGradientDrawingOptions`, its raw values).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
