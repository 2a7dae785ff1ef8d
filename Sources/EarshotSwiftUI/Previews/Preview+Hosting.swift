import EarshotUIKit

extension Preview {
    /// Shows the preview as Xcode's canvas does, in a window of `application` (a new one by
    /// default, so each preview's app state is its own): a SwiftUI view in a
    /// `UIHostingController`, a UIKit view filling a view controller's view, a view controller
    /// as the window's root. The window is the phone's screen, or the fixed layout's size
    /// (`.fixedLayout` trait, `.previewLayout(.fixed)`), turned to the orientation asked
    /// (orientation traits, `.previewInterfaceOrientation`). Keep `application` alive as long as
    /// the window is used.
    /// - Throws: `PreviewError.notAView` when the body made something else.
    @MainActor
    public func show(in application: UIApplication = UIApplication()) throws -> (application: UIApplication, window: UIWindow) {
        try application.perform {
            let controller: UIViewController
            var values = PreviewValues()
            let made: Any =
                switch content {
                case .view(let make): make()
                case .built(let make): make()
                }
            if let view = made as? any View {
                values = PreviewValues.of(view)
                controller = UIHostingController(rootView: AnyView(view))
            } else if let view = made as? UIView {
                controller = UIViewController()
                view.frame = controller.view.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                controller.view.addSubview(view)
            } else if let made = made as? UIViewController {
                controller = made
            } else {
                throw PreviewError.notAView(type: String(reflecting: type(of: made)), location: location)
            }
            var frame = UIScreen.phone.bounds
            var orientation = values.orientation
            if case .fixed(let width, let height) = values.layout { frame.size = CGSize(width: width, height: height) }
            for trait in traits {
                switch trait.value {
                case .orientation(let value): orientation = value
                case .fixedLayout(let width, let height): frame.size = CGSize(width: width, height: height)
                case .defaultLayout, .sizeThatFitsLayout: break
                }
            }
            let window = UIWindow(frame: frame)
            application.addWindow(window)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            if let orientation, orientation != .portrait { window.device.rotate(to: orientation.deviceOrientation) }
            window.layoutIfNeeded()
            return (application, window)
        }
    }

    /// The name a person knows the preview by: its own, else `.previewDisplayName`'s, else none.
    @MainActor
    public var displayName: String? {
        if let name { return name }
        let made: Any =
            switch content {
            case .view(let make): make()
            case .built(let make): make()
            }
        return (made as? any View).flatMap { PreviewValues.of($0).displayName }
    }
}

/// Why a preview cannot be shown.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
    /// The body made a value that is neither a SwiftUI view, a `UIView` nor a `UIViewController`.
    case notAView(type: String, location: String)

    public var description: String {
        switch self {
        case .notAView(let type, let location):
            "The preview at \(location) made a \(type), which is not a SwiftUI view, a UIView or a UIViewController"
        }
    }
}
