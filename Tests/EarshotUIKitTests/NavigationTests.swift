import EarshotUIKit
import Testing

@MainActor
@Suite("UINavigationController, UINavigationBar, UIBarButtonItem")
struct NavigationTests {
    /// A screen showing a navigation controller whose root is titled `rootTitle`.
    private func navigation(rootTitle: String = "Settings") -> (TestScreen, UINavigationController, UIViewController) {
        let screen = TestScreen()
        let root = UIViewController()
        root.title = rootTitle
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        return (screen, navigation, root)
    }

    private func barElements(_ navigation: UINavigationController) -> [NSObject] {
        (navigation.navigationBar.accessibilityElements as? [NSObject]) ?? []
    }

    @Test func rootScreenShowsItsTitleAsAHeadingAndNoBackButton() {
        let (_, navigation, root) = navigation()
        #expect(root.navigationController === navigation)
        #expect(navigation.topViewController === root)
        let elements = barElements(navigation)
        #expect(elements.map(\.accessibilityLabel) == ["Settings"])
        #expect(elements[0].accessibilityTraits == .header)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        #expect(navigation.navigationBar.accessibilityIdentifier == "Settings")
    }

    @Test func pushShowsABackButtonNamedForThePreviousScreenAndPostsScreenChanged() {
        let (screen, navigation, root) = navigation()
        let general = UIViewController()
        general.title = "General"
        navigation.pushViewController(general, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(general.view.superview === navigation.view)
        #expect(root.view.superview == nil)
        let elements = barElements(navigation)
        #expect(elements.map(\.accessibilityLabel) == ["Settings", "General"])
        #expect(elements[0].accessibilityTraits == [.button, .backButton])
        #expect(elements[0].accessibilityFrame == CGRect(x: 0, y: 0, width: 98, height: 44))
        #expect(screen.recorder.notifications == [.screenChanged])
        #expect(screen.recorder.posts[0].argument == nil)
    }

    /// The View Controller Programming Guide for iOS, listing 9-1: a screen that posts `.screenChanged` with its first element in
    /// `viewDidAppear` must be heard after the navigation controller's own post, so its element wins.
    @Test func pushPostsScreenChangedBeforeTheNewScreensViewDidAppear() {
        final class MyViewController: UIViewController {
            let myFirstElement = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 30))
            override func viewDidLoad() {
                super.viewDidLoad()
                myFirstElement.text = "Inbox"
                view.addSubview(myFirstElement)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIAccessibility.post(notification: .screenChanged, argument: myFirstElement)
            }
        }
        let (screen, navigation, root) = navigation()
        let detail = MyViewController()
        screen.application.perform { navigation.pushViewController(detail, animated: true) }
        #expect(screen.recorder.notifications == [.screenChanged, .screenChanged])
        #expect(screen.recorder.posts[0].argument == nil)
        #expect(screen.recorder.posts[1].argument as AnyObject? === detail.myFirstElement)
        screen.application.perform { navigation.pushViewController(UIViewController(), animated: true) }
        screen.application.perform { _ = navigation.popViewController(animated: true) }
        #expect(screen.recorder.posts.map { $0.argument as AnyObject? === detail.myFirstElement } == [false, true, false, false, true])
        #expect(navigation.viewControllers.first === root)
    }

    /// UIKit calls a controller's layout callbacks around its root view's layout: a pushed screen
    /// computes frames there (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "基本框架": an accessibility frame in `viewDidLayoutSubviews`).
    @Test func layoutCallbacksRunAroundTheRootViewsLayoutWithItsFinalFrame() {
        final class LayoutRecorder: UIViewController {
            var calls: [String] = []
            override func viewWillLayoutSubviews() { calls.append("will \(view.frame.minY)") }
            override func viewDidLayoutSubviews() { calls.append("did \(view.frame.minY)") }
        }
        let (screen, navigation, _) = navigation()
        let detail = LayoutRecorder()
        navigation.pushViewController(detail, animated: false)
        screen.window.layoutIfNeeded()
        #expect(detail.calls == ["will 44.0", "did 44.0"])
        screen.window.layoutIfNeeded()
        #expect(detail.calls.count == 2, "nothing changed, so no second layout")
        detail.view.frame.size.height = 700
        screen.window.layoutIfNeeded()
        #expect(detail.calls.count == 4)
    }

    @Test(
        arguments: [
            (nil, nil, "Settings"),
            ("Back to settings", nil, "Back to settings"),
            (nil, "Prefs", "Prefs"),
            ("Ignored", "Prefs", "Prefs"),
        ] as [(String?, String?, String)])
    func backButtonLabel(backButtonTitle: String?, backItemTitle: String?, label: String) {
        let (_, navigation, root) = navigation()
        root.navigationItem.backButtonTitle = backButtonTitle
        if let backItemTitle { root.navigationItem.backBarButtonItem = UIBarButtonItem(title: backItemTitle, style: .plain) }
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(barElements(navigation).first?.accessibilityLabel == label)
    }

    @Test func escapePopsAndIsRefusedAtTheRoot() {
        let (screen, navigation, root) = navigation()
        let detail = UIViewController()
        detail.title = "Detail"
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        detail.view.addSubview(button)
        navigation.pushViewController(detail, animated: true)
        #expect(screen.escape(from: button), "Escape walks up from the focused element to the navigation controller")
        #expect(navigation.topViewController === root)
        #expect(root.view.superview === navigation.view)
        #expect(screen.recorder.notifications == [.screenChanged, .screenChanged])
        #expect(!screen.escape(from: root.view))
        #expect(!navigation.accessibilityPerformEscape())
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func doubleTapOnTheBackButtonPops() {
        let (screen, navigation, root) = navigation()
        navigation.pushViewController(UIViewController(), animated: true)
        let back = barElements(navigation)[0]
        #expect(!screen.doubleTap(back), "the back button is tapped, like any button")
        #expect(navigation.topViewController === root)
        #expect(navigation.navigationBar.items?.count == 1)
    }

    @Test func barButtonItemsAreButtonsInReadingOrder() {
        let (screen, navigation, root) = navigation(rootTitle: "Notes")
        var added = 0
        let add = UIBarButtonItem(barButtonSystemItem: .add) { _ in added += 1 }
        let edit = UIBarButtonItem(title: "Edit", style: .plain)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel)
        root.navigationItem.rightBarButtonItems = [add, edit]
        root.navigationItem.leftBarButtonItem = cancel
        let elements = barElements(navigation)
        #expect(elements.map(\.accessibilityLabel) == ["Cancel", "Notes", "Edit", "Add"])
        #expect(add.accessibilityTraits == .button)
        #expect(add.accessibilityFrame.maxX == 382)
        #expect(!screen.doubleTap(add))
        #expect(added == 1)
        add.isEnabled = false
        #expect(add.accessibilityTraits == [.button, .notEnabled])
        screen.doubleTap(add)
        #expect(added == 1)
    }

    @Test func systemAddItemIsLabelledAdd() {
        let add = UIBarButtonItem(barButtonSystemItem: .add)
        #expect(add.accessibilityLabel == "Add")
        #expect(add.isAccessibilityElement)
        add.accessibilityLabel = "Add account"
        #expect(add.accessibilityLabel == "Add account")
        #expect(!UIBarButtonItem(barButtonSystemItem: .flexibleSpace).isAccessibilityElement)
    }

    @Test func rightToLeftMirrorsTheBar() {
        let (screen, navigation, _) = navigation()
        screen.application.preferredLanguage = "ar"
        navigation.pushViewController(UIViewController(), animated: false)
        let back = barElements(navigation)[0]
        #expect(back.accessibilityFrame.maxX == 390)
    }

    @Test func standaloneBarPopsItsItem() {
        let screen = TestScreen()
        let bar = screen.add(UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44)))
        bar.setItems([UINavigationItem(title: "General"), UINavigationItem(title: "Keyboards")], animated: false)
        let elements = (bar.accessibilityElements as? [NSObject]) ?? []
        #expect(elements.map(\.accessibilityLabel) == ["General", "Keyboards"])
        #expect(elements[1].accessibilityFrame == CGRect(x: 148.25, y: 58.5, width: 93.5, height: 21))
        screen.doubleTap(elements[0])
        #expect(bar.items?.count == 1)
        #expect(bar.accessibilityElements?.count == 1)
    }
}
