import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Xcode's app template, scene delegate and all, launched as iOS launches it (docs/uikit.md,
/// "Scenes").
@MainActor
@Suite("An app with a scene delegate")
struct SimulatorSceneLaunchTests {
    final class Log {
        var entries: [String] = []
    }

    final class WelcomeController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            label.text = "Welcome"
            view.addSubview(label)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init()
        }
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.entries.append("didFinishLaunching")
            return true
        }
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            log.entries.append("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        func applicationDidEnterBackground(_ application: UIApplication) { log.entries.append("applicationDidEnterBackground") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) {
            self.log = log
            super.init()
        }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.entries.append("willConnectTo")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = WelcomeController()
            window?.makeKeyAndVisible()
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.entries.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.entries.append("sceneDidEnterBackground") }
    }

    /// Apple's documentation, "Managing your app's life cycle" and "UIWindowSceneDelegate": the app
    /// delegate launches and configures the scene, the scene delegate makes the window in
    /// `scene(_:willConnectTo:options:)`, then the scene enters the foreground and becomes active;
    /// VoiceOver reads the window it made. An app with scenes hears going to the background
    /// through its scene delegate, not its app delegate (Apple's documentation,
    /// "applicationDidEnterBackground(_:)").
    @Test func xcodesTemplateLaunchesAndIsRead() throws {
        let log = Log()
        let application = UIApplication()
        let sceneDelegate = SceneDelegate(log: log)
        let scene = try #require(application.launch(delegate: AppDelegate(log: log), sceneDelegate: sceneDelegate))
        #expect(
            log.entries == [
                "didFinishLaunching", "configurationForConnecting", "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        #expect(scene.activationState == .foregroundActive && scene.session.configuration.name == "Default Configuration")
        let window = try #require(sceneDelegate.window)
        #expect(scene.windows.first === window && scene.keyWindow === window && window.windowScene === scene)
        #expect(application.connectedScenes.contains(scene) && window.frame == UIScreen.main.bounds)
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.lastSpoken == "Welcome")
        log.entries.removeAll()
        application.sendToBackground()
        #expect(log.entries == ["sceneWillResignActive", "sceneDidEnterBackground"])
        #expect(scene.activationState == .background)
    }
}
