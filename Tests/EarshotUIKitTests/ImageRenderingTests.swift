import EarshotUIKit
import Foundation
import Testing

/// Images read from files and data, Core Graphics images, renderers and image contexts, gradients
/// and layer contents, through the public API (docs/uikit.md, "Images" and "Drawing").
@MainActor
@Suite("Images, renderers and Core Graphics contexts")
struct ImageRenderingTests {
    /// The smallest headers that declare a size: a PNG's IHDR chunk, a JPEG's APP0 then
    /// start-of-frame segment, a GIF's logical screen.
    static func header(_ format: String, width: Int, height: Int) -> Data {
        func be(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) } }
        switch format {
        case "png":
            return Data(
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13, 4) + Array("IHDR".utf8) + be(width, 4) + be(height, 4) + [
                    8, 6, 0, 0, 0,
                ])
        case "jpg":
            let app0: [UInt8] = [0xFF, 0xE0] + be(16, 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            let frame: [UInt8] = [0xFF, 0xC0] + be(17, 2) + [8] + be(height, 2) + be(width, 2) + [3] + Array(repeating: 0, count: 9)
            return Data([0xFF, 0xD8] + app0 + frame + [0xFF, 0xD9])
        default:
            return Data(Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0])
        }
    }

    /// Apple's documentation, `init(contentsOfFile:)` (nil when the file is missing or not an
    /// image) and `UIImage.scale` (a file named with `@2x` has scale 2; size × scale is pixels).
    @Test(arguments: [
        ("photo.png", "png", 1.0), ("photo@2x.png", "png", 2.0), ("photo@3x.jpg", "jpg", 3.0), ("anim.gif", "gif", 1.0),
    ])
    func aFileGivesItsSizeAndScale(name: String, format: String, scale: Double) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImageRenderingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try Self.header(format, width: 300, height: 150).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == CGFloat(scale))
        #expect(image.size == CGSize(width: 300 / scale, height: 150 / scale))
        #expect(image.cgImage?.width == 300 && image.cgImage?.height == 150)
        #expect(image.accessibilityLabel == nil)
    }

    @Test func aMissingFileOrOneThatIsNoImageIsNil() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ImageRenderingTests-\(UUID().uuidString).png").path
        #expect(UIImage(contentsOfFile: path) == nil)
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
        // Apple's documentation, `init(data:scale:)`: the size is the pixels divided by the scale.
        #expect(UIImage(data: Self.header("png", width: 90, height: 30), scale: 3)?.size == CGSize(width: 30, height: 10))
    }

    /// Apple's documentation, `init(cgImage:scale:orientation:)`: size is pixels over scale, and a
    /// quarter-turned orientation exchanges width and height; the bitmap stays unturned.
    @Test func coreGraphicsImagesRoundTrip() throws {
        let source = try #require(UIImage(data: Self.header("png", width: 200, height: 100))?.cgImage)
        let turned = UIImage(cgImage: source, scale: 2, orientation: .right)
        #expect(turned.size == CGSize(width: 50, height: 100))
        #expect(turned.imageOrientation == .right && turned.cgImage?.width == 200 && turned.cgImage?.height == 100)
        #expect(UIImage(cgImage: source).size == CGSize(width: 200, height: 100))
        #expect(source.cropping(to: CGRect(x: 150, y: 50, width: 100, height: 100)).map { [$0.width, $0.height] } == [50, 50])
        #expect(source.cropping(to: CGRect(x: 300, y: 0, width: 10, height: 10)) == nil)
    }

    /// Apple's documentation, `UIGraphicsImageRenderer`: the closure runs with a context that is
    /// the current one; the image has the renderer's size and the format's scale (the screen's by
    /// default). Core Graphics' path rules: painting and clipping use up the current path.
    @Test func aRendererRunsItsClosureInTheCurrentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let size = CGSize(width: 60, height: 40)
        var seen: CGContext?
        let image = UIGraphicsImageRenderer(size: size).image { context in
            seen = UIGraphicsGetCurrentContext()
            #expect(seen === context.cgContext)
            context.cgContext.addEllipse(in: CGRect(origin: .zero, size: size))
            #expect(context.cgContext.boundingBoxOfPath == CGRect(origin: .zero, size: size))
            context.cgContext.clip()
            #expect(context.cgContext.isPathEmpty)
            #expect(context.cgContext.boundingBoxOfClipPath == CGRect(origin: .zero, size: size))
            context.cgContext.clip(to: CGRect(x: 10, y: 10, width: 100, height: 10))
            #expect(context.cgContext.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 50, height: 10))
        }
        #expect(seen != nil && UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == size && image.scale == UIScreen.main.scale && image.accessibilityLabel == nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        #expect(UIGraphicsImageRenderer(size: size, format: format).image { _ in }.cgImage?.width == 60)
    }

    /// Core Graphics: `saveGState`/`restoreGState` keep the graphics state, not the path.
    @Test func graphicsStateIsSavedAndRestored() {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.saveGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.translateBy(x: 5, y: 0)
            cg.move(to: .zero)
            cg.addLine(to: CGPoint(x: 4, y: 4))
            cg.restoreGState()
            #expect(cg.fillColor == UIColor.red.cgColor && cg.ctm.isIdentity)
            #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 4))
            cg.strokePath()
            #expect(cg.path == nil)
        }
    }

    /// Apple's documentation, `UIGraphicsBeginImageContextWithOptions` (scale 0 is the screen's)
    /// and `UIGraphicsGetImageFromCurrentImageContext`; ending the context makes it no longer
    /// current.
    @Test func anImageContextMakesAnImageUntilItEnds() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 0)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        UIImage(size: CGSize(width: 4, height: 4)).draw(at: .zero)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 20, height: 10) && image?.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    /// Core Graphics' `CGGradient(colorSpace:colorComponents:locations:count:)`: `count` colours of
    /// four components; a count the arrays cannot hold makes no gradient here.
    @Test func gradientsKeepTheirColoursAndRefuseCountsTheArraysCannotHold() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let gradient = try #require(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: [0, 1], count: 2))
        #expect(gradient.colors == [UIColor.red.cgColor, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)])
        #expect(gradient.locations == [0, 1])
        #expect(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: [0, 0.4, 0.8], count: 8) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0]) == nil)
    }

    /// Swift's `#colorLiteral`, Xcode's colour swatch, makes a UIColor as UIKit declares it.
    @Test func colourLiteralsAreUIColors() {
        // swift-format-ignore: NoPlaygroundLiterals
        // The literal is what the test is about.
        let swatch = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        #expect(swatch == UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
    }

    /// Core Animation's `contents` and `contentsGravity` (`.resize` by default) are kept, and a
    /// table's separators too (UITableView's `separatorStyle`, `.singleLine` by default).
    @Test func layerContentsAndTableSeparatorsAreKept() {
        let view = UIView()
        #expect(view.layer.contents == nil && view.layer.contentsGravity == .resize)
        let image = UIImage(size: CGSize(width: 10, height: 5))
        view.layer.contents = image.cgImage
        view.layer.contentsGravity = .resizeAspect
        #expect((view.layer.contents as? CGImage)?.width == 10 && view.layer.contentsGravity == .resizeAspect)
        let table = UITableView()
        #expect(table.separatorStyle == .singleLine)
        table.separatorStyle = .none
        #expect(table.separatorStyle == .none)
    }
}
