import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// docs/voiceover-behaviour.md §1 (Tree walk) rule 5: the modal rule, applied separately at every level.
@MainActor
@Suite("Walk: accessibilityViewIsModal")
struct ModalTests {
    /// Five sibling wrappers "0"…"4" under the window, each holding one element; `modal` lists the
    /// wrappers marked modal, `read` the wrappers whose element is read.
    @Test(arguments: [
        (modal: [Int](), read: [0, 1, 2, 3, 4]),
        (modal: [2], read: [2]),
        (modal: [1, 3], read: [3]),
        (modal: [0, 4], read: [4]),
        (modal: [0, 1, 2, 3, 4], read: [4]),
    ])
    func onlyTheLastModalSiblingIsVisited(modal: [Int], read: [Int]) {
        let window = makeWindow()
        for index in 0..<5 {
            let wrapper = container(CGRect(x: 0, y: CGFloat(index) * 100, width: 390, height: 100), [element("\(index)")])
            wrapper.accessibilityViewIsModal = modal.contains(index)
            window.addSubview(wrapper)
        }
        #expect(AccessibilityTree(window: window).labels == read.map(String.init))
    }

    @Test func theModalRuleOnlyAffectsDirectSiblings() {
        let window = makeWindow()
        let dialog = container(
            CGRect(x: 0, y: 300, width: 390, height: 200),
            [
                element("Behind in dialog", x: 0, y: 0),
                element("Dialog button", x: 0, y: 100),
            ])
        dialog.subviews[1].accessibilityViewIsModal = true
        window.addSubview(element("Header", x: 0, y: 0))
        window.addSubview(dialog)
        // The modal element hides only its sibling inside the dialog, not "Header" outside it.
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["Header", "Dialog button"])
        // The tree records where the rule applied, for VoiceOver's modal focus.
        #expect(tree.containers.map(\.readsOnlyModal) == [false, true])
        #expect(tree.containers.last?.object === dialog)
    }

    @Test func aModalSubviewHidesSiblingsEvenWhenItIsTheFrontOne() {
        let window = makeWindow()
        let alert = container(
            CGRect(x: 50, y: 300, width: 290, height: 200),
            [
                element("Alert title", x: 0, y: 0), element("OK", x: 0, y: 100),
            ])
        alert.accessibilityViewIsModal = true
        window.addSubview(element("Behind", x: 0, y: 0))
        window.addSubview(alert)
        window.addSubview(element("In front, not modal", x: 0, y: 700))
        #expect(AccessibilityTree(window: window).labels == ["Alert title", "OK"])
    }

    @Test func theModalRuleDoesNotApplyToAccessibilityElementsArrays() {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let first = accessibilityElement("First", in: host, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let modal = accessibilityElement("Modal", in: host, frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        modal.accessibilityViewIsModal = true
        host.accessibilityElements = [first, modal]
        window.addSubview(host)
        #expect(AccessibilityTree(window: window).labels == ["First", "Modal"])
    }
}
