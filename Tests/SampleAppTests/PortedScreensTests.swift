import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing

/// Real UIKit code, ported: screens whose layout comes from public apps and sample projects,
/// read as an iPhone reads them (issue 10, part 7).
@MainActor
@Suite("Ported screens")
struct PortedScreensTests {
    /// The login form of prrenfrew/StackViewProjects (StackViewProject/ViewController.swift on
    /// GitHub): nested stack views centred by two anchors. VoiceOver reads it top to bottom, each
    /// row's label before its field, as the rows put them side by side; the auditor reports what
    /// the original leaves out.
    @Test func theStackViewLoginFormReadsRowByRow() throws {
        let session = SampleSession()
        try session.show("stack-view-login", as: UIViewController.self)
        #expect(Array(session.transcript().suffix(5)) == [
            "Username", "Text Field, Double tap to edit.", "Password", "Text Field, Double tap to edit.", "Login, Button",
        ])
        let view = try #require(session.delegate.navigationController?.topViewController?.view)
        let fields = view.subviewsOfType(UITextField.self)
        let labels = view.subviewsOfType(UILabel.self).filter { $0.text == "Username" || $0.text == "Password" }
        #expect(fields.count == 2 && labels.count == 2)
        for (label, field) in zip(labels, fields) {
            let labelFrame = label.convert(label.bounds, to: nil), fieldFrame = field.convert(field.bounds, to: nil)
            #expect(fieldFrame.width == 150)
            #expect(fieldFrame.minX == labelFrame.maxX + 20)
        }
        let report = Auditor().audit(AccessibilityTree(window: session.window), screen: AuditScreen(name: "stack-view-login"))
        #expect(report.findings.filter { $0.ruleID == "label.field-missing" }.count == 2)
        #expect(report.findings.contains { $0.ruleID == "target.size" && $0.element?.label == "Login" })
    }
}

extension UIView {
    /// Every view of type `T` in this subtree, in preorder.
    fileprivate func subviewsOfType<T: UIView>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let match = view as? T { found.append(match) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
