/// A trait a trait collection holds (UIKit's `UITraitDefinition`), named in
/// `registerForTraitChanges(_:handler:)`: `[UITraitVerticalSizeClass.self]`. Earshot knows the
/// built-in traits below; a trait the app defines itself is not supported (registering for it
/// logs a message, as it could never change).
public protocol UITraitDefinition {}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// A built-in trait: how to tell whether it changed.
package protocol BuiltInTraitDefinition: UITraitDefinition {
    static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass != rhs.horizontalSizeClass
    }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.verticalSizeClass != rhs.verticalSizeClass
    }
}

/// The text size.
public enum UITraitPreferredContentSizeCategory: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.preferredContentSizeCategory != rhs.preferredContentSizeCategory
    }
}

/// The layout direction.
public enum UITraitLayoutDirection: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool { lhs.layoutDirection != rhs.layoutDirection }
}

/// The device family.
public enum UITraitUserInterfaceIdiom: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceIdiom != rhs.userInterfaceIdiom
    }
}

/// The display scale.
public enum UITraitDisplayScale: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool { lhs.displayScale != rhs.displayScale }
}

/// Light or dark appearance.
public enum UITraitUserInterfaceStyle: BuiltInTraitDefinition {
    package static func differs(_ lhs: UITraitCollection, _ rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle != rhs.userInterfaceStyle
    }
}
