import EarshotUIKit
import Foundation

/// SwiftUI's `ColorScheme`: the appearance. Earshot's device has no Dark Mode setting, so a host
/// renders in `.light` unless a view sets `\.colorScheme`; the wireframe draws no colours either
/// way (docs/swiftui.md).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// SwiftUI's `ColorSchemeContrast`: `.increased` while Settings › Accessibility › Display & Text
/// Size › Increase Contrast is on.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// SwiftUI's `LegibilityWeight`: `.bold` while Bold Text is on.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The size class matching UIKit's; nil for `.unspecified`.
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}

extension EnvironmentValues {
    /// True while an assistive technology (VoiceOver, Switch Control) runs on the app.
    public var accessibilityEnabled: Bool { accessibilityVoiceOverEnabled || accessibilitySwitchControlEnabled }

    /// Takes the device's settings a host read from its window.
    mutating func apply(_ device: DeviceSettings) {
        accessibilityVoiceOverEnabled = device.voiceOver
        accessibilitySwitchControlEnabled = device.switchControl
        accessibilityReduceMotion = device.reduceMotion
        accessibilityReduceTransparency = device.reduceTransparency
        accessibilityInvertColors = device.invertColors
        accessibilityDifferentiateWithoutColor = device.differentiateWithoutColor
        colorSchemeContrast = device.increasedContrast ? .increased : .standard
        legibilityWeight = device.boldText ? .bold : .regular
        horizontalSizeClass = device.horizontalSizeClass
        verticalSizeClass = device.verticalSizeClass
    }
}

/// What the environment takes from the device: which assistive technologies run on the host's
/// window, the settings of its user and its size classes. SwiftUI's environment follows the same
/// settings on iOS.
struct DeviceSettings: Equatable {
    var voiceOver = false
    var switchControl = false
    var reduceMotion = false
    var reduceTransparency = false
    var invertColors = false
    var differentiateWithoutColor = false
    var increasedContrast = false
    var boldText = false
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?

    /// The settings as `view`'s window has them: the technologies reading it, and the settings of
    /// the code's `perform { }` scope, else of those technologies (`AccessibilitySettings`).
    /// - Complexity: O(t), t the number of running assistive technologies.
    @MainActor
    init(of view: UIView) {
        let window = view.window
        let technologies = AssistiveTechnologyRegistry.listeners(window: window, application: window?.application)
        voiceOver = technologies.contains { $0.identifier == .notificationVoiceOver }
        switchControl = technologies.contains { $0.identifier == .notificationSwitchControl }
        // The technologies reading this window decide; the code's scope only where none does, so
        // another test's settings change, posted in that test's scope, does not reach this host.
        let reader = window.flatMap { window in technologies.first { $0.window === window } }
        let settings = reader?.settings ?? AccessibilitySettings.scoped ?? technologies.first?.settings
        reduceMotion = settings?.isReduceMotionEnabled ?? false
        reduceTransparency = settings?.isReduceTransparencyEnabled ?? false
        invertColors = settings?.isInvertColorsEnabled ?? false
        differentiateWithoutColor = settings?.shouldDifferentiateWithoutColor ?? false
        increasedContrast = settings?.isDarkerSystemColorsEnabled ?? false
        boldText = settings?.isBoldTextEnabled ?? false
        horizontalSizeClass = UserInterfaceSizeClass(view.traitCollection.horizontalSizeClass)
        verticalSizeClass = UserInterfaceSizeClass(view.traitCollection.verticalSizeClass)
    }

    /// The UIKit notifications after which these settings may differ.
    static let changeNotifications: [Notification.Name] = [
        UIAccessibility.voiceOverStatusDidChangeNotification,
        UIAccessibility.switchControlStatusDidChangeNotification,
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.invertColorsStatusDidChangeNotification,
        UIAccessibility.differentiateWithoutColorDidChangeNotification,
        UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification,
    ]
}
