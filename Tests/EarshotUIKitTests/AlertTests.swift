import EarshotUIKit
import Testing

@MainActor
@Suite("UIAlertController")
struct AlertTests {
    /// A screen showing a root view controller, and an alert with Cancel and Delete.
    private func alertScreen(cancel: Bool = true) -> (TestScreen, UIViewController, UIAlertController, Box) {
        let screen = TestScreen()
        let root = UIViewController()
        screen.window.rootViewController = root
        let ran = Box()
        let alert = UIAlertController(title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ran.names.append("Delete") })
        if cancel { alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.names.append("Cancel") }) }
        return (screen, root, alert, ran)
    }

    final class Box {
        var names: [String] = []
    }

    /// The labels and traits of the elements in the alert's view, in subview order.
    private func elements(of alert: UIAlertController) -> [(String?, UIAccessibilityTraits)] {
        var result: [(String?, UIAccessibilityTraits)] = []
        var stack: [UIView] = [alert.view]
        while let view = stack.popLast() {
            if view.isAccessibilityElement, !view.isHidden {
                result.append((view.accessibilityLabel, view.accessibilityTraits))
                continue
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    @Test func presentedAlertIsModalAndMovesFocusIn() {
        let (screen, root, alert, _) = alertScreen()
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        #expect(alert.view.accessibilityViewIsModal)
        #expect(alert.view.window === screen.window)
        #expect(screen.recorder.notifications == [.screenChanged])
        let found = elements(of: alert)
        #expect(found.map(\.0) == ["Delete note?", "This cannot be undone.", "Cancel", "Delete"])
        #expect(found.map(\.1) == [.staticText, .staticText, .button, .button])
    }

    @Test func escapeRunsTheCancelActionAndDismisses() {
        let (screen, root, alert, ran) = alertScreen()
        root.present(alert, animated: true)
        let deleteButton = alert.view.subviews[0].subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Delete" }
        #expect(deleteButton != nil)
        #expect(screen.escape(from: deleteButton ?? alert.view))
        #expect(ran.names == ["Cancel"])
        #expect(root.presentedViewController == nil)
        #expect(alert.view.window == nil)
    }

    @Test func alertWithoutCancelCannotBeEscaped() {
        let (screen, root, alert, ran) = alertScreen(cancel: false)
        root.present(alert, animated: true)
        #expect(!alert.accessibilityPerformEscape())
        #expect(ran.names.isEmpty)
        #expect(root.presentedViewController === alert)
        _ = screen
    }

    @Test func doubleTapOnAnActionRunsItAfterDismissing() throws {
        let (screen, root, alert, ran) = alertScreen()
        root.present(alert, animated: true)
        let button = try #require(alert.view.subviews[0].subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Delete" })
        screen.doubleTap(button)
        #expect(ran.names == ["Delete"])
        #expect(root.presentedViewController == nil)
    }

    @Test func threeActionsStackWithCancelLastAndDisabledActionsAreDimmed() {
        let alert = UIAlertController(title: nil, message: "Share", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let mail = UIAlertAction(title: "Mail", style: .default)
        mail.isEnabled = false
        alert.addAction(mail)
        alert.addAction(UIAlertAction(title: "Messages", style: .default))
        let found = elements(of: alert)
        #expect(found.map(\.0) == ["Share", "Mail", "Messages", "Cancel"])
        #expect(found[1].1 == [.button, .notEnabled])
    }
}
