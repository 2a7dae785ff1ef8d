import EarshotUIKit

/// A modal presentation a render asks for — a `sheet`, an `alert`, a menu picker's menu —
/// identified by the view that asks. SwiftUI presents these as UIKit presentations, and so does
/// Earshot: the hosting controller presents the controller `make` builds, VoiceOver moves into it
/// and sees nothing behind it, and focus returns when it is dismissed.
@MainActor
struct PresentationRequest {
    let key: String
    let make: () -> UIViewController
    /// Brings an already presented controller up to date with this render.
    var update: (UIViewController) -> Void = { _ in }
    /// Runs once the presentation has gone (a sheet's `onDismiss`).
    var dismissed: (() -> Void)?

    init(
        key: String, make: @escaping () -> UIViewController, update: @escaping (UIViewController) -> Void = { _ in },
        dismissed: (() -> Void)? = nil
    ) {
        self.key = key
        self.make = make
        self.update = update
        self.dismissed = dismissed
    }
}

/// What one hosting controller presented for a request.
@MainActor
struct ActivePresentation {
    let key: String
    let controller: UIViewController
    let dismissed: (() -> Void)?
}

extension HostingView {
    /// Makes UIKit's presentation match the render's first request: presents it, updates it,
    /// dismisses what is no longer asked for. A presentation UIKit already dismissed (an alert's
    /// button) is forgotten.
    func synchronizePresentation() {
        guard let controller = hostingController else { return }
        let wanted = graph.presentationRequests.first
        if let active = activePresentation {
            let stillShown = controller.presentedViewController === active.controller
            if stillShown, let wanted, wanted.key == active.key {
                wanted.update(active.controller)
                return
            }
            if stillShown { controller.dismiss(animated: false) }
            activePresentation = nil
            if let dismissed = active.dismissed { afterRender.append(dismissed) }
        }
        guard let wanted, controller.presentedViewController == nil, window != nil else { return }
        let made = wanted.make()
        activePresentation = ActivePresentation(key: wanted.key, controller: made, dismissed: wanted.dismissed)
        controller.present(made, animated: false)
    }
}
