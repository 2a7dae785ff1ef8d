/// The top of a view hierarchy on screen (UIKit's `UIWindow`). Its frame is in screen
/// coordinates; it belongs to one `UIApplication`, which comes next in the responder chain.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Orders windows on screen; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    /// The application that shows this window.
    public package(set) weak var application: UIApplication? { didSet { UIKitChanges.note() } }
    /// Front-to-back order among the application's windows.
    open var windowLevel: Level = .normal { didSet { UIKitChanges.note() } }
    /// The responder that receives keyboard input (a text field being edited).
    public package(set) weak var firstResponder: UIResponder? { didSet { UIKitChanges.note() } }
    /// What the status bar over this window shows (`UIStatusBarManager`); Earshot's windows stand
    /// for their scenes, which hold it in UIKit.
    public private(set) lazy var statusBarManager = UIStatusBarManager(window: self)
    /// The simulated device showing the window, once asked for (`UIWindow+Device.swift`).
    package var storedDevice: UIDevice? { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window at `frame`, in screen coordinates. It is its own window, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowStorage = Unmanaged.passUnretained(self)
    }

    /// The scene the window belongs to (`UIWindow(windowScene:)`); nil for a bare window.
    open weak var windowScene: UIWindowScene? { didSet { UIKitChanges.note() } }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            UIKitChanges.note()
            guard oldValue !== rootViewController else { return }
            oldValue?.removeFromWindow()
            if let controller = rootViewController {
                controller.installAsRoot(of: self)
            }
            statusBarManager.update()
        }
    }

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { application?.keyWindow === self }

    /// Shows the window and makes it key, in its application (a bare window joins
    /// `UIApplication.shared`).
    open func makeKeyAndVisible() {
        isHidden = false
        let application = applicationJoiningIfNeeded
        application.keyWindow = self
        ShownWindows.noteMadeKey(self)
    }

    /// Showing a bare window (`isHidden = false`) makes it join `UIApplication.shared`, as in UIKit.
    open override var isHidden: Bool {
        didSet { if !isHidden, application == nil { UIApplication.shared.addWindow(self) } }
    }

    /// The application, then its delegate.
    open override var next: UIResponder? { application }
}

/// A screen's size and scale (UIKit's `UIScreen`).
public struct UIScreen: Sendable {
    public var bounds: CGRect
    public var scale: CGFloat

    public init(bounds: CGRect, scale: CGFloat = 3) {
        self.bounds = bounds
        self.scale = scale
    }

    /// An iPhone 15's screen, 390 × 844 points: Earshot's default device (docs/screen-format.md).
    public static let phone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The screen of the device running the code now (`UIDevice.current`): the size of its first
    /// window, which is the screen Earshot's device has; the phone's when it shows none.
    @preconcurrency @MainActor
    public static var main: UIScreen {
        guard let window = UIDevice.current.windows.first else { return .phone }
        return UIScreen(bounds: CGRect(origin: .zero, size: window.bounds.size), scale: phone.scale)
    }

    /// Points to physical pixels (the same as `scale` on a phone).
    public var nativeScale: CGFloat { scale }
    /// The bounds in physical pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}

extension UIWindow {
    /// The window's application; a bare window first joins `UIApplication.shared`. What an
    /// assistive technology started on a bare window (`VoiceOver(window:)`,
    /// `SwitchControl(window:)`, …) attaches to.
    package var applicationJoiningIfNeeded: UIApplication {
        if let application { return application }
        let shared = UIApplication.shared
        shared.addWindow(self)
        return shared
    }
}
