import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// A title and three fields laid out by hand from their fonts' line heights, as UIKit code
/// without Auto Layout does: the title, then "Name" and "Price" side by side above "Stock" —
/// or, at the accessibility text sizes, one column, as Apple's Dynamic Type guidance recommends.
@MainActor
final class ProductViewController: UIViewController {
    let title1 = UILabel()
    let name = UILabel()
    let price = UILabel()
    let stock = UILabel()
    var categoryChanges: [UIContentSizeCategory] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (label, text, style) in [
            (title1, "Teapot", UIFont.TextStyle.title1), (name, "Name", .body),
            (price, "Price", .body), (stock, "Stock", .footnote),
        ] {
            label.text = text
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            view.addSubview(label)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        title1.frame = CGRect(x: 20, y: 60, width: width, height: title1.font.lineHeight)
        var y = title1.frame.maxY + 8
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            for label in [name, price] {
                label.frame = CGRect(x: 20, y: y, width: width, height: label.font.lineHeight)
                y = label.frame.maxY + 8
            }
        } else {
            name.frame = CGRect(x: 20, y: y, width: width / 2, height: name.font.lineHeight)
            price.frame = CGRect(x: 20 + width / 2, y: y, width: width / 2, height: price.font.lineHeight)
            y = name.frame.maxY + 8
        }
        stock.frame = CGRect(x: 20, y: y, width: width, height: stock.font.lineHeight)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        categoryChanges.append(traitCollection.preferredContentSizeCategory)
    }
}

/// Dynamic Type in UIKit: a text-size change adjusts the fonts that follow it, recomputes frames
/// (Developing Accessible iOS Apps, chapter 6, "The iOS Accessibility Model", Semantic Views ›
/// Base Frame: frames are recomputed when the user changes the font size) and posts
/// `UIContentSizeCategory.didChangeNotification`; sizes are the Human Interface Guidelines'
/// Dynamic Type table (docs/layout.md).
@Suite("Dynamic Type")
@MainActor
struct DynamicTypeTests {
    @Test("Labels that adjust their font grow, frames are recomputed and the reading order follows")
    func framesFollowTheTextSize() {
        let product = ProductViewController()
        let screen = DeviceScreen(product)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Teapot", "Name", "Price", "Stock"])
        #expect(product.name.font.pointSize == 17)
        let bodyHeight = product.name.frame.height

        voiceOver.setPreferredContentSizeCategory(.accessibilityLarge)
        #expect(product.name.font.pointSize == 33)
        #expect(product.title1.font.pointSize == 54)
        #expect(product.stock.font.pointSize == 25)
        #expect(product.name.frame.height > 1.9 * bodyHeight)
        // One column now: Price is below Name and read after it; Stock comes last still.
        #expect(voiceOver.transcript() == ["Teapot", "Name", "Price", "Stock"])
        #expect(product.price.frame.minY > product.name.frame.maxY)
        #expect(product.categoryChanges == [.accessibilityLarge])
        // The grown title answers a touch where the small one was not.
        let grownOnly = CGPoint(x: 40, y: 60 + bodyHeight * 2)
        #expect(voiceOver.touch(at: grownOnly) == "Teapot")
    }

