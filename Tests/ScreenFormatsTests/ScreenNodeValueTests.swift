import EarshotUIKit
import Testing

@testable import ScreenFormats

/// A screen node is a value: its type-specific keys and its rare keys each live in one shared
/// object (`ScreenNode+TypeSpecificKeys.swift`, `ScreenNode+RareKeys.swift`, `OutOfLineKeys`) so
/// that nodes setting none stay small, and that must not show. Copies change independently, and nodes compare and hash by their keys alone.
@Suite("Screen files: a node is a value, however its keys are stored")
struct ScreenNodeValueTests {
    @Test func aCopyChangesAlone() {
        var original = ScreenNode(type: .switch)
        original.isOn = true
        original.text = "Wi-Fi"
        var copy = original
        copy.isOn = false
        #expect(original.isOn == true)
        #expect(copy.isOn == false)
        #expect(copy.text == "Wi-Fi")
        #expect(original != copy)
        copy.isOn = true
        #expect(original == copy)
        #expect(original.hashValue == copy.hashValue)
    }

    /// A key set and cleared again leaves the node equal to one that never set it, as a stored
    /// optional would.
    @Test func aClearedKeyIsNoKey() {
        var cleared = ScreenNode(type: .label)
        cleared.detailText = "Detail"
        cleared.detailText = nil
        let fresh = ScreenNode(type: .label)
        #expect(cleared == fresh)
        #expect(cleared.hashValue == fresh.hashValue)
        #expect(Set([cleared, fresh]).count == 1)
    }

    /// The rare keys behave as stored optionals too: copies change alone, and a cleared key is no key.
    @Test func rareKeysAreValues() {
        var original = ScreenNode(type: .button)
        original.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.language = "fr-FR"
        var copy = original
        copy.language = "de-DE"
        #expect(original.language == "fr-FR" && copy.language == "de-DE")
        #expect(copy.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(original != copy)
        copy.language = "fr-FR"
        #expect(original == copy && original.hashValue == copy.hashValue)
        var cleared = ScreenNode(type: .button)
        cleared.path = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)]
        cleared.path = nil
        cleared.viewIsModal = nil
        #expect(cleared == ScreenNode(type: .button) && cleared.hashValue == ScreenNode(type: .button).hashValue)
    }

    /// Every rare key reads back what was set.
    @Test func everyRareKeyIsKept() {
        var node = ScreenNode(type: .view)
        node.addTraits = ["header"]
        node.removeTraits = ["button"]
        node.language = "ja-JP"
        node.accessibilityFrame = CGRect(x: 1, y: 1, width: 2, height: 2)
        node.touchArea = CGRect(x: 0, y: 0, width: 9, height: 9)
        node.activationPoint = CGPoint(x: 5, y: 6)
        node.path = [CGPoint(x: 1, y: 2)]
        node.elementsHidden = true
        node.viewIsModal = true
        node.groupsChildren = false
        node.containerType = .list
        node.customActions = ["Delete"]
        #expect(node.addTraits == ["header"] && node.removeTraits == ["button"] && node.language == "ja-JP")
        #expect(
            node.accessibilityFrame == CGRect(x: 1, y: 1, width: 2, height: 2) && node.touchArea == CGRect(x: 0, y: 0, width: 9, height: 9))
        #expect(node.activationPoint == CGPoint(x: 5, y: 6) && node.path == [CGPoint(x: 1, y: 2)])
        #expect([node.elementsHidden, node.viewIsModal, node.groupsChildren] == [true, true, false])
        #expect(node.containerType == .list && node.customActions == ["Delete"])
        #expect(node != ScreenNode(type: .view))
    }

    /// Every type-specific key reads back what was set, and changes the node's equality.
    @Test func everyKeyIsKept() {
        var node = ScreenNode(type: .view)
        node.text = "t"
        node.title = "T"
        node.isEnabled = false
        node.isSelected = true
        node.isOn = true
        node.minimum = 1
        node.maximum = 9
        node.current = 5
        node.step = 2
        node.segments = ["A", "B"]
        node.selectedIndex = 1
        node.pages = 3
        node.currentPage = 2
        node.progress = 0.5
        node.isAnimating = false
        node.placeholder = "p"
        node.isSecure = true
        node.isEditing = true
        node.detailText = "d"
        node.accessory = .checkmark
        node.contentSize = CGSize(width: 1, height: 2)
        node.contentOffset = CGPoint(x: 3, y: 4)
        node.isPagingEnabled = true
        node.backTitle = "Back"
        node.items = [ScreenNode.TabBarItem(title: "Home")]
        node.message = "m"
        node.actions = ["OK"]
        #expect(node.setTypeKeys.count == 27)
        #expect(
            [node.text, node.title, node.placeholder, node.detailText, node.backTitle, node.message] == ["t", "T", "p", "d", "Back", "m"])
        #expect(
            [node.isEnabled, node.isSelected, node.isOn, node.isAnimating, node.isSecure, node.isEditing, node.isPagingEnabled]
                == [false, true, true, false, true, true, true])
        #expect([node.minimum, node.maximum, node.current, node.step, node.progress] == [1, 9, 5, 2, 0.5])
        #expect([node.selectedIndex, node.pages, node.currentPage] == [1, 3, 2])
        #expect(node.segments == ["A", "B"] && node.actions == ["OK"] && node.items == [ScreenNode.TabBarItem(title: "Home")])
        #expect(
            node.accessory == .checkmark && node.contentSize == CGSize(width: 1, height: 2) && node.contentOffset == CGPoint(x: 3, y: 4))
        #expect(node != ScreenNode(type: .view))
    }
}
