import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("label.not-human-readable")
struct LabelNotHumanReadableTests {
    @Test(arguments: [
        ("heart.fill", "a symbol or key name"), ("ic_close", "an identifier"), ("LOGIN_BUTTON_TITLE", "an identifier"),
        ("closeButton", "an identifier"), ("play.png", "a file name"), ("https://example.com", "a URL"),
        ("--", "a placeholder"), ("X", "a single letter"), ("+", "a lone symbol"),
    ])
    func codeLikeLabels(_ label: String, _ kind: String) {
        let findings = TestScreen().add(TestButton(label)).findings(LabelNotHumanReadable())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains(kind) == true)
    }

    @Test(arguments: ["Close", "iPhone", "eBay", "macOS", "Wi-Fi", "Mr. Smith", "3", "Add to cart", "e-mail"])
    func words(_ label: String) {
        #expect(TestScreen().add(TestButton(label)).findings(LabelNotHumanReadable()).isEmpty)
    }

    /// ASCII labels are judged byte by byte; every verdict must be the character path's.
    @Test(
        arguments: [
            "heart.fill", "ic_close", "LOGIN_BUTTON_TITLE", "closeButton", "play.png", "PLAY.PNG", "https://example.com",
            "WWW.example.com", "--", "X", "+", "3", "", "Close", "iPhone", "eBay", "macOS", "Wi-Fi", "Mr. Smith",
            "Add to cart", "e-mail", "a..b", ".hidden", "trailing.", "v2.0", "1.2", "a.b c", "x_y z", "abCd",
            "abC", "aBcd", "snake_Case9", "settings.title", "report.pdf", "report.pdf2", "_", "?", "a\tb",
        ], [false, true])
    func asciiPathAgreesWithCharacters(_ label: String, isText: Bool) {
        for isKey in [false, true] {
            let ascii = LabelNotHumanReadable.asciiCodeLikeKind(label, isText: isText, isKey: isKey)
            #expect(ascii == .some(LabelNotHumanReadable.characterCodeLikeKind(label, isText: isText, isKey: isKey)))
        }
        #expect(LabelNotHumanReadable.asciiCodeLikeKind("Zoë", isText: isText, isKey: false) == nil)
        #expect(LabelNotHumanReadable.asciiCodeLikeKind("a\r\nb", isText: isText, isKey: false) == nil)
    }

    @Test func fileNamesAndKeysInTheirPlace() {
        let screen = TestScreen().add(
            text("report.pdf", frame: CGRect(x: 0, y: 100, width: 300, height: 20)),
            element("Q", frame: CGRect(x: 0, y: 150, width: 30, height: 44), traits: .keyboardKey)
        )
        #expect(screen.findings(LabelNotHumanReadable()).isEmpty)
    }
}

@MainActor
@Suite("label.too-long")
struct LabelTooLongTests {
    @Test func sentenceOnAButton() {
        let screen = TestScreen().add(TestButton("Tap here to add this item to your shopping cart right now"))
        #expect(screen.findings(LabelTooLong()).first?.message.contains("12 words") == true)
    }

    @Test func longChineseLabel() {
        let label = String(repeating: "添加到购物车", count: 6)
        #expect(TestScreen().add(TestButton(label)).findings(LabelTooLong()).count == 1)
    }

    @Test func thresholdsAreSettings() {
        var configuration = AuditConfiguration()
        configuration.thresholds.labelMaxWords = 2
        #expect(TestScreen().add(TestButton("Add to cart")).findings(LabelTooLong(), configuration).count == 1)
    }

    @Test func shortLabelsAndLongStaticText() {
        let screen = TestScreen().add(
            TestButton("Add to cart", frame: CGRect(x: 0, y: 100, width: 200, height: 44)),
            text(
                "This paragraph explains the terms of the offer in more than eight words.",
                frame: CGRect(x: 0, y: 200, width: 390, height: 60))
        )
        #expect(screen.findings(LabelTooLong()).isEmpty)
    }
}

