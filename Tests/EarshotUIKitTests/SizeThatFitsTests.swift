import EarshotUIKit
import Testing

/// `sizeThatFits(_:)` and `sizeToFit()` (Apple's documentation: a plain view answers its existing
/// size; `sizeToFit()` resizes the view to what `sizeThatFits(_:)` answers). UIKit's views with
/// content answer their content's size; an app's view answers with its own code.
@MainActor
@Suite("sizeThatFits and sizeToFit")
struct SizeThatFitsTests {
    /// A badge whose code says how big it is: a circle 8 points wider than its count's text.
    final class CountBadge: UIView {
        var count = 7
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let text = TextMetrics.size(of: "\(count)", pointSize: 13, bold: false, maxWidth: nil, lineLimit: 1)
            let side = max(text.width + 8, text.height + 8)
            return CGSize(width: side, height: side)
        }
    }

    @Test("a plain view fits its own size, and sizeToFit leaves it as it is")
    func plainViewKeepsItsSize() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("a label fits its text on one line, and a multi-line label wraps at the width it is given")
    func labelFitsItsText() {
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 10, height: 10))
        label.text = "Free shipping on orders over 50 euros"
        let line = label.intrinsicContentSize
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == line)
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 16, y: 100), size: line))

        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > line.height)
        // The usual idiom: set the width, then let the label take the height its text needs.
        label.frame.size = CGSize(width: 120, height: 10)
        label.sizeToFit()
        #expect(label.frame.size == wrapped)
        #expect(label.frame.origin == CGPoint(x: 16, y: 100))
        label.text = nil
        #expect(label.sizeThatFits(CGSize(width: 120, height: 100)) == .zero)
    }

    @Test("a button, a switch, a text field and an image view fit their content")
    func controlsFitTheirContent() {
        let button = UIButton(frame: .zero)
        button.setTitle("Checkout", for: .normal)
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        let toggle = UISwitch(frame: .zero)
        toggle.sizeToFit()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let field = UITextField(frame: .zero)
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        #expect(field.sizeThatFits(.zero) == field.intrinsicContentSize)
        let image = UIImage(systemName: "star")
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 100, height: 100))
        imageView.image = image
        imageView.sizeToFit()
        #expect(imageView.frame.size == image?.size)
    }

    @Test("sizeToFit asks the app's own sizeThatFits")
    func sizeToFitAsksTheAppsCode() {
        let badge = CountBadge(frame: CGRect(x: 300, y: 10, width: 0, height: 0))
        badge.sizeToFit()
        let first = badge.frame.size
        #expect(first.width > 8 && first.width == first.height)
        badge.count = 1_024
        badge.sizeToFit()
        #expect(badge.frame.width > first.width)
        #expect(badge.frame.origin == CGPoint(x: 300, y: 10))
    }
}
