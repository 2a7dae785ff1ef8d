import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("label.trailing-period")
struct LabelTrailingPeriodTests {
    @Test(arguments: ["Save.", "保存。"])
    func periodOnAControl(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelTrailingPeriod()).count == 1)
    }

    @Test(arguments: ["Save", "Loading...", "Loading…", "Read more, then decide.", "St"])
    func noFinding(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelTrailingPeriod()).isEmpty)
    }

    @Test func staticTextLinksAndFieldsMayEndWithAPeriod() {
        let screen = TestScreen().add(
            text("Your order has shipped.", frame: CGRect(x: 0, y: 100, width: 300, height: 20)),
            element("Terms.", frame: CGRect(x: 0, y: 150, width: 300, height: 44), traits: .link),
            element("Note.", frame: CGRect(x: 0, y: 200, width: 300, height: 44), traits: .textEntry),
            // Settings › Accessibility's header paragraph: an element with no traits is prose.
            element("Accessibility features help you customize your iPhone.", frame: CGRect(x: 0, y: 250, width: 300, height: 46))
        )
        #expect(screen.findings(LabelTrailingPeriod()).isEmpty)
    }
}

@MainActor
@Suite("label.not-capitalized")
struct LabelNotCapitalizedTests {
    @Test(arguments: ["play", "добавить", "éditer"])
    func lowercaseStart(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelNotCapitalized()).count == 1)
    }

    @Test(arguments: ["Play", "iPhone settings", "eBay", "播放", "3 items", "Добавить"])
    func noFinding(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelNotCapitalized()).isEmpty)
    }

    @Test func staticTextIsShownAsWritten() {
        #expect(TestScreen().add(text("lowercase caption")).findings(LabelNotCapitalized()).isEmpty)
    }
}

@MainActor
@Suite("label.contains-role")
struct LabelContainsRoleTests {
    struct Case: Sendable, CustomStringConvertible {
        let label: String
        let traits: UIAccessibilityTraits
        let language: String?
        var description: String { label }
    }

    @Test(arguments: [
        Case(label: "Close button", traits: .button, language: nil),
        Case(label: "Button: close", traits: .button, language: nil),
        Case(label: "Terms link", traits: .link, language: nil),
        Case(label: "Profile picture", traits: .image, language: nil),
        Case(label: "Settings heading", traits: .header, language: nil),
        Case(label: "Volume slider", traits: .adjustable, language: nil),
        Case(label: "Wi-Fi switch", traits: [.button, .toggleButton], language: nil),
        Case(label: "Search field", traits: .searchField, language: nil),
        Case(label: "Speichern Taste", traits: .button, language: "de-DE"),
        Case(label: "Schaltfläche Hinzufügen", traits: .button, language: "de"),
        Case(label: "Кнопка добавить", traits: .button, language: "ru"),
        Case(label: "Добавить кнопку", traits: .button, language: "ru-RU"),
        Case(label: "添加按钮", traits: .button, language: "zh-Hans"),
        Case(label: "Add button", traits: .button, language: "zh-Hans"),
    ])
    func roleWordForAnAnnouncedRole(_ sample: Case) {
        let screen = TestScreen().add(element(sample.label, traits: sample.traits, language: sample.language))
        let findings = screen.findings(LabelContainsRole())
        #expect(findings.count == 1)
        #expect(findings.first?.needsReview == true)
    }

    /// Role words the traits don't announce, or that are part of another word, are fine.
    @Test(arguments: [
        Case(label: "Add", traits: .button, language: nil),
        Case(label: "Button shapes", traits: .staticText, language: nil),
        Case(label: "Buttonhole stitch", traits: .button, language: nil),
        Case(label: "Image quality", traits: .adjustable, language: nil),
        Case(label: "Linked accounts", traits: .link, language: nil),
        Case(label: "新闻标题", traits: .header, language: "zh-Hans"),
        Case(label: "Switch to metric units", traits: [.button, .toggleButton], language: nil),
        Case(label: "Toggle dark mode", traits: [.button, .toggleButton], language: nil),
    ])
    func noFinding(_ sample: Case) {
        let screen = TestScreen().add(element(sample.label, traits: sample.traits, language: sample.language))
        #expect(screen.findings(LabelContainsRole()).isEmpty)
    }

    @Test func tabsInATabContextAreTabs() {
        let tab = element("Home tab", traits: [.button, .tabBarItem])
        #expect(TestScreen().add(tab).findings(LabelContainsRole()).count == 1)
    }
}

@MainActor
@Suite("label.contains-state")
struct LabelContainsStateTests {
    @Test(arguments: ["Wi-Fi, on", "Sound: off", "Terms, checked", "Photo selected", "Уведомления, вкл", "Favorit ausgewählt"])
    func stateWords(_ label: String) {
        let language = label.contains("вкл") ? "ru" : label.contains("ausgewählt") ? "de" : nil
        let screen = TestScreen().add(element(label, traits: .button, language: language))
        #expect(screen.findings(LabelContainsState()).count == 1)
    }

    @Test func onOrOffOnAToggle() {
        #expect(
            TestScreen().add(element("Bluetooth off", traits: [.button, .toggleButton], value: "0")).findings(LabelContainsState()).count
                == 1)
    }

    @Test(arguments: ["Comment on post", "Turn on notifications now", "Log in", "Select all", "Log off", "Sign on", "Turn off"])
    func prepositionsAreNotStates(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelContainsState()).isEmpty)
    }

    @Test func staticTextMayReportAState() {
        #expect(TestScreen().add(text("3 items selected")).findings(LabelContainsState()).isEmpty)
    }
}

@MainActor
@Suite("label.contains-gesture")
struct LabelContainsGestureTests {
    @Test(arguments: ["Tap to play", "Double-tap to edit", "Swipe to delete", "Click here", "Нажмите, чтобы начать", "点击播放"])
    func gestureWords(_ label: String) {
        let language = label.contains("Нажмите") ? "ru" : label.contains("点击") ? "zh-Hans" : nil
        let screen = TestScreen().add(element(label, traits: .button, language: language))
        #expect(screen.findings(LabelContainsGesture()).count == 1)
    }

    @Test(arguments: ["Play", "Tapestry", "Swiper", "Clicker game"])
    func noFinding(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelContainsGesture()).isEmpty)
    }
}
