import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import Testing

/// Switch Control and Voice Control keep the tree as VoiceOver does (`KeptTree`,
/// docs/architecture.md, "Keeping the tree"): an unchanged screen is read once however many steps
/// are taken, and a change is seen at the next step.
@MainActor
@Suite("Switch Control and Voice Control keep the tree they read")
struct KeptTreeTests {
    static func rows() -> [Row] { (0..<6).map { Row("Row \($0)", row: $0) } }

    @Test func scanningAnUnchangedScreenReadsItOnce() {
        let switchControl = SwitchControl(window: Screen(Self.rows()[0], Self.rows()[1], Self.rows()[2]).window)
        for _ in 0..<12 { _ = switchControl.next() }
        _ = switchControl.previous()
        #expect(switchControl.treeReads == 1)
    }

    @Test func scanningSeesALabelChangedBetweenSteps() {
        let rows = Self.rows()
        let switchControl = SwitchControl(window: Screen(rows[0], rows[1]).window)
        _ = switchControl.next()
        rows[1].accessibilityLabel = "Renamed"
        _ = switchControl.next()
        #expect(switchControl.tree.elements.map(\.label) == ["Row 0", "Renamed"])
        // The label alone changed: the element is read again, not the screen.
        #expect(switchControl.treeReads == 1)
    }

    @Test func scanningReadsAgainAfterAStructuralChange() {
        let rows = Self.rows()
        let screen = Screen(rows[0], rows[1])
        let switchControl = SwitchControl(window: screen.window)
        _ = switchControl.next()
        screen.window.addSubview(rows[2])
        _ = switchControl.next()
        #expect(switchControl.tree.elements.map(\.label) == ["Row 0", "Row 1", "Row 2"])
        #expect(switchControl.treeReads == 2)
    }

    @Test func voiceCommandsOnAnUnchangedScreenReadItOnce() throws {
        let rows = Self.rows()
        let voiceControl = VoiceControl(window: Screen(rows[0], rows[1]).window)
        try voiceControl.perform("Show names")
        try voiceControl.perform("Show numbers")
        try voiceControl.perform("Show names")
        #expect(voiceControl.treeReads == 1)
    }
}
