/// A size class: how much room the interface has in one dimension (UIKit's
/// `UIUserInterfaceSizeClass`, with UIKit's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, with UIKit's raw values). Dynamic
/// colours resolve by it; an unspecified style resolves as light, as in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The layout direction of a trait collection (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The environment of a view or view controller (UIKit's `UITraitCollection`): size classes,
/// the user's text size, layout direction, device family and display scale. Immutable, as in
/// UIKit; a view's collection is its window's, with the overrides of the view controllers above
/// it (`setOverrideTraitCollection(_:forChild:)`), and changes when the device rotates or the text
/// size changes (`traitCollectionDidChange(_:)`, docs/device.md).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels; 0 is unspecified.
    public let displayScale: CGFloat
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Every trait unspecified.
    public convenience init() {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, category: .unspecified,
            direction: .unspecified, idiom: .unspecified, scale: 0)
    }

    package init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, category: UIContentSizeCategory,
        direction: UITraitEnvironmentLayoutDirection, idiom: UIUserInterfaceIdiom, scale: CGFloat,
        style: UIUserInterfaceStyle = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        layoutDirection = direction
        userInterfaceIdiom = idiom
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        userInterfaceStyle = style
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, category: .unspecified,
            direction: .unspecified, idiom: .unspecified, scale: 0, style: userInterfaceStyle)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontal: horizontalSizeClass, vertical: .unspecified, category: .unspecified,
            direction: .unspecified, idiom: .unspecified, scale: 0)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontal: .unspecified, vertical: verticalSizeClass, category: .unspecified,
            direction: .unspecified, idiom: .unspecified, scale: 0)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, category: preferredContentSizeCategory,
            direction: .unspecified, idiom: .unspecified, scale: 0)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, category: .unspecified,
            direction: layoutDirection, idiom: .unspecified, scale: 0)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, category: .unspecified,
            direction: .unspecified, idiom: userInterfaceIdiom, scale: 0)
    }

    /// A scale that is not finite or not positive is unspecified (0).
    public convenience init(displayScale: CGFloat) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, category: .unspecified,
            direction: .unspecified, idiom: .unspecified, scale: displayScale)
    }

    /// The collections combined: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let base = UITraitCollection()
        let merged = collections.reduce(base) { $0.overridden(by: $1) }
        self.init(
            horizontal: merged.horizontalSizeClass, vertical: merged.verticalSizeClass,
            category: merged.preferredContentSizeCategory, direction: merged.layoutDirection,
            idiom: merged.userInterfaceIdiom, scale: merged.displayScale, style: merged.userInterfaceStyle)
    }

    /// These traits with every trait `other` specifies taking its value.
    package func overridden(by other: UITraitCollection?) -> UITraitCollection {
        guard let other else { return self }
        return UITraitCollection(
            horizontal: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
            vertical: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            category: other.preferredContentSizeCategory != .unspecified
                ? other.preferredContentSizeCategory : preferredContentSizeCategory,
            direction: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection,
            idiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom,
            scale: other.displayScale != 0 ? other.displayScale : displayScale,
            style: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle
        )
    }

    /// Whether every trait `trait` specifies has the same value here (UIKit's `containsTraits(in:)`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return overridden(by: trait) == self
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.displayScale == rhs.displayScale && lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
    }

    public var description: String {
        "UITraitCollection(horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
            + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue), layoutDirection: \(layoutDirection), "
            + "userInterfaceIdiom: \(userInterfaceIdiom), displayScale: \(displayScale), "
            + "userInterfaceStyle: \(userInterfaceStyle))"
    }
}

/// Something with a trait collection that is told when it changes (UIKit's `UITraitEnvironment`):
/// views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
