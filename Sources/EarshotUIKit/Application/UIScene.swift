/// One instance of the app's interface (UIKit's `UIScene`): it belongs to a session, has a
/// delegate (held strongly, as in UIKit) and goes through the foreground and background with its
/// application. Earshot connects a scene when a test launches the app
/// (`UIApplication.launch(delegate:sceneDelegate:)`); docs/uikit.md, "Scenes".
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle (UIKit's `UIScene.ActivationState`, its raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes a connecting scene (UIKit's `UIScene.ConnectionOptions`): URLs,
    /// activities and shortcuts the launch brought. A test's launch brings none.
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with.
        public let urlContexts: [URL]
        package init(urlContexts: [URL] = []) {
            self.urlContexts = urlContexts
            super.init()
        }
    }

    /// The session this scene shows.
    public let session: UISceneSession
    /// The scene's delegate, held strongly as in UIKit.
    open var delegate: (any UISceneDelegate)? { didSet { UIKitChanges.note() } }
    /// Where the scene is in its life cycle.
    public package(set) var activationState: ActivationState = .unattached { didSet { UIKitChanges.note() } }
    /// The scene's title (the app switcher's; VoiceOver here reads none).
    open var title: String? { didSet { UIKitChanges.note() } }

    /// A scene for `session`, as UIKit makes them when a session connects.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// The role and persistent identity of a scene (UIKit's `UISceneSession`).
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
    /// What a scene of the session is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    /// The configuration the app delegate chose for the session.
    public let configuration: UISceneConfiguration
    /// An identifier unique to the session.
    public let persistentIdentifier: String
    /// The connected scene, while it is connected.
    public package(set) weak var scene: UIScene? { didSet { UIKitChanges.note() } }
    /// The app's own information about the session.
    public var userInfo: [String: Any]? { didSet { UIKitChanges.note() } }

    package init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// Which classes make a session's scene and its delegate (UIKit's `UISceneConfiguration`). Kept
/// for readers: Earshot cannot make an object from a class value (Swift needs a required
/// initializer UIResponder does not declare), so a test hands `launch` the scene delegate itself.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass? { didSet { UIKitChanges.note() } }
    public var sceneClass: AnyClass? { didSet { UIKitChanges.note() } }

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// A scene's delegate (UIKit's `UISceneDelegate`). Every requirement is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting: a window scene's delegate makes its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
