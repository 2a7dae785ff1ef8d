/// Drawing an image into the current context (a renderer's closure, an image context, a view's
/// `draw(_:)`). Earshot keeps no pixels, so what is drawn is not kept; with no current context
/// nothing is drawn, as in UIKit, which logs an invalid context.
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else {
            UIDevice.log("UIImage.draw: there is no current graphics context; nothing was drawn.")
            return
        }
        guard let cgImage else { return }
        context.draw(cgImage, in: rect)
    }
}
