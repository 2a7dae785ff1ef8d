import EarshotUIKit

/// SwiftUI's `App`: the structure of an app, its scenes in `body`.
///
/// On iOS `@main` hands the type to the system, which creates it and shows its first window
/// group. Earshot's import rule removes `@main`, so a test (or a tool) launches the app itself:
///
/// ```swift
/// @MainActor @Test func launchScreen() throws {
///     let (application, window) = try RecipesApp.launch()   // keep `application` alive
///     expectTranscript(of: window, ["Recipes, Heading", …])
/// }
/// ```
@MainActor
@preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

/// Why an app could not be launched.
public enum AppLaunchError: Error, CustomStringConvertible, Equatable {
    /// The app's `body` holds no `WindowGroup`, the only scene an iPhone shows.
    case noWindowGroup(app: String)
    /// The app declares more than one `@UIApplicationDelegateAdaptor`; SwiftUI allows one.
    case severalDelegateAdaptors(app: String, count: Int)
    /// The delegate class has no `init()` taking no arguments, which the adaptor calls.
    case delegateCannotBeCreated(type: String)

    public var description: String {
        switch self {
        case .noWindowGroup(let app): "\(app).body has no WindowGroup: an iPhone app shows the content of its first WindowGroup"
        case .severalDelegateAdaptors(let app, let count):
            "\(app) declares \(count) @UIApplicationDelegateAdaptor properties; an app has one application delegate"
        case .delegateCannotBeCreated(let type):
            "@UIApplicationDelegateAdaptor cannot create \(type): it has no init() taking no arguments (or is generic)"
        }
    }
}

extension App {
    /// Launches the app as iOS does at `@main`, in `application` (a new one by default, so the
    /// delegate and life cycle are this launch's own): inside `application.perform`, creates the
    /// app (its `init()` runs), installs the `@UIApplicationDelegateAdaptor`'s delegate as
    /// `application.delegate` and tells it the app finished launching
    /// (`application(_:willFinishLaunchingWithOptions:)`, then `…didFinishLaunching…`), then shows
    /// a phone-sized window whose root is a `UIHostingController` of the first `WindowGroup`'s
    /// content. The app's `body` is evaluated again at each render, so its `@Environment`
    /// properties (`\.scenePhase`) follow the window's. Keep `application` alive as long as the
    /// window is used: a window refers to its application weakly, as in UIKit.
    /// - Throws: `AppLaunchError` when the app has no `WindowGroup`, several delegate adaptors, or
    ///   a delegate the adaptor cannot create.
    public static func launch(in application: UIApplication = UIApplication()) throws -> (application: UIApplication, window: UIWindow) {
        try application.perform {
            let app = Self()
            let name = String(reflecting: Self.self)
            let adaptors = Mirror(reflecting: app).children.compactMap { $0.value as? any ApplicationDelegateAdaptorProperty }
            guard adaptors.count <= 1 else { throw AppLaunchError.severalDelegateAdaptors(app: name, count: adaptors.count) }
            if let adaptor = adaptors.first { application.delegate = try adaptor.delegate.get() }
            application.finishLaunching()
            let root = AppRootView(app: app)
            guard !root.windowGroups(in: EnvironmentValues()).isEmpty else { throw AppLaunchError.noWindowGroup(app: name) }
            let window = UIWindow(frame: UIScreen.phone.bounds)
            application.addWindow(window)
            window.rootViewController = UIHostingController(rootView: root)
            window.makeKeyAndVisible()
            return (application, window)
        }
    }
}

/// The hosted root of a launched app: the content of its first window group, read from the app's
/// `body` at each render, as SwiftUI evaluates an app's body again when what it reads changes.
struct AppRootView<Content: App>: View, PrimitiveView {
    let app: Content

    var body: Never { fatalError("AppRootView has no body") }

    /// The app's window groups, its `@Environment` properties given `environment` first.
    func windowGroups(in environment: EnvironmentValues) -> [WindowGroupScene] {
        for child in Mirror(reflecting: app).children {
            if let missing = (child.value as? any EnvironmentProperty)?.receive(environment) { SwiftUIWarnings.log(missing) }
        }
        return app.body.windowGroups
    }

    /// The app's own state (`@State`, `@StateObject`, `@AppStorage`, `@Environment`) is kept by
    /// the host's view graph as a view's is, at the root's identity, so a change to it renders the
    /// window again.
    func resolve(in context: ResolveContext) -> [ViewNode] {
        guard context.graph.attachState(of: app, at: context.path + "#app", environment: context.environment),
            let group = context.graph.tracking({ app.body.windowGroups }).first
        else { return [] }
        return context.resolveHere(group.content)
    }
}
