import EarshotUIKit
import Testing

@testable import AccessibilityAudit

/// A custom alert: a dimming overlay holding a card with a message and buttons.
@MainActor
func customAlert(buttons: [String], modal: Bool, dims: Bool = true) -> UIView {
    let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    if dims { overlay.backgroundColor = UIColor(white: 0, alpha: 0.4) }
    let card = UIView(frame: CGRect(x: 40, y: 300, width: 310, height: 200))
    card.backgroundColor = .white
    card.addSubview(text("Delete this trip?", frame: CGRect(x: 20, y: 20, width: 270, height: 22)))
    for (offset, title) in buttons.enumerated() {
        card.addSubview(TestButton(title, frame: CGRect(x: 20 + CGFloat(offset) * 140, y: 130, width: 130, height: 44)))
    }
    overlay.addSubview(card)
    overlay.accessibilityViewIsModal = modal
    return overlay
}

@MainActor
@Suite("modal.leak")
struct ModalLeakTests {
    @Test func overlayWithoutTheModalFlag() {
        let screen = TestScreen().add(
            TestButton("Book trip", frame: CGRect(x: 20, y: 700, width: 200, height: 44)),
            customAlert(buttons: ["Cancel", "Delete"], modal: false))
        let findings = screen.findings(ModalLeak())
        #expect(findings.labels == ["Book trip"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.needsReview == true)
    }

    /// The flag on a view nested one level too deep hides only its siblings inside the wrapper.
    @Test func modalNestedTooDeep() {
        let wrapper = group(
            CGRect(x: 0, y: 0, width: 390, height: 844), [customAlert(buttons: ["Cancel", "Delete"], modal: true, dims: false)])
        let screen = TestScreen().add(TestButton("Book trip", frame: CGRect(x: 20, y: 700, width: 200, height: 44)), wrapper)
        let findings = screen.findings(ModalLeak())
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.first?.message.contains("1 element outside the modal") == true)
    }

    @Test func modalSiblingOfTheContent() {
        let screen = TestScreen().add(
            TestButton("Book trip", frame: CGRect(x: 20, y: 700, width: 200, height: 44)),
            customAlert(buttons: ["Cancel", "Delete"], modal: true))
        #expect(screen.tree.elements.count == 3)
        #expect(screen.findings(ModalLeak()).isEmpty)
    }

    @Test func fullScreenContentViewIsNotAnOverlay() {
        let content = group(CGRect(x: 0, y: 0, width: 390, height: 844), [TestButton("Book trip")])
        content.backgroundColor = .white
        #expect(TestScreen().add(content).findings(ModalLeak()).isEmpty)
    }
}

@MainActor
@Suite("modal.no-escape")
struct ModalNoEscapeTests {
    @Test func modalWithNothingToPress() {
        let screen = TestScreen().add(customAlert(buttons: [], modal: true))
        #expect(screen.findings(ModalNoEscape()).map(\.severity) == [.error])
    }

    @Test func modalWithoutADismissingControl() {
        let findings = TestScreen().add(customAlert(buttons: ["Delete"], modal: true)).findings(ModalNoEscape())
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.needsReview == true)
    }

    @Test(arguments: ["Cancel", "OK", "Close", "Отмена", "取消"])
    func modalWithADismissingControl(_ title: String) {
        #expect(TestScreen().add(customAlert(buttons: ["Delete", title], modal: true)).findings(ModalNoEscape()).isEmpty)
    }
}
