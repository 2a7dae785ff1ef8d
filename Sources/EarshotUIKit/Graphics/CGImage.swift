/// A bitmap as Core Graphics passes it (`CGImage`: `image.cgImage`, `layer.contents`,
/// `UIImage(cgImage:)`). Core Graphics does not exist on Linux and Earshot keeps no pixels, so an
/// image here is its size in pixels, in 8-bit RGBA; nothing reads or draws its pixels.
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// An image `width` × `height` pixels; negative sizes are taken as zero.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32: red, green, blue and alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// The part of the image inside `rect` (in pixels), or nil when it holds no pixel, as Core
    /// Graphics' `cropping(to:)` answers; the rectangle is rounded out to whole pixels.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFinite else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        let inside = bounds.intersection(rect.standardized)
        guard !inside.isNull, inside.width > 0, inside.height > 0 else { return nil }
        let whole = CGRect(
            x: inside.minX.rounded(.down), y: inside.minY.rounded(.down), width: 0, height: 0
        ).union(CGRect(x: inside.maxX.rounded(.up), y: inside.maxY.rounded(.up), width: 0, height: 0))
        return CGImage(width: Int(whole.width), height: Int(whole.height))
    }
}
