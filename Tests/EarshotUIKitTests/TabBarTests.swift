import EarshotUIKit
import Testing

@MainActor
@Suite("UITabBar, UITabBarItem, UITabBarController")
struct TabBarTests {
    @Test(
        arguments: [(nil, nil), ("", nil), ("1", "1 item"), ("3", "3 items"), ("0", "0 items"), ("99+", "99+"), ("New", "New")]
            as [(String?, String?)])
    func badgeIsSpokenAsTheValue(badge: String?, value: String?) {
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        item.badgeValue = badge
        #expect(item.accessibilityValue == value)
    }

    /// A screen with a tab bar controller of three titled tabs.
    private func tabs() -> (TestScreen, UITabBarController, [UIViewController]) {
        let screen = TestScreen()
        let controllers = ["Today", "Week", "Settings"].map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        screen.window.rootViewController = tabs
        return (screen, tabs, controllers)
    }

    @Test func tabsAreTabBarItemsWithTheSelectedOneSelected() throws {
        let (_, tabs, controllers) = tabs()
        let bar = tabs.tabBar
        #expect(bar.accessibilityTraits == .tabBar)
        #expect(bar.accessibilityPositionContext == .tabs)
        #expect(!bar.isAccessibilityElement)
        #expect(bar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
        let items = try #require(bar.accessibilityElements as? [NSObject])
        #expect(items.map(\.accessibilityLabel) == ["Today", "Week", "Settings"])
        #expect(items.map(\.accessibilityTraits) == [[.button, .tabBarItem, .selected], [.button, .tabBarItem], [.button, .tabBarItem]])
        #expect(items[1].accessibilityFrame == CGRect(x: 130, y: 795, width: 130, height: 49))
        #expect(controllers[0].tabBarController === tabs)
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 795))
    }

    @Test func doubleTapOnATabSwitchesTheScreenWithoutAScreenChange() throws {
        final class Watcher: UITabBarControllerDelegate {
            var selected: [UIViewController] = []
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController)
            }
        }
        let (screen, tabs, controllers) = tabs()
        let watcher = Watcher()
        tabs.delegate = watcher
        let items = try #require(tabs.tabBar.accessibilityElements as? [NSObject])
        #expect(!screen.doubleTap(items[1]))
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === controllers[1])
        #expect(controllers[1].view.superview === tabs.view)
        #expect(controllers[0].view.superview == nil)
        #expect(items[1].accessibilityTraits.contains(.selected))
        #expect(!items[0].accessibilityTraits.contains(.selected))
        #expect(watcher.selected.count == 1)
        #expect(screen.recorder.posts.isEmpty, "focus stays on the tab bar")
    }

    /// UIKit gives a disabled tab no notEnabled trait (AccessibilitySnapshot's tab bar reference
    /// images: "Item C. Tab. 3 of 6."), but a tap on it selects nothing.
    @Test func disabledTabIsNotDimmedAndCannotBeSelected() throws {
        let (screen, tabs, controllers) = tabs()
        controllers[2].tabBarItem.isEnabled = false
        let items = try #require(tabs.tabBar.accessibilityElements as? [NSObject])
        #expect(items[2].accessibilityTraits == [.button, .tabBarItem])
        screen.doubleTap(items[2])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func standaloneTabBarTellsItsDelegate() throws {
        final class Watcher: UITabBarDelegate {
            var picked: [String?] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { picked.append(item.accessibilityLabel) }
        }
        let screen = TestScreen()
        let bar = screen.add(UITabBar(frame: CGRect(x: 0, y: 791, width: 402, height: 83)))
        let watcher = Watcher()
        bar.delegate = watcher
        bar.items = [UITabBarItem(title: "Today", image: nil, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1)]
        bar.selectedItem = bar.items?.first
        let items = try #require(bar.accessibilityElements as? [NSObject])
        #expect(items[1].accessibilityLabel == "Search")
        screen.doubleTap(items[1])
        #expect(watcher.picked == ["Search"])
        #expect(bar.selectedItem === items[1])
    }
}
