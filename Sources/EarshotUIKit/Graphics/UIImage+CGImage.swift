/// An image's Core Graphics side: its bitmap (`cgImage`, pixels Earshot does not keep) and images
/// made from one.
extension UIImage {
    /// How an image's pixels are turned for display (UIKit's `UIImage.Orientation`, its raw values).
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7

        /// Whether the pixels are turned a quarter, so width and height trade places.
        var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }

    /// The bitmap behind the image: `size` × `scale` pixels, turned back for a quarter-turned
    /// orientation (the bitmap is stored unturned, as in UIKit).
    public var cgImage: CGImage? {
        let pixels = CGSize(width: size.width * scale, height: size.height * scale)
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width < CGFloat(Int32.max), pixels.height < CGFloat(Int32.max) else {
            return nil
        }
        let width = Int(pixels.width.rounded())
        let height = Int(pixels.height.rounded())
        return imageOrientation.isQuarterTurn ? CGImage(width: height, height: width) : CGImage(width: width, height: height)
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` whose size is its pixels divided by `scale` (a scale that is not
    /// positive counts as 1), width and height exchanged for a quarter-turned orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        let size = orientation.isQuarterTurn ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        self.init(unnamedSize: size, scale: scale, orientation: orientation)
    }
}
