import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("traits.conflict")
struct TraitsConflictTests {
    @Test(arguments: [
        UIAccessibilityTraits([.button, .searchField]), [.button, .link], [.link, .keyboardKey], [.adjustable, .button],
        [.adjustable, .header],
    ])
    func conflicts(_ traits: UIAccessibilityTraits) {
        #expect(TestScreen().add(element("Find", traits: traits)).findings(TraitsConflict()).count == 1)
    }

    @Test(arguments: [
        UIAccessibilityTraits([.button, .playsSound]), [.button, .selected], [.button, .toggleButton], [.searchField, .textEntry],
        [.adjustable, .updatesFrequently], [.header],
    ])
    func roleWithBehaviour(_ traits: UIAccessibilityTraits) {
        #expect(TestScreen().add(element("Play", traits: traits)).findings(TraitsConflict()).isEmpty)
    }

    /// iOS's own keyboard keys carry button + keyboard key (the Spanish Settings search dump's
    /// "Teclado siguiente" and "Dictar", Fixtures/real-dumps): not the app's conflict to fix.
    @Test func systemKeyboardKeysAreNotAConflict() {
        #expect(TestScreen().add(element("Dictar", traits: [.button, .keyboardKey])).findings(TraitsConflict()).isEmpty)
        #expect(TestScreen().add(element("Dictar", traits: [.button, .keyboardKey, .link])).findings(TraitsConflict()).count == 1)
    }
}

@MainActor
@Suite("traits.adjustable-incomplete")
struct TraitsAdjustableIncompleteTests {
    @Test func adjustableWithoutValue() {
        let findings = TestScreen().add(element("Travelers", traits: .adjustable)).findings(TraitsAdjustableIncomplete())
        #expect(findings.first?.message.contains("nothing after a swipe") == true)
    }

    @Test func adjustableWithValue() {
        #expect(TestScreen().add(element("Travelers", traits: .adjustable, value: "3")).findings(TraitsAdjustableIncomplete()).isEmpty)
    }
}

@MainActor
@Suite("traits.tabbar-container")
struct TraitsTabBarContainerTests {
    func tabBar(tabs: Int, selected: Int?) -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        bar.accessibilityTraits = .tabBar
        bar.accessibilityLabel = "Tabs"
        for index in 0..<tabs {
            var traits: UIAccessibilityTraits = .button
            if index == selected { traits.insert(.selected) }
            bar.addSubview(element("Tab \(index)", frame: CGRect(x: CGFloat(index) * 97, y: 0, width: 97, height: 64), traits: traits))
        }
        return bar
    }

    @Test func tabBarThatIsAnElement() {
        let bar = element("Tabs", frame: CGRect(x: 0, y: 780, width: 390, height: 64), traits: .tabBar)
        #expect(TestScreen().add(bar).findings(TraitsTabBarContainer()).count == 1)
    }

    @Test func oneTabOnly() {
        let findings = TestScreen().add(tabBar(tabs: 1, selected: 0)).findings(TraitsTabBarContainer())
        #expect(findings.first?.message.contains("only one tab") == true)
    }

    @Test func noSelectedTab() {
        let findings = TestScreen().add(tabBar(tabs: 3, selected: nil)).findings(TraitsTabBarContainer())
        #expect(findings.map(\.severity) == [.warning])
    }

    @Test func wellFormedTabBar() {
        let screen = TestScreen().add(tabBar(tabs: 4, selected: 1))
        #expect(screen.findings(TraitsTabBarContainer()).isEmpty)
        #expect(screen.tree.elements.first?.context.isTab == true)
    }
}

@MainActor
@Suite("traits.missing-role")
struct TraitsMissingRoleTests {
    @Test func controlWithActionsButNoRole() {
        let control = UIControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        control.accessibilityLabel = "Buy"
        control.addTarget(for: .touchUpInside) { _ in }
        let findings = TestScreen().add(control).findings(TraitsMissingRole())
        #expect(findings.first?.element?.spokenDescription == "Buy")
    }

    @Test func viewThatSaysItResponds() {
        let view = element("Open map")
        view.accessibilityRespondsToUserInteraction = true
        #expect(TestScreen().add(view).findings(TraitsMissingRole()).count == 1)
    }

    /// Developing Accessible iOS Apps, chapter 6: semantic cell: one element with custom actions, no button trait — right as it is.
    @Test func cellWithCustomActionsAndPlainText() {
        let cell = element("Alice. Hello Mars", frame: CGRect(x: 0, y: 100, width: 390, height: 120))
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Like, 3") { _ in true }]
        let disabled = UIControl(frame: CGRect(x: 0, y: 300, width: 100, height: 44))
        disabled.accessibilityLabel = "Buy"
        disabled.isEnabled = false
        disabled.addTarget(for: .touchUpInside) { _ in }
        let screen = TestScreen().add(cell, TestButton("Buy", frame: CGRect(x: 0, y: 400, width: 100, height: 44)), disabled, text("Price"))
        #expect(screen.findings(TraitsMissingRole()).isEmpty)
    }
}

@MainActor
@Suite("traits.header-empty")
struct TraitsHeaderEmptyTests {
    @Test func emptyHeading() {
        let findings = TestScreen().add(element(" ", traits: .header)).findings(TraitsHeaderEmpty())
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func headingThatSpeaksItsValue() {
        #expect(
            TestScreen().add(element(nil, traits: .header, value: "Settings")).findings(TraitsHeaderEmpty()).map(\.severity) == [.warning])
    }

    @Test func labeledHeading() {
        #expect(TestScreen().add(element("Settings", traits: .header)).findings(TraitsHeaderEmpty()).isEmpty)
    }
}

@MainActor
@Suite("value.missing")
struct ValueMissingTests {
    @Test func toggleWithoutValue() {
        #expect(TestScreen().add(element("Wi-Fi", traits: [.button, .toggleButton])).findings(ValueMissing()).count == 1)
    }

    @Test(arguments: ["1", "0"])
    func toggleWithValue(_ value: String) {
        let screen = TestScreen().add(element("Wi-Fi", traits: [.button, .toggleButton], value: value))
        #expect(screen.findings(ValueMissing()).isEmpty)
    }

    @Test func adjustableIsLeftToItsOwnRule() {
        #expect(TestScreen().add(element("Volume", traits: .adjustable)).findings(ValueMissing()).isEmpty)
    }
}
