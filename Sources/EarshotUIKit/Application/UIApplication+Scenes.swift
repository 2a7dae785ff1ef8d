extension UIApplication {
    /// Keys of the options a launch passes the app delegate (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Launches the app as iOS does, in UIKit's order: the app delegate becomes the delegate and is
    /// told `application(_:didFinishLaunchingWithOptions:)`; then, with a scene delegate, a window
    /// scene connects: the app delegate chooses its configuration
    /// (`application(_:configurationForConnecting:options:)`), the scene delegate is told
    /// `scene(_:willConnectTo:options:)` (where Xcode's template makes the window and calls
    /// `makeKeyAndVisible()`), then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
    /// All of it runs as this application's code (`perform`). Returns the connected scene, nil
    /// without a scene delegate or when the app delegate's launch answered false.
    @discardableResult
    public func launch(delegate: any UIApplicationDelegate, sceneDelegate: (any UIWindowSceneDelegate)? = nil) -> UIWindowScene? {
        perform {
            self.delegate = delegate
            guard delegate.application(self, didFinishLaunchingWithOptions: nil), let sceneDelegate else { return nil }
            let options = UIScene.ConnectionOptions()
            let provisional = UISceneSession(
                role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
            let configuration = delegate.application(self, configurationForConnecting: provisional, options: options)
            let session = UISceneSession(role: configuration.role, configuration: configuration)
            let scene = UIWindowScene(session: session, connectionOptions: options)
            scene.application = self
            scene.delegate = sceneDelegate
            session.scene = scene
            connectedSceneStorage.append(scene)
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
            scene.activationState = .foregroundInactive
            sceneDelegate.sceneWillEnterForeground(scene)
            scene.activationState = .foregroundActive
            sceneDelegate.sceneDidBecomeActive(scene)
            return scene
        }
    }

    /// The scenes connected to this application.
    public var connectedScenes: Set<UIScene> { Set(connectedSceneStorage) }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(connectedSceneStorage.map { $0.session }) }
}