@MainActor
@Suite("label.duplicate")
struct LabelDuplicateTests {
    @Test func twoEditButtons() {
        let screen = TestScreen().add(
            TestButton("Edit", frame: CGRect(x: 0, y: 100, width: 100, height: 44)),
            TestButton("edit", frame: CGRect(x: 0, y: 200, width: 100, height: 44))
        )
        let findings = screen.findings(LabelDuplicate())
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func duplicateTextIsInfo() {
        let screen = TestScreen().add(
            text("Total", frame: CGRect(x: 0, y: 100, width: 100, height: 20)),
            text("Total", frame: CGRect(x: 0, y: 200, width: 100, height: 20))
        )
        #expect(screen.findings(LabelDuplicate()).map(\.severity) == [.info, .info])
    }

    /// The same "Delete" in every row of a list is not a duplicate problem.
    @Test func repeatedListRows() {
        let rows = (0..<3).map { row in
            group(
                CGRect(x: 0, y: 100 + CGFloat(row) * 60, width: 390, height: 60),
                [
                    text("Item \(row)", frame: CGRect(x: 0, y: 0, width: 200, height: 20)),
                    TestButton("Delete", frame: CGRect(x: 300, y: 0, width: 80, height: 44)),
                ])
        }
        let list = group(CGRect(x: 0, y: 100, width: 390, height: 180), rows)
        #expect(TestScreen().add(list).findings(LabelDuplicate()).isEmpty)
    }

    @Test func elementsDirectlyInAListContainer() {
        let list = group(
            CGRect(x: 0, y: 100, width: 390, height: 120),
            [
                TestButton("Untitled", frame: CGRect(x: 0, y: 0, width: 390, height: 44)),
                TestButton("Untitled", frame: CGRect(x: 0, y: 60, width: 390, height: 44)),
            ])
        list.accessibilityContainerType = .list
        #expect(TestScreen().add(list).findings(LabelDuplicate()).isEmpty)
    }
}

@MainActor
@Suite("label.repeats-value")
struct LabelRepeatsValueTests {
    @Test(arguments: [("Volume 50%", "50%"), ("Page 2 of 3", "2 of 3"), ("音量50%", "50%")])
    func valueInsideLabel(_ label: String, _ value: String) {
        let findings = TestScreen().add(element(label, traits: .adjustable, value: value)).findings(LabelRepeatsValue())
        #expect(findings.count == 1)
    }

    @Test(arguments: [("Room 101", "1"), ("Volume", "50%"), ("Wi-Fi 1", "1")])
    func noFinding(_ label: String, _ value: String) {
        let traits: UIAccessibilityTraits = label.hasPrefix("Wi-Fi") ? [.button, .toggleButton] : .adjustable
        #expect(TestScreen().add(element(label, traits: traits, value: value)).findings(LabelRepeatsValue()).isEmpty)
    }
}

@MainActor
@Suite("link.purpose-unclear")
struct LinkPurposeUnclearTests {
    @Test(arguments: [
        ("Click here", nil), ("Learn more", nil), ("More", nil), ("hier klicken", "de"), ("Подробнее", "ru"), ("了解更多", "zh-Hans"),
    ])
    func fillerLinks(_ label: String, _ language: String?) {
        let findings = TestScreen().add(element(label, traits: .link, language: language)).findings(LinkPurposeUnclear())
        #expect(findings.count == 1)
    }

    @Test(arguments: ["Pricing details", "Learn more about pricing", "Privacy policy"])
    func descriptiveLinks(_ label: String) {
        #expect(TestScreen().add(element(label, traits: .link)).findings(LinkPurposeUnclear()).isEmpty)
    }

    @Test func onlyLinksAreChecked() {
        #expect(TestScreen().add(TestButton("More")).findings(LinkPurposeUnclear()).isEmpty)
    }
}
