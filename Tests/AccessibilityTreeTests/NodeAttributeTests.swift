import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// An element whose getters count how often they run.
@MainActor
final class CountingElement: UIView {
    var reads: [String: Int] = [:]
    private func read(_ name: String) { reads[name, default: 0] += 1 }
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get {
            read("label")
            return "Counted"
        }
        set {}
    }
    override var accessibilityValue: String? {
        get {
            read("value")
            return "5"
        }
        set {}
    }
    override var accessibilityHint: String? {
        get {
            read("hint")
            return "Does it."
        }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            read("traits")
            return .button
        }
        set {}
    }
    override var accessibilityFrame: CGRect {
        get {
            read("frame")
            return CGRect(x: 1, y: 2, width: 3, height: 4)
        }
        set {}
    }
}

/// A view that positions its subview only when laid out.
@MainActor
final class LaysOutLate: UIView {
    let child = element("Placed by layout", x: 0, y: 0)
    override func layoutSubviews() {
        if child.superview == nil { addSubview(child) }
        child.frame = CGRect(x: 0, y: 400, width: 40, height: 20)
    }
}

/// Each node holds its attributes read once, as they were when the tree was read.
@MainActor
@Suite("Nodes: attributes read once")
struct NodeAttributeTests {
    @Test func everyAttributeIsCopiedIntoTheNode() throws {
        let window = makeWindow()
        let view = element("Play", x: 10, y: 20)
        view.accessibilityValue = "Paused"
        view.accessibilityHint = "Plays the song."
        view.accessibilityTraits = [.button, .startsMediaSession]
        view.accessibilityIdentifier = "play"
        view.accessibilityLanguage = "de-DE"
        view.accessibilityActivationPoint = CGPoint(x: 12, y: 22)
        view.accessibilityPath = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 5, height: 5))
        let action = UIAccessibilityCustomAction(name: "Share") { _ in true }
        view.accessibilityCustomActions = [action]
        view.accessibilityUserInputLabels = ["Play", "Start"]
        window.addSubview(view)

        let node = try #require(AccessibilityTree(window: window).elements.first)
        #expect(node.object === view && node.index == 0)
        #expect(node.label == "Play" && node.value == "Paused" && node.hint == "Plays the song.")
        #expect(node.traits == [.button, .startsMediaSession])
        #expect(node.identifier == "play" && node.language == "de-DE")
        #expect(node.frame == CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(node.activationPoint == CGPoint(x: 12, y: 22))
        #expect(node.path?.bounds == CGRect(x: 10, y: 20, width: 5, height: 5))
        #expect(node.customActions.map(\.name) == ["Share"])
        #expect(node.respondsToUserInteraction)
        #expect(node.userInputLabels == ["Play", "Start"])
        #expect(node.parentContainer == 0)

        // A later change does not alter the snapshot.
        view.accessibilityLabel = "Pause"
        #expect(node.label == "Play")
    }

    @Test func gettersRunOnceDuringTheWalk() {
        let window = makeWindow()
        let counted = CountingElement(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(counted)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Counted"])
        // The label is also read by the default user-input labels, which derive from it.
        #expect(counted.reads["value"] == 1 && counted.reads["hint"] == 1)
        // Traits feed the default respondsToUserInteraction; the frame the default activation point.
        #expect(counted.reads["frame"] == 2)
        #expect(tree.elements[0].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func theWindowIsLaidOutBeforeItIsRead() {
        let window = makeWindow()
        window.addSubview(element("Top", x: 0, y: 100))
        let late = LaysOutLate(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(late)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Top", "Placed by layout"])
        #expect(tree.node("Placed by layout")?.frame.minY == 400)
    }

    @Test func theRootCanItselfBeAnElement() {
        let root = element("Alone", x: 5, y: 5)
        root.addSubview(element("Never looked at"))
        let tree = AccessibilityTree(root: root)
        #expect(tree.labels == ["Alone"])
        #expect(tree.containers.isEmpty && tree.elements[0].parentContainer == nil)
    }

    @Test func indexOfFindsElementsByObject() {
        let window = makeWindow()
        let a = element("A", x: 0, y: 0)
        let b = element("B", x: 0, y: 100)
        window.addSubview(b)
        window.addSubview(a)
        let tree = AccessibilityTree(window: window)
        #expect(tree.index(of: a) == 0 && tree.index(of: b) == 1 && tree.index(of: window) == nil)
    }

    /// The input labels a node holds are what the element answered, whether UIKit's default (the
    /// label alone, which the node does not store) or the app's own list, whatever the label.
    @Test(
        "a node's input labels are what the element answered",
        arguments: [
            ("Save", nil, ["Save"]), ("Save", [], []), (nil, ["Go"], ["Go"]), ("", [""], [""]), ("", nil, []),
            ("Save", ["Save"], ["Save"]), ("Save", ["Save", "Store"], ["Save", "Store"]), ("Save", ["Keep"], ["Keep"]),
        ] as [(String?, [String]?, [String])])
    func inputLabels(label: String?, explicit: [String]?, heard: [String]) {
        let view = element("placeholder")
        view.accessibilityLabel = label
        if let explicit { view.accessibilityUserInputLabels = explicit }
        let tree = AccessibilityTree(root: view)
        #expect(tree.elements.first?.userInputLabels == heard)
    }
}
