import Foundation

/// Images read from files and data. Earshot keeps no pixels: what it reads of a file is the size
/// its header declares (`ImageFileHeader`), so an app that sizes views or renderers from an image
/// gets the numbers iOS gives it, and a file that is no image gives nil, as on iOS.
extension UIImage {
    /// The image in the file at `path` (PNG, JPEG or GIF), or nil when the file cannot be read or
    /// is not an image (Apple's documentation, `init(contentsOfFile:)`). A name with `@2x` or `@3x`
    /// before the extension sets the scale (Apple's documentation, `UIImage.scale`). The image has
    /// no name, so VoiceOver speaks nothing for it in an unlabelled image view.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let pixels = ImageFileHeader.pixelSize(of: data)
        else { return nil }
        let scale = UIImage.scale(ofFileNamed: (path as NSString).lastPathComponent)
        self.init(
            unnamedSize: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale,
            orientation: .up)
    }

    /// The image encoded in `data` at scale 1, or nil when the data is not a PNG, JPEG or GIF.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data`, its size its pixels divided by `scale` (Apple's documentation,
    /// `init(data:scale:)`), or nil when the data is not an image or the scale is not positive.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let pixels = ImageFileHeader.pixelSize(of: data) else { return nil }
        self.init(
            unnamedSize: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale,
            orientation: .up)
    }

    /// The scale a file name states: 3 for `name@3x.png`, 2 for `name@2x.png`, else 1.
    static func scale(ofFileNamed fileName: String) -> CGFloat {
        let stem = (fileName as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The size and scale of the main bundle's image file for `name`, as `UIImage(named:)` finds
    /// it when no asset catalog holds the name: the screen's scale first (`@3x`), then `@2x`,
    /// then the plain name; `.png` unless the name has an extension. Nil when there is none.
    static func bundleImageFile(named name: String) -> (size: CGSize, scale: CGFloat)? {
        guard !name.isEmpty, let directory = Bundle.main.resourcePath else { return nil }
        let given = name as NSString
        let pathExtension = given.pathExtension.isEmpty ? "png" : given.pathExtension
        let stem = given.pathExtension.isEmpty ? name : given.deletingPathExtension
        for suffix in ["@3x", "@2x", ""] {
            let path = (directory as NSString).appendingPathComponent("\(stem)\(suffix).\(pathExtension)")
            guard let data = FileManager.default.contents(atPath: path), let pixels = ImageFileHeader.pixelSize(of: data) else { continue }
            let scale = UIImage.scale(ofFileNamed: (path as NSString).lastPathComponent)
            return (CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale)
        }
        return nil
    }
}
