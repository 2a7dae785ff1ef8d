extension UIColor {
    /// Its hue, saturation and brightness (0 to 1 each) and alpha in light appearance, written
    /// through the pointers given; always true, as the colour is in an RGB space. The inverse of
    /// `init(hue:saturation:brightness:alpha:)`: a grey has hue and saturation 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let chroma = maximum - minimum
        var sixths: CGFloat = 0
        if chroma > 0 {
            if maximum == red {
                sixths = (green - blue) / chroma
                if sixths < 0 { sixths += 6 }
            } else if maximum == green {
                sixths = (blue - red) / chroma + 2
            } else {
                sixths = (red - green) / chroma + 4
            }
        }
        hue?.pointee = sixths / 6
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }
}
