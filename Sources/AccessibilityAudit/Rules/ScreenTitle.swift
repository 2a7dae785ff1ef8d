import AccessibilityTree
import EarshotUIKit

/// `screen.title`: a screen with no title.
///
/// Arriving on a screen, VoiceOver users first want its name, usually a navigation bar title
/// spoken as a heading. Without a heading near the top and without a view controller title, they
/// must explore to find out where they are. A title equal to the app's name (`app-name`) says
/// nothing about the screen (info). Fix: set the view controller's `title`, or mark the screen's
/// title label with the header trait. Tools: axe (2.4.2).
public struct ScreenTitle: AuditRule {
    public let id = "screen.title"
    public let defaultSeverity = Severity.warning
    public let summary = "The screen has no title: no heading at the top and no view controller title."
    public let help = """
        Users orient themselves by the screen's title, normally the navigation bar title read as a \
        heading. Set the view controller's title, or give the title label the header trait. A title \
        that only repeats the app's name (app-name) does not tell screens apart.
        """
    public let tags = ["wcag:2.4.2", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        guard !context.tree.elements.isEmpty else { return [] }
        let screen = context.screenBounds
        let topLimit = screen.minY + screen.height * 0.3
        // A loop: see docs/architecture.md, "Closures in hot loops".
        var heading: AccessibilityNode?
        for node in context.tree.elements
        where node.traits.contains(.header) && !context.facts(of: node).label.isEmpty
            && (node.index < 3 || node.frame.minY < topLimit)
        {
            heading = node
            break
        }
        let title = heading.map { context.facts(of: $0).label } ?? controllerTitle(context)
        guard let title else {
            return [
                context.screenFinding(
                    self,
                    "The screen has no title: no heading near the top and no view controller title. Set the view controller's title or mark the title with the header trait."
                )
            ]
        }
        if let app = context.configuration.appName, !app.isEmpty, AuditText.normalized(app) == AuditText.normalized(title) {
            let message = "The screen's title \"\(title)\" is only the app's name; name the screen."
            if let heading { return [context.finding(self, heading, message, severity: .info)] }
            return [context.screenFinding(self, message, severity: .info)]
        }
        return []
    }

    /// The title of the view controller in front: the window's root, then what it presents, then
    /// its last child, as far as they go.
    @MainActor
    private func controllerTitle(_ context: AuditContext) -> String? {
        guard let window = context.rootView as? UIWindow, var controller = window.rootViewController else { return nil }
        var steps = 0
        while steps < 1_000 {
            steps += 1
            if let presented = controller.presentedViewController {
                controller = presented
            } else if let last = controller.children.last {
                controller = last
            } else {
                break
            }
        }
        var current: UIViewController? = controller
        while let candidate = current {
            let title = AuditText.trimmed(candidate.title)
            if !title.isEmpty { return title }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }
}
