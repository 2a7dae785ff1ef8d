extension UIWindow {
    /// The simulated device showing this window (Earshot's: UIKit has one device per process). A
    /// window gets a device of its own when first asked, so tests running in parallel each turn
    /// their own; `voiceOver.device` is its window's.
    public var device: UIDevice {
        if let storedDevice { return storedDevice }
        let device = UIDevice()
        device.attach(self)
        storedDevice = device
        return device
    }
}
