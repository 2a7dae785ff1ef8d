import EarshotUIKit
import Testing

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver)'s APLCoffeeControl, with only its import line changed from UIKit (and the Objective-C
/// translated to Swift): it must compile and behave as written.
@MainActor
final class APLCoffeeControl: UIControl {
    var isOn = false
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityHint: String? {
        get { "Show or hide coffee locations" }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Coffee" }
        set {}
    }
    override var accessibilityValue: String? {
        get { isOn ? "On" : "Off" }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .button }
        set {}
    }
    override func accessibilityActivate() -> Bool {
        isOn.toggle()
        return true
    }
}

/// The Accessibility Programming Guide for iOS's MultiFacetedView: a container answering through the count / element-at / index methods.
@MainActor
final class MultiFacetedView: UIView {
    private var accessibleElements: [UIAccessibilityElement]?
    private func elements() -> [UIAccessibilityElement] {
        if let accessibleElements { return accessibleElements }
        let first = UIAccessibilityElement(accessibilityContainer: self)
        first.accessibilityLabel = "First facet"
        let second = UIAccessibilityElement(accessibilityContainer: self)
        second.accessibilityLabel = "Second facet"
        accessibleElements = [first, second]
        return [first, second]
    }
    override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
    override func accessibilityElementCount() -> Int { elements().count }
    override func accessibilityElement(at index: Int) -> Any? { elements()[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
        elements().firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}

/// A custom accessibility object that is neither a view nor a UIAccessibilityElement, as iOS allows.
@MainActor
final class CustomObject: NSObject {
    override var accessibilityLabel: String? {
        get { "Custom" }
        set {}
    }
}

@MainActor
@Suite("The UIAccessibility informal protocol")
struct UIAccessibilityProtocolTests {
    @Test func plainObjectsAndViewsHaveUIKitsDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal)
        #expect(!view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityContainerType == .none)
        #expect(view.accessibilityElements == nil && view.accessibilityElementCount() == 0)
        #expect(!view.accessibilityActivate() && !view.accessibilityPerformEscape() && !view.accessibilityPerformMagicTap())
        #expect(!view.accessibilityScroll(.down))
        #expect(!view.accessibilityElementIsFocused())
        #expect(CustomObject().accessibilityLabel == "Custom")
    }

    @Test func settingNilRestoresTheDefault() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Play"
        #expect(view.accessibilityUserInputLabels == ["Play"])
        view.accessibilityLabel = nil
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityUserInputLabels == [])
    }

    @Test func traitsComposeAsAnOptionSetWithUIKitsBits() {
        var traits: UIAccessibilityTraits = [.button, .selected]
        traits.insert(.header)
        traits.remove(.selected)
        #expect(traits.rawValue == 0x1 | 0x10000)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 0x1000)
        #expect(UIAccessibilityTraits.tabBar.rawValue == 0x8000)
        #expect(UIAccessibilityTraits.toggleButton.rawValue == 1 << 53)
        #expect(UIAccessibilityTraits.switchButton == .toggleButton && UIAccessibilityTraits.none.isEmpty)
        #expect(traits.names == ["button", "header"])
        #expect(UIAccessibilityTraits(rawValue: 1 << 40).names == ["bit40"])
    }

    @Test(arguments: UIAccessibilityTraits.named.map(\.name))
    func everyTraitNameRoundTrips(name: String) {
        let trait = UIAccessibilityTraits(name: name)
        #expect(trait != nil)
        #expect(trait?.names == [name])
    }

    @Test func subclassOverridesLikeTheSeedsWork() {
        let coffee = APLCoffeeControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(coffee.accessibilityLabel == "Coffee" && coffee.accessibilityValue == "Off")
        #expect(coffee.accessibilityActivate())
        #expect(coffee.accessibilityValue == "On")
        #expect(coffee.accessibilityRespondsToUserInteraction)
        let container = MultiFacetedView()
        #expect(container.accessibilityElementCount() == 2)
        let second = container.accessibilityElement(at: 1) as? UIAccessibilityElement
        #expect(second?.accessibilityLabel == "Second facet")
        #expect(second.map { container.index(ofAccessibilityElement: $0) } == 1)
        #expect(container.index(ofAccessibilityElement: UIView()) == NSNotFound)
    }

    @Test func accessibilityElementsArrayAnswersTheContainerMethods() {
        let view = UIView()
        let a = UIAccessibilityElement(accessibilityContainer: view)
        let b = UIView()
        view.accessibilityElements = [a, b]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as AnyObject === b)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.index(ofAccessibilityElement: b) == 1)
    }

    @Test func customActionsRunTheirHandlers() {
        var log: [String] = []
        let hello = UIAccessibilityCustomAction(name: "Say hello") { action in
            log.append(action.name)
            return true
        }
        final class Target { var count = 0 }
        let target = Target()
        let goodbye = UIAccessibilityCustomAction(name: "Say goodbye", target: target) { target in
            target.count += 1
            return true
        }
        #expect(hello.perform() && goodbye.perform())
        #expect(log == ["Say hello"] && target.count == 1)
        #expect(!UIAccessibilityCustomAction(name: "Nothing").perform())
    }

    @Test func customRotorsSearch() {
        let target = UIView()
        let rotor = UIAccessibilityCustomRotor(name: "Warnings") { predicate in
            predicate.searchDirection == .next ? UIAccessibilityCustomRotor.ItemResult(targetElement: target, targetRange: nil) : nil
        }
        let next = rotor.itemSearchBlock(.init(currentItem: .init(targetElement: nil, targetRange: nil), searchDirection: .next))
        #expect(next?.targetElement === target)
        let previous = rotor.itemSearchBlock(.init(currentItem: .init(targetElement: target, targetRange: nil), searchDirection: .previous))
        #expect(previous == nil)
        #expect(UIAccessibilityCustomRotor(systemType: .headingLevel2) { _ in nil }.name == "Heading 2")
    }
}

