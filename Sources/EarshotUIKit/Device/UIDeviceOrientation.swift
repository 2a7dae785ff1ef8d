/// How the person holds the device (UIKit's `UIDeviceOrientation`, with UIKit's raw values).
/// It is the device's physical position; the interface follows it only in the orientations the
/// app supports, and never for `.faceUp`, `.faceDown` or `.unknown` (`UIInterfaceOrientation`).
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    /// Upright, the Home button or indicator at the bottom.
    case portrait = 1
    /// Upside down, the Home button or indicator at the top.
    case portraitUpsideDown = 2
    /// On its side, the Home button or indicator on the right.
    case landscapeLeft = 3
    /// On its side, the Home button or indicator on the left.
    case landscapeRight = 4
    /// Flat on its back, the screen up.
    case faceUp = 5
    /// Flat on its face, the screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (portrait or landscape, not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
