import EarshotUIKit

/// SwiftUI's `DynamicTypeSize`: the text size the user chose. Text styles (`.body`, `.title` …)
/// scale with it as UIKit's content size categories do; `.system(size:)` fonts do not.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The matching UIKit category, whose Dynamic Type table gives the scale.
    var contentSizeCategory: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .accessibility1: .accessibilityMedium
        case .accessibility2: .accessibilityLarge
        case .accessibility3: .accessibilityExtraLarge
        case .accessibility4: .accessibilityExtraExtraLarge
        case .accessibility5: .accessibilityExtraExtraExtraLarge
        }
    }

    /// The size matching UIKit's `category`; nil for `.unspecified` (SwiftUI's
    /// `init?(_ uiSizeCategory:)`).
    public init?(_ category: UIContentSizeCategory) {
        guard let size = Self.allCases.first(where: { $0.contentSizeCategory == category }) else { return nil }
        self = size
    }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension DynamicTypeSize: Comparable {
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

nonisolated extension View {
    /// Keeps the subtree's Dynamic Type size within `range`: a size outside it is read as the
    /// range's nearest, so text inside is measured, and framed, at that size (Apple's
    /// documentation of `dynamicTypeSize(_:)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentModifier { environment in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
        }
    }
}

extension View {
    /// Sets the Dynamic Type size of this view's subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentModifier { $0.dynamicTypeSize = size }
    }
}
