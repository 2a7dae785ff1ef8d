import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing

/// Real UIKit code, ported: screens whose layout comes from public apps and sample projects,
/// read as an iPhone reads them.
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
        #expect(
            Array(session.transcript().suffix(5)) == [
                "Username", "Text Field, Double tap to edit.", "Password", "Text Field, Double tap to edit.", "Login, Button",
            ])
        let view = try #require(session.delegate.navigationController?.topViewController?.view)
        let fields = view.subviewsOfType(UITextField.self)
        let labels = view.subviewsOfType(UILabel.self).filter { $0.text == "Username" || $0.text == "Password" }
        #expect(fields.count == 2 && labels.count == 2)
        for (label, field) in zip(labels, fields) {
            let labelFrame = label.convert(label.bounds, to: nil)
            let fieldFrame = field.convert(field.bounds, to: nil)
            #expect(fieldFrame.width == 150)
            #expect(fieldFrame.minX == labelFrame.maxX + 20)
        }
        let report = Auditor().audit(AccessibilityTree(window: session.window), screen: AuditScreen(name: "stack-view-login"))
        #expect(report.findings.filter { $0.ruleID == "label.field-missing" }.count == 2)
        #expect(report.findings.contains { $0.ruleID == "target.size" && $0.element?.label == "Login" })
    }

    /// The two rows of Aw79/apple-radar (SwitchLabelIssue/SwitchLabelIssue/ViewController.swift
    /// on GitHub), placed with anchors alone in a column 300 points wide from the safe area's top
    /// to its bottom: each switch is read before the label that wraps beside it, and the second
    /// row starts 20 points below the first label's last line, so its height (eleven lines at 249
    /// points wide) decides where the second switch is. The auditor reports the switches, which
    /// have no label of their own, and the black text on the blue column.
    @Test func theSwitchesAndTheirWrappingLabelsReadRowByRow() throws {
        let session = SampleSession()
        try session.show("switch-labels", as: UIViewController.self)
        let toggle = "Switch Button, Off, Double tap to toggle setting."
        #expect(
            session.transcript() == [
                "Samples, Back Button", "Switches and labels, Heading", toggle, Self.lorem, toggle, "Lorem ipsum",
            ])
        let (column, rows) = try switchRows(in: session)
        let columnFrame = column.convert(column.bounds, to: nil)
        let root = try #require(column.superview)
        #expect(columnFrame.width == 300 && columnFrame.midX == session.window.bounds.midX)
        #expect(columnFrame.minY == root.convert(root.safeAreaLayoutGuide.layoutFrame, to: nil).minY)
        #expect(columnFrame.maxY == session.window.bounds.height - 34)
        for (toggle, label) in rows {
            #expect(toggle.minX == columnFrame.minX && toggle.size == CGSize(width: 51, height: 31))
            #expect(label.minX == toggle.maxX && label.maxX == columnFrame.maxX && label.minY == toggle.minY)
        }
        let elevenLines: CGFloat = 11 * 21
        #expect(rows[0].label.height == elevenLines)
        #expect(rows[1].toggle.minY == rows[0].label.maxY + 20)
        let report = Auditor().audit(AccessibilityTree(window: session.window), screen: AuditScreen(name: "switch-labels"))
        #expect(report.findings.filter { $0.ruleID == "label.missing" }.count == 2)
        #expect(
            Set(report.findings.filter { $0.ruleID == "text.contrast" }.compactMap { $0.element?.label }) == [Self.lorem, "Lorem ipsum"])
    }

    /// In a right-to-left language the same constraints put each switch at the column's right
    /// edge and its label to the left of it; VoiceOver, reading right to left, still says each
    /// switch before its label.
    @Test func theSwitchRowsMirrorInRightToLeft() throws {
        let session = SampleSession()
        session.application.userInterfaceLayoutDirection = .rightToLeft
        try session.show("switch-labels", as: UIViewController.self)
        let toggle = "Switch Button, Off, Double tap to toggle setting."
        #expect(Array(session.transcript().suffix(4)) == [toggle, Self.lorem, toggle, "Lorem ipsum"])
        let (column, rows) = try switchRows(in: session)
        let columnFrame = column.convert(column.bounds, to: nil)
        for (toggle, label) in rows {
            #expect(toggle.maxX == columnFrame.maxX)
            #expect(label.maxX == toggle.minX && label.minX == columnFrame.minX)
        }
    }

    /// The first label's text, as the original shows it.
    private static let lorem =
        "Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore magna aliquyam erat, sed diam voluptua. At vero eos et accusam et justo duo dolores et ea rebum. Stet clita kasd gubergren, no sea takimata sanctus est Lorem ipsum dolor sit amet."

    /// The column of the "switch-labels" screen and, in window coordinates, the frame of each
    /// switch and of the label beside it (the label that follows it among the column's subviews).
    private func switchRows(in session: SampleSession) throws -> (column: UIView, rows: [(toggle: CGRect, label: CGRect)]) {
        let view = try #require(session.delegate.navigationController?.topViewController?.view)
        let toggles = view.subviewsOfType(UISwitch.self)
        try #require(toggles.count == 2)
        let column = try #require(toggles[0].superview)
        let rows = try toggles.map { toggle in
            let index = try #require(column.subviews.firstIndex { $0 === toggle })
            let label = try #require(column.subviews[index + 1] as? UILabel)
            return (toggle.convert(toggle.bounds, to: nil), label.convert(label.bounds, to: nil))
        }
        return (column, rows)
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
