import EarshotUIKit
import Foundation
import Testing

@MainActor
private final class Observer {
    var received: [String] = []
    func changed(_ notification: Notification) { received.append("changed \(notification.name.rawValue)") }
    func legacy(_ notification: NSNotification?) { received.append("legacy \(notification?.name.rawValue ?? "")") }
    func bare() { received.append("bare") }
    func add(_ item: UIBarButtonItem) { received.append("add \(item.accessibilityLabel ?? "")") }
    func done() { received.append("done") }
}

@MainActor
@Suite("Typed target–action: notifications and bar button items")
struct TypedTargetActionTests {
    private let name = Notification.Name("EarshotTypedObserverTests")

    /// Apple's `NotificationCenter.addObserver(_:selector:name:object:)`, typed: the method is
    /// called for each post, whichever notification type it takes (`Notification`,
    /// `NSNotification?`, nothing).
    @Test func aTypedObserverIsCalledForEachPost() {
        let observer = Observer()
        let center = NotificationCenter()
        center.addObserver(observer, selector: Observer.changed, name: name, object: nil)
        center.addObserver(observer, selector: Observer.legacy, name: name, object: nil)
        center.addObserver(observer, selector: Observer.bare, name: name, object: nil)
        center.post(name: name, object: nil)
        // Foundation does not promise an order among observers of one post.
        #expect(observer.received.sorted() == ["bare", "changed \(name.rawValue)", "legacy \(name.rawValue)"])
    }

    /// `removeObserver(_:)` and `removeObserver(_:name:object:)` stop the typed registrations.
    @Test func removeObserverStopsDelivery() {
        let observer = Observer()
        let other = Notification.Name("EarshotTypedObserverTests.other")
        let center = NotificationCenter()
        center.addObserver(observer, selector: Observer.changed, name: name, object: nil)
        center.addObserver(observer, selector: Observer.changed, name: other, object: nil)
        center.removeObserver(observer, name: other, object: nil)
        center.post(name: other, object: nil)
        center.post(name: name, object: nil)
        #expect(observer.received == ["changed \(name.rawValue)"])
        center.removeObserver(observer)
        center.post(name: name, object: nil)
        #expect(observer.received.count == 1)
    }

    /// Since iOS 9 the center holds observers weakly: one that is gone is not called (and its
    /// registration goes on the next post).
    @Test func anObserverThatIsGoneIsNotCalled() {
        final class Box { var count = 0 }
        @MainActor final class Counting {
            let box: Box
            init(_ box: Box) { self.box = box }
            func changed(_ notification: Notification) { box.count += 1 }
        }
        let box = Box()
        let center = NotificationCenter()
        var observer: Counting? = Counting(box)
        center.addObserver(observer!, selector: Counting.changed, name: name, object: nil)
        center.post(name: name, object: nil)
        observer = nil
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(box.count == 1)
    }

    /// `UIBarButtonItem(barButtonSystemItem:target:action:)` and `(title:style:target:action:)`,
    /// typed: tapping the item calls the method, with the item when it takes one.
    @Test func barButtonItemsCallTheirTypedTargets() {
        let observer = Observer()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: observer, action: Observer.add)
        let done = UIBarButtonItem(title: "Done", style: .done, target: observer, action: Observer.done)
        let image = UIBarButtonItem(image: nil, style: .plain, target: observer, action: Observer.add)
        add.performPrimaryAction()
        done.performPrimaryAction()
        image.performPrimaryAction()
        #expect(observer.received == ["add Add", "done", "add "])
    }

    /// UIKit holds a bar button item's target weakly: once it is gone, a tap calls nothing.
    @Test func aBarButtonItemWhoseTargetIsGoneCallsNothing() {
        final class Box { var count = 0 }
        @MainActor final class Counting {
            let box: Box
            init(_ box: Box) { self.box = box }
            func done() { box.count += 1 }
        }
        let box = Box()
        var target: Counting? = Counting(box)
        let item = UIBarButtonItem(title: "Done", style: .done, target: target!, action: Counting.done)
        item.performPrimaryAction()
        target = nil
        item.performPrimaryAction()
        #expect(box.count == 1)
    }

    /// `UIAction` keeps what menus read: image, attributes, state.
    @Test func anActionKeepsItsAttributesAndState() {
        let action = UIAction(title: "Delete", attributes: [.destructive, .disabled], state: .on) { _ in }
        #expect(action.title == "Delete")
        #expect(action.attributes == [.destructive, .disabled])
        #expect(action.state == .on)
        action.state = .mixed
        #expect(action.state == .mixed)
    }
}
