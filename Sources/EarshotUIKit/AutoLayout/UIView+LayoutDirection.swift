/// How a view's content is laid out whatever the language (UIKit's `UISemanticContentAttribute`):
/// playback and spatial controls, and views forced to one direction, do not flip.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// Whether the view flips in right-to-left languages.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { autoLayoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            noteAppearanceCustomized(.semanticContentAttribute)
            guard newValue != semanticContentAttribute else { return }
            autoLayout.semanticContentAttribute = newValue
            setNeedsLayout()
        }
    }

    /// The direction leading and trailing resolve to for this view: its semantic content
    /// attribute when it forces one, else its application's (the language's) direction.
    /// - Complexity: O(d), d the view's depth (finding its window).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.layoutDirection(
            for: semanticContentAttribute, application: window?.application?.userInterfaceLayoutDirection ?? .leftToRight)
    }

    /// The direction leading and trailing resolve to for a view with `attribute` in the
    /// application of the code running now (`UIApplication.shared`): the attribute's when it
    /// forces one, else the application's (the language's).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        layoutDirection(for: attribute, application: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction for `attribute` in an application laid out in `application`'s direction
    /// (UIKit's `userInterfaceLayoutDirection(for:)` rule).
    static func layoutDirection(
        for attribute: UISemanticContentAttribute, application: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: application
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
