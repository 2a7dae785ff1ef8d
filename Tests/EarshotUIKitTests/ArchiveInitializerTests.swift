import EarshotUIKit
import Foundation
import Testing

/// Subclasses written as apps write them for iOS, where `init?(coder:)` is a designated, required
/// initializer of `UIView` and `UIViewController` (Apple's documentation for `UIView` and
/// `UIViewController`, "init(coder:)", from NSCoding). Earshot has no archives, so the initializer
/// answers nil (docs/uikit.md, "Storyboards and nibs").
@MainActor
@Suite("init?(coder:) as apps write it")
struct ArchiveInitializerTests {
    /// A view that sets itself up from either initializer, calling super in both.
    final class BadgeView: UIView {
        let label = UILabel()
        private(set) var setUpCount = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            setUpCount += 1
            label.text = "3 new"
            addSubview(label)
        }
    }

    /// A controller made in code only: its archive initializer stops the program, as apps write it.
    final class ProfileViewController: UIViewController {
        let name: String

        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
            label.text = name
            view.addSubview(label)
        }
    }

    /// A controller whose archive initializer calls super, then sets itself up.
    final class ArchivedViewController: UIViewController {
        private(set) var setUpRan = false

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpRan = true
        }
    }

    @Test func appSubclassesMadeInCodeWork() {
        let screen = TestScreen()
        let badge = screen.add(BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
        #expect(badge.setUpCount == 1)
        #expect(badge.subviews.first === badge.label)
        #expect(badge.label.accessibilityLabel == "3 new")
        let profile = ProfileViewController(name: "Ada Lovelace")
        screen.window.rootViewController = profile
        #expect(profile.view.subviews.compactMap { ($0 as? UILabel)?.accessibilityLabel } == ["Ada Lovelace"])
    }

    /// There is no archive to decode: the chain through `super.init(coder:)` answers nil and the
    /// subclass's set-up after it does not run.
    @Test func theArchiveInitializerAnswersNilThroughSuper() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(BadgeView(coder: coder) == nil)
        #expect(ArchivedViewController(coder: coder) == nil)
        #expect(UILabel(coder: coder) == nil)
        #expect(UIViewController(coder: coder) == nil)
    }
}
