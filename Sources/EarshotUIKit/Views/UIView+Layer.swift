extension UIView {
    /// The view's layer, made on first use as an instance of `layerClass`. Its geometry, opacity,
    /// visibility, clipping and fill are this view's own properties (`CALayer`).
    public var layer: CALayer {
        if let layer = rareLayer { return layer }
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init()
        layer.attach(to: self)
        rareLayer = layer
        return layer
    }
}
