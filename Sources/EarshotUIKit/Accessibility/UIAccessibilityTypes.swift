/// What kind of container an object is, for VoiceOver's context words and rotor
/// (UIKit's `UIAccessibilityContainerType`, with its raw values).
public enum UIAccessibilityContainerType: Int, Sendable, CaseIterable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// The direction VoiceOver asks an element to scroll (UIKit's `UIAccessibilityScrollDirection`).
public enum UIAccessibilityScrollDirection: Int, Sendable, CaseIterable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}

/// How an assistive technology moves among an element's children (UIKit's
/// `UIAccessibilityNavigationStyle`). VoiceOver ignores it; Switch Control uses it.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    case automatic = 0
    case separate = 1
    case combined = 2
}

/// The device family; it decides VoiceOver's same-row tolerance (8 pt on phone, 13 pt on pad).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
}

/// Left-to-right or right-to-left layout; it decides how VoiceOver orders elements on a row.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
