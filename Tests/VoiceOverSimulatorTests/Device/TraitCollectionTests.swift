import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// A view that stacks its two labels in a column when its height class is regular and puts them
/// side by side, in reversed order, when it is compact — re-laid out from iOS 17's
/// `registerForTraitChanges(_:handler:)`, as Apple's documentation shows.
@MainActor
final class BadgeView: UIView {
    let count = UILabel(), caption = UILabel()
    var handled: [UIUserInterfaceSizeClass] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        count.text = "3 new"
        caption.text = "Messages"
        addSubview(count)
        addSubview(caption)
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: BadgeView, previous: UITraitCollection) in
            self.handled.append(previous.verticalSizeClass)
            self.setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if traitCollection.verticalSizeClass == .compact {
            caption.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 30)
            count.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: 30)
        } else {
            count.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 30)
            caption.frame = CGRect(x: 0, y: 40, width: bounds.width, height: 30)
        }
    }
}

/// Trait collections (UIKit's UITraitCollection documentation): inherited down the hierarchy,
/// overridden by a parent for a child, changed by rotation, watched with `traitCollectionDidChange`
/// and `registerForTraitChanges`.
@Suite("Trait collections")
@MainActor
struct TraitCollectionTests {
    @Test("A trait-change handler relays the view out, and VoiceOver reads the new order")
    func registeredHandler() {
        let controller = UIViewController()
        let badge = BadgeView(frame: CGRect(x: 20, y: 100, width: 300, height: 80))
        controller.view.addSubview(badge)
        let screen = DeviceScreen(controller)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["3 new", "Messages"])
        voiceOver.rotate(to: .landscapeLeft)
        #expect(badge.handled == [.regular])
        #expect(voiceOver.transcript() == ["Messages", "3 new"])
        // A change of another trait does not call the handler.
        voiceOver.setPreferredContentSizeCategory(.extraLarge)
        #expect(badge.handled == [.regular])
    }

    @Test("An unregistered handler is not called")
    func unregister() {
        let controller = UIViewController()
        var calls = 0
        let registration = controller.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (_: UIViewController, _: UITraitCollection) in calls += 1
        }
        let screen = DeviceScreen(controller)
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(calls == 1)
        controller.unregisterForTraitChanges(registration)
        screen.window.device.rotate(to: .portrait)
        #expect(calls == 1)
    }

    @Test("A parent's override reaches the child and its views, which are told at once")
    func overrides() {
        let parent = UIViewController()
        let child = GridViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let screen = DeviceScreen(parent)
        child.log.removeAll()
        parent.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .compact), forChild: child)
        #expect(child.traitCollection.verticalSizeClass == .compact)
        #expect(child.labels[0].traitCollection.verticalSizeClass == .compact)
        #expect(child.labels[0].traitCollection.horizontalSizeClass == .compact)
        #expect(parent.traitCollection.verticalSizeClass == .regular)
        #expect(child.log == ["traits regular → compact"])
        #expect(parent.overrideTraitCollection(forChild: child)?.verticalSizeClass == .compact)
        // Still compact in landscape, so rotating does not tell the child of a vertical change.
        child.log.removeAll()
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(!child.log.contains { $0.hasPrefix("traits") })
    }

    /// UIKit predicts a child's traits before its view is on screen: a controller pushed onto a
    /// navigation controller already has the window's size classes in `viewDidLoad`, and so have
    /// the views it builds there (UIKit's "Traits and the trait environment": traits flow down
    /// the view controller hierarchy; WWDC23 "Unleash the UIKit trait system": a view controller
    /// inherits from its parent, its view from the view controller).
    @Test("A pushed controller sees its parent's size classes in viewDidLoad")
    func predictedTraitsInViewDidLoad() {
        final class Pushed: UIViewController {
            var seen: [UIUserInterfaceSizeClass] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                view.addSubview(label)
                seen = [
                    traitCollection.horizontalSizeClass, view.traitCollection.verticalSizeClass, label.traitCollection.horizontalSizeClass,
                ]
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let screen = DeviceScreen(navigation)
        screen.window.device.rotate(to: .landscapeLeft)
        let pushed = Pushed()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.seen == [.compact, .compact, .compact])
        // A parent's override reaches the child it is set for, not yet on screen, and its views.
        let other = Pushed()
        navigation.addChild(other)
        navigation.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: other)
        other.loadViewIfNeeded()
        #expect(other.seen == [.regular, .compact, .regular])
        // A controller with no parent and no window has no size classes to predict.
        let alone = Pushed()
        alone.loadViewIfNeeded()
        #expect(alone.seen == [.unspecified, .unspecified, .unspecified])
    }

    @Test("Combining collections: the last one that specifies a trait wins (init(traitsFrom:))")
    func combining() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(preferredContentSizeCategory: .small), UITraitCollection(displayScale: .nan),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.preferredContentSizeCategory == .small)
        #expect(combined.displayScale == 0)
        #expect(combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }

    @Test("Bad input: an empty orientation mask, a rotation asked for during a rotation, a handler of another type")
    func badInput() {
        final class NoOrientation: GridViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [] }
        }
        let empty = DeviceScreen(NoOrientation())
        empty.window.device.rotate(to: .landscapeLeft)
        #expect(empty.window.bounds.size == CGSize(width: 390, height: 844))

        final class Turner: GridViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                UIDevice.current.rotate(to: .portrait)
            }
        }
        let turner = Turner()
        let nested = DeviceScreen(turner)
        nested.window.device.rotate(to: .landscapeLeft)
        #expect(nested.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(turner.log.filter { $0.hasPrefix("will transition") }.count == 1)

        let view = UIView()
        var called = false
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, _: UITraitCollection) in called = true }
        let controller = UIViewController()
        controller.view.addSubview(view)
        let screen = DeviceScreen(controller)
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(!called)
    }
}
