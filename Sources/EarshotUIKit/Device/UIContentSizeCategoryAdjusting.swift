/// A text view whose font can follow the user's text size (UIKit's
/// `UIContentSizeCategoryAdjusting`): `UILabel`, `UITextField`, `UITextView`.
///
/// With `adjustsFontForContentSizeCategory` on, a font made by `preferredFont(forTextStyle:)` or
/// `UIFontMetrics.scaledFont(for:)` is replaced by the same font at the new size when the text
/// size changes; other fonts stay as they are, as in UIKit.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIView {
    /// Adjusts this view's font (a button's title label is a subview, adjusted as a label) to `category` when it follows the
    /// text size, and marks the view and its superview for layout, so frames are computed again.
    package func adjustFontsForContentSizeCategory(_ category: UIContentSizeCategory) {
        var changed = false
        if let label = self as? UILabel, label.adjustsFontForContentSizeCategory {
            let font = label.font.adjusted(to: category)
            changed = font != label.font
            label.font = font
        } else if let field = self as? UITextField, field.adjustsFontForContentSizeCategory, let font = field.font {
            field.font = font.adjusted(to: category)
            changed = field.font != font
        } else if let textView = self as? UITextView, textView.adjustsFontForContentSizeCategory, let font = textView.font {
            textView.font = font.adjusted(to: category)
            changed = textView.font != font
        }
        guard changed else { return }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
