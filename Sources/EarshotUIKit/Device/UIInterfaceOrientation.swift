/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`, with UIKit's raw
/// values). Turning the device left turns the interface right, so `.landscapeLeft` of the device
/// is `.landscapeRight` of the interface, as in UIKit.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// The Home button or indicator on the left.
    case landscapeLeft = 4
    /// The Home button or indicator on the right.
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that keeps the interface upright on a device held in
    /// `orientation`; nil for flat and unknown positions, in which the interface does not turn.
    package init?(deviceOrientation orientation: UIDeviceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }
}

/// The interface orientations a view controller supports (UIKit's `UIInterfaceOrientationMask`,
/// with UIKit's raw values: one bit per `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Whether the mask allows `orientation`.
    package func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}
