import EarshotUIKit
import Foundation
import Testing

/// Hue, saturation and brightness of colours, and font descriptors, read back through the public
/// API. Sources: Apple's documentation of `UIColor.getHue(_:saturation:brightness:alpha:)` (the
/// HSB components `init(hue:saturation:brightness:alpha:)` takes) and of `UIFontDescriptor`
/// (`preferredFontDescriptor(withTextStyle:)` describes `preferredFont(forTextStyle:)`;
/// `UIFont(descriptor:size:)` with size 0 keeps the descriptor's size); docs/uikit.md, "Fonts".
@MainActor
@Suite("Colours' HSB components and font descriptors")
struct ColourAndFontDescriptorTests {
    /// Red, green and blue, and the hue, saturation and brightness they make.
    nonisolated static let cases: [([Double], [Double])] = [
        ([1, 0, 0], [0, 1, 1]),
        ([0, 1, 0], [1.0 / 3, 1, 1]),
        ([0, 0, 1], [2.0 / 3, 1, 1]),
        ([0.5, 0.5, 0.5], [0, 0, 0.5]),
        ([1, 0.5, 0], [1.0 / 12, 1, 1]),
    ]

    @Test(arguments: cases)
    func hueSaturationAndBrightness(rgb: [Double], hsb: [Double]) {
        let colour = UIColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: 0.5)
        var h: CGFloat = -1
        var s: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        #expect(colour.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - hsb[0]) < 1e-9 && abs(s - hsb[1]) < 1e-9 && abs(b - hsb[2]) < 1e-9 && a == 0.5)
        let back = UIColor(hue: h, saturation: s, brightness: b, alpha: a)
        #expect(abs(back.red - rgb[0]) < 1e-9 && abs(back.green - rgb[1]) < 1e-9 && abs(back.blue - rgb[2]) < 1e-9)
    }

    @Test func preferredDescriptorsDescribeTheDynamicTypeFont() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(descriptor.pointSize == body.pointSize)
        #expect(body.fontDescriptor == descriptor)
        #expect(UIFont(descriptor: descriptor, size: 0) == body)
        let larger = UIFont(descriptor: descriptor, size: body.pointSize * 1.5)
        #expect(larger.pointSize == body.pointSize * 1.5 && larger.fontName == body.fontName)
        #expect(descriptor.withSize(30).pointSize == 30)
    }
}