    @Test("In one column the order is top to bottom; side by side it is left to right")
    func readingOrderFollowsTheLayout() {
        final class Reversed: UIViewController {
            let first = UILabel(), second = UILabel()
            override func viewDidLoad() {
                first.text = "Total"
                second.text = "Pay"
                for label in [first, second] {
                    label.font = .preferredFont(forTextStyle: .body)
                    label.adjustsFontForContentSizeCategory = true
                    view.addSubview(label)
                }
            }
            // Side by side, "Pay" on the left; stacked at accessibility sizes, "Total" on top.
            override func viewDidLayoutSubviews() {
                let height = first.font.lineHeight
                if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                    first.frame = CGRect(x: 20, y: 100, width: 350, height: height)
                    second.frame = CGRect(x: 20, y: 110 + height, width: 350, height: height)
                } else {
                    second.frame = CGRect(x: 20, y: 100, width: 170, height: height)
                    first.frame = CGRect(x: 200, y: 100, width: 170, height: height)
                }
            }
        }
        let screen = DeviceScreen(Reversed())
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Pay", "Total"])
        voiceOver.setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(voiceOver.transcript() == ["Total", "Pay"])
        voiceOver.setPreferredContentSizeCategory(.extraSmall)
        #expect(voiceOver.transcript() == ["Pay", "Total"])
    }

    @Test("Fonts follow only with adjustsFontForContentSizeCategory, and only fonts made for a text style (UIKit documentation)")
    func whichFontsAdjust() {
        let controller = UIViewController()
        let screen = DeviceScreen(controller)
        let adjusting = UILabel()
        let fixedStyle = UILabel()
        let fixedSize = UILabel()
        let field = UITextField()
        let textView = UITextView()
        let scaled = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .headline)
        fixedStyle.font = .preferredFont(forTextStyle: .headline)
        fixedSize.font = .systemFont(ofSize: 17)
        field.font = .preferredFont(forTextStyle: .body)
        textView.font = .preferredFont(forTextStyle: .caption1)
        scaled.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        for view in [adjusting, fixedSize, field, textView, scaled] as [any UIContentSizeCategoryAdjusting] {
            view.adjustsFontForContentSizeCategory = true
        }
        for view in [adjusting, fixedStyle, fixedSize, field, textView, scaled] as [UIView] { controller.view.addSubview(view) }
        screen.window.device.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(adjusting.font.pointSize == 23)
        #expect(adjusting.font.isBold)
        #expect(fixedStyle.font.pointSize == 17)
        #expect(fixedSize.font.pointSize == 17)
        #expect(field.font?.pointSize == 23)
        #expect(textView.font?.pointSize == 16)
        #expect(scaled.font.pointSize == 27)
        screen.window.device.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(scaled.font.pointSize == 30)
    }

    @Test("A button's title label follows the text size when it adjusts (UIButton's titleLabel)")
    func buttonTitle() {
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        controller.view.addSubview(button)
        let screen = DeviceScreen(controller)
        let voiceOver = screen.voiceOver()
        voiceOver.setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(button.titleLabel?.font.pointSize == 28)
        #expect(voiceOver.transcript() == ["Buy, Button"])
    }

    @Test("didChangeNotification carries the new category; the observer reads it from the application (UIKit documentation)")
    func notification() {
        let screen = DeviceScreen(UIViewController())
        let recorder = PostRecorder(UIContentSizeCategory.didChangeNotification, object: screen.application)
        defer { recorder.stop() }
        let voiceOver = screen.voiceOver()
        voiceOver.setPreferredContentSizeCategory(.extraLarge)
        voiceOver.setPreferredContentSizeCategory(.extraLarge)
        #expect(recorder.received.count == 1)
        #expect(recorder.received.first?.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory == .extraLarge)
        #expect(voiceOver.perform { UIApplication.shared.preferredContentSizeCategory } == .extraLarge)
        #expect(voiceOver.perform { UIFont.preferredFont(forTextStyle: .body).pointSize } == 19)
    }

    @Test(
        "A value that is not a text size is ignored",
        arguments: [UIContentSizeCategory.unspecified, UIContentSizeCategory(rawValue: "Huge")])
    func badCategory(_ category: UIContentSizeCategory) {
        let screen = DeviceScreen(ProductViewController())
        let voiceOver = screen.voiceOver()
        voiceOver.setPreferredContentSizeCategory(category)
        #expect(voiceOver.device.preferredContentSizeCategory == .large)
        #expect(voiceOver.transcript() == ["Teapot", "Name", "Price", "Stock"])
    }

    @Test("UIFontMetrics scales fonts and values by the Dynamic Type table (UIFontMetrics documentation)")
    func fontMetrics() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let metrics = UIFontMetrics(forTextStyle: .title2)
        #expect(metrics.scaledValue(for: 44, compatibleWith: large) == 44)
        #expect(metrics.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(metrics.scaledValue(for: .nan, compatibleWith: ax5).isNaN)
        let font = metrics.scaledFont(for: .systemFont(ofSize: 22), compatibleWith: ax5)
        #expect(font.pointSize == (22.0 * 53 / 17).rounded())
        #expect(font.textStyle == .title2)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 10), maximumPointSize: 12, compatibleWith: ax5).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax5).pointSize == 106)
        #expect(
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small)).pointSize
                == 15)
    }
}
