import EarshotUIKit
import Foundation
import Testing

/// The everyday UIKit surface read back through the public API (docs/uikit.md).
@MainActor
@Suite("UIKit's everyday surface")
struct UIKitEverydayAPITests {
    /// Apple's Human Interface Guidelines, "Color" (iOS system colours, default contrast): each
    /// colour's light and dark values, in 0–255 components.
    @Test(arguments: [
        (UIColor.systemRed, [255, 59, 48], [255, 69, 58]),
        (UIColor.systemBlue, [0, 122, 255], [10, 132, 255]),
        (UIColor.systemGreen, [52, 199, 89], [48, 209, 88]),
        (UIColor.systemIndigo, [88, 86, 214], [94, 92, 230]),
        (UIColor.systemGray6, [242, 242, 247], [28, 28, 30]),
        (UIColor.label, [0, 0, 0], [255, 255, 255]),
        (UIColor.systemBackground, [255, 255, 255], [0, 0, 0]),
        (UIColor.secondarySystemBackground, [242, 242, 247], [28, 28, 30]),
        (UIColor.systemGroupedBackground, [242, 242, 247], [0, 0, 0]),
        (UIColor.opaqueSeparator, [198, 198, 200], [56, 56, 58]),
    ])
    func systemColoursResolveToApplesValues(color: UIColor, light: [Int], dark: [Int]) {
        func components(_ color: UIColor) -> [Int] {
            [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        }
        #expect(components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == light)
        #expect(components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == dark)
        // An unspecified appearance resolves as light, as UIKit's does.
        #expect(components(color.resolvedColor(with: UITraitCollection())) == light)
    }

    /// Apple's documentation, "UIColor" (`init(dynamicProvider:)`, `withAlphaComponent`,
    /// `init(hue:saturation:brightness:alpha:)`): a dynamic colour resolves per appearance and
    /// keeps doing so with another alpha; HSB converts to RGB.
    @Test func dynamicAndConvertedColours() {
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        let faded = brand.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).alpha == 0.5)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).red == 1)
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        #expect(orange.red == 1 && abs(orange.green - 0.5) < 0.0001 && orange.blue == 0)
        #expect(UIColor(cgColor: UIColor.systemPink.cgColor) == UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1))
        var alpha: CGFloat = 0
        #expect(UIColor.secondaryLabel.getRed(nil, green: nil, blue: nil, alpha: &alpha) && abs(alpha - 0.6) < 0.0001)
    }

    /// docs/uikit.md, "Colours": `UIColor(named:)` finds what the app's asset catalog defines,
    /// registered by the test; a name never registered is nil, as a missing asset is on iOS.
    @Test func namedColoursComeFromTheRegisteredCatalog() {
        let name = "UIKitEverydayAPITests.Accent"
        #expect(UIColor(named: name) == nil)
        UIColorAssets.register(UIColor { $0.userInterfaceStyle == .dark ? .systemPink : .systemPurple }, named: name)
        #expect(UIColor(named: name) == UIColor { $0.userInterfaceStyle == .dark ? .systemPink : .systemPurple })
        #expect(
            UIColor(named: name, in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
                == .systemPink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// Apple's documentation, "CALayer" and "UIView.layer": a view's layer's geometry, opacity,
    /// visibility, clipping and fill are the view's; appearance reads back what was set.
    @Test func aViewsLayerIsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.frame == view.frame && layer.bounds == view.bounds && layer.position == view.center)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemTeal
        #expect(layer.backgroundColor == UIColor.systemTeal.cgColor)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.cornerCurve = .continuous
        layer.borderColor = UIColor.red.cgColor
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
        #expect(layer.cornerRadius == 12 && layer.maskedCorners == [.layerMinXMinYCorner] && layer.cornerCurve == .continuous)
        #expect(layer.borderColor == UIColor.red.cgColor && layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    /// Apple's documentation, "UIView.layerClass": a view whose class names another layer class
    /// gets a layer of it.
    @Test func layerClassChoosesTheLayer() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let gradient = GradientView(frame: .zero).layer as? CAGradientLayer
        gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient?.startPoint = CGPoint(x: 0, y: 0.5)
        #expect(gradient?.colors?.count == 2 && gradient?.startPoint == CGPoint(x: 0, y: 0.5))
        #expect(gradient?.endPoint == CGPoint(x: 0.5, y: 1))
    }

    /// Apple's documentation, "CALayer" (`addSublayer`, `removeFromSuperlayer`): sublayers in
    /// order; a layer cannot be put inside itself (refused, not a cycle).
    @Test func sublayersAndTheirOrder() {
        let root = CALayer()
        let shape = CAShapeLayer()
        let text = CATextLayer()
        root.addSublayer(shape)
        root.insertSublayer(text, below: shape)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(text), ObjectIdentifier(shape)])
        #expect(shape.superlayer === root)
        shape.addSublayer(root)
        #expect(root.superlayer == nil && shape.sublayers == nil)
        shape.removeFromSuperlayer()
        #expect(root.sublayers?.count == 1 && shape.superlayer == nil)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        shape.strokeEnd = 0.25
        #expect(shape.strokeEnd == 0.25 && shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(text.fontSize == 36)
    }

    /// Apple's documentation, "UIBezierPath" and "CGMutablePath": paths built either way hold the
    /// same commands.
    @Test func bezierPathsAndCorePaths() {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let path = UIBezierPath(cgPath: mutable)
        #expect(path.elements == UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).elements)
        let corners = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 8, height: 8))
        #expect(corners.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(corners.contains(CGPoint(x: 1, y: 19)) && !corners.contains(CGPoint(x: 0.5, y: 0.5)))
        let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(abs(ring.bounds.width - 20) < 0.01)
    }

    /// docs/uikit.md, "Storyboards and nibs": there are no archives, so `init?(coder:)` answers
    /// nil; the declarations iOS code writes compile.
    @Test func coderInitializersAnswerNil() {
        final class CardView: UIView {
            init() { super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class DetailController: UIViewController {
            // On iOS `init()` needs no `override` here; Earshot's is designated (docs/uikit.md,
            // "Storyboards and nibs").
            override init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UILabel(coder: NSCoder()) == nil)
        #expect(UIViewController(coder: NSCoder()) == nil)
        #expect(CardView().frame == .zero)
        #expect(DetailController().view != nil)
    }

    /// Apple's documentation, "UIViewController.setNeedsStatusBarAppearanceUpdate()": the status
    /// bar reads the controller's preferences when the controller is shown and when asked again,
    /// not at every change.
    @Test func statusBarFollowsTheShowingController() {
        final class Immersive: UIViewController {
            var hides = true
            override var prefersStatusBarHidden: Bool { hides }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = Immersive()
        window.rootViewController = controller
        #expect(window.statusBarManager.isStatusBarHidden && window.statusBarManager.statusBarStyle == .lightContent)
        #expect(window.statusBarManager.statusBarFrame == .zero)
        controller.hides = false
        #expect(window.statusBarManager.isStatusBarHidden)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(!window.statusBarManager.isStatusBarHidden && window.statusBarManager.statusBarFrame.height == 54)
    }

    /// docs/layout.md: a string measures as a label with the same font measures its text.
    @Test func stringsMeasureAsLabels() {
        let font = UIFont.boldSystemFont(ofSize: 20)
        let label = UILabel()
        label.font = font
        label.text = "Measured text"
        #expect("Measured text".size(withAttributes: [.font: font]) == label.intrinsicContentSize)
        let attributed = NSAttributedString(string: "Measured text", attributes: [.font: font, .foregroundColor: UIColor.red])
        #expect(attributed.size() == label.intrinsicContentSize)
        let wrapped = "Measured text".boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(wrapped.height > label.intrinsicContentSize.height)
    }

    /// Apple's documentation of `NSString.boundingRect(with:options:attributes:context:)` and
    /// `size(withAttributes:)`: an `NSString` measures as the same `String`.
    @Test func nsStringsMeasureAsStrings() {
        let font = UIFont.systemFont(ofSize: 15)
        let text = "Segmented title"
        let bridged = NSString(string: text)
        let bounds = CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude)
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
        #expect(bridged.size(withAttributes: [.font: font]) == text.size(withAttributes: [.font: font]))
        #expect(
            bridged.boundingRect(with: bounds, options: options, attributes: [.font: font], context: nil)
                == text.boundingRect(with: bounds, options: options, attributes: [.font: font], context: nil))
        #expect(bridged.boundingRect(with: bounds, options: options, attributes: [.font: font], context: nil).height > font.lineHeight)
    }

    /// Apple's documentation of `UIView.userInterfaceLayoutDirection(for:)`: a forced attribute
    /// decides, playback and spatial content stays left to right, an unspecified one follows the
    /// application's language.
    @Test func layoutDirectionForASemanticAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// Core Graphics' `CGRectEqualToRect`, `CGPointEqualToPoint` and `CGSizeEqualToSize`, imported as
    /// `equalTo(_:)`; the stroke attribute keys keep their values (Apple's documentation of
    /// `NSAttributedString.Key.strokeWidth`).
    @Test func geometryEqualityAndStrokeKeys() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!rect.equalTo(.zero))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(rect.size) && !CGSize.zero.equalTo(rect.size))
        let outlined = NSAttributedString(string: "Outlined", attributes: [.strokeWidth: -2.0, .strokeColor: UIColor.red])
        #expect(outlined.attribute(.strokeWidth, at: 0, effectiveRange: nil) as? Double == -2)
        #expect(NSAttributedString.Key.strokeWidth.rawValue == "NSStrokeWidth")
    }

    /// Apple's documentation, "UILabel" and "UIFont": text layout and fonts read back what was set;
    /// attributed text keeps its attributes.
    @Test func labelTextLayoutAndFonts() {
        let label = UILabel()
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.highlightedTextColor = .white
        #expect(label.textAlignment == .center && label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5 && label.highlightedTextColor == .white)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: paragraph, .kern: 1.5])
        #expect(label.text == "Hello")
        #expect((label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .right)
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        #expect(UIFont.italicSystemFont(ofSize: 15).isItalic)
        #expect(UIFont(name: "Avenir-Heavy", size: 18)?.isBold == true)
        #expect(UIFont(name: "Avenir-Book", size: 18)?.pointSize == 18)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize == 17)
    }

    /// Apple's documentation, "UIImage.SymbolConfiguration": a symbol keeps its configuration,
    /// rendering mode and tint.
    @Test func symbolImagesKeepHowTheyAreDrawn() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
        let image = UIImage(systemName: "heart.fill", withConfiguration: configuration)?.withRenderingMode(.alwaysTemplate).withTintColor(
            .systemRed)
        #expect(image?.symbolConfiguration?.pointSize == 24 && image?.symbolConfiguration?.weight == .semibold)
        #expect(image?.renderingMode == .alwaysTemplate && image?.tintColor == .systemRed && image?.isSymbolImage == true)
        let merged = configuration.applying(UIImage.SymbolConfiguration(textStyle: .headline))
        #expect(merged.pointSize == 24 && merged.textStyle == .headline)
        let view = UIImageView(image: image)
        view.contentMode = .scaleAspectFit
        view.tintColor = .systemGreen
        #expect(view.contentMode == .scaleAspectFit && view.tintColor == .systemGreen)
        let child = UIView()
        view.addSubview(child)
        #expect(child.tintColor == .systemGreen && UIView().tintColor == .systemBlue)
    }

    /// Apple's documentation, "UIScreen.main": the device's screen.
    @Test func mainScreenIsTheDevicesScreen() {
        #expect(
            UIScreen.main.bounds.size == CGSize(width: 390, height: 844)
                || UIScreen.main.bounds.size == UIDevice.current.windows.first?.bounds.size)
        #expect(UIScreen.main.scale == 3)
    }
}