@MainActor
@Suite("Notifications reach only their application")
struct NotificationRoutingTests {
    final class Recorder: AssistiveTechnology {
        var received: [(UIAccessibility.Notification, String?)] = []
        func application(_ application: UIApplication, didPost notification: UIAccessibility.Notification, argument: Any?) {
            received.append((notification, argument as? String ?? (argument as? NSObject)?.accessibilityLabel))
        }
    }

    @Test func postsRouteByArgumentOrRunningApplication() {
        let first = UIApplication()
        let second = UIApplication()
        let firstRecorder = Recorder()
        let secondRecorder = Recorder()
        first.addAssistiveTechnology(firstRecorder)
        second.addAssistiveTechnology(secondRecorder)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        second.addWindow(window)
        let button = UIView()
        button.accessibilityLabel = "Target"
        window.addSubview(button)

        first.perform { UIAccessibility.post(notification: .announcement, argument: "Hello") }
        UIAccessibility.post(notification: .layoutChanged, argument: button)
        // The test's own code belongs to the technologies it started: both hear it.
        UIAccessibility.post(notification: .announcement, argument: "Both")

        #expect(firstRecorder.received.map(\.0) == [.announcement, .announcement])
        #expect(firstRecorder.received.map(\.1) == ["Hello", "Both"])
        #expect(secondRecorder.received.map(\.0) == [.layoutChanged, .announcement])
        #expect(secondRecorder.received.map(\.1) == ["Target", "Both"])
    }

    /// Code in a task that started no technology, outside any scope, reaches none, as on a device
    /// with VoiceOver off: a test never hears another's.
    @Test func aTaskThatStartedNoTechnologyReachesNone() async {
        let application = UIApplication()
        let recorder = Recorder()
        application.addAssistiveTechnology(recorder)
        await Task.detached { @MainActor in
            UIAccessibility.post(notification: .announcement, argument: "Nobody listens")
            #expect(!UIAccessibility.isVoiceOverRunning)
        }.value
        #expect(recorder.received.isEmpty)
    }

    @Test func sharedIsTheApplicationRunningTheCode() {
        let application = UIApplication()
        application.perform {
            #expect(UIApplication.shared === application)
            #expect(!UIAccessibility.isVoiceOverRunning)
        }
        #expect(UIApplication.shared !== application)
    }

    @Test func notificationRawValuesAreUIKits() {
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        #expect(UIAccessibility.Notification.pageScrolled.rawValue == 1009)
    }
}

@MainActor
@Suite("Responder chain")
struct ResponderChainTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    @Test func viewToControllerToWindowToApplicationToDelegate() {
        let application = UIApplication()
        let delegate = Delegate()
        application.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        application.addWindow(window)
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIView()
        controller.view.addSubview(button)

        var chain: [UIResponder] = []
        var current: UIResponder? = button
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        #expect(chain.count == 6)
        #expect(chain[0] === button && chain[1] === controller.view && chain[2] === controller)
        #expect(chain[3] === window && chain[4] === application && chain[5] === delegate)
    }

    @Test func presentedControllerIsModalAndChainsToThePresenter() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        UIApplication().addWindow(window)
        let root = UIViewController()
        window.rootViewController = root
        let modal = UIViewController()
        var appeared = false
        final class Probe: UIViewController {
            var onAppear: () -> Void = {}
            override func viewDidAppear(_ animated: Bool) { onAppear() }
        }
        let probe = Probe()
        probe.onAppear = { appeared = true }
        root.present(probe, animated: false)
        #expect(appeared)
        #expect(probe.view.superview?.accessibilityViewIsModal == true)
        #expect(probe.next === root)
        #expect(root.presentedViewController === probe)
        probe.dismiss(animated: false)
        #expect(probe.view.superview == nil && root.presentedViewController == nil)
        _ = modal
    }
}
