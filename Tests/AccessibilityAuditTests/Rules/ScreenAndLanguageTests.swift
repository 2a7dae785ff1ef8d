import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("screen.title")
struct ScreenTitleTests {
    @Test func noTitle() {
        #expect(TestScreen().add(TestButton("Book")).findings(ScreenTitle()).count == 1)
    }

    @Test func headingAtTheTop() {
        let screen = TestScreen().add(
            element("Mars", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header),
            TestButton("Book", frame: CGRect(x: 20, y: 700, width: 100, height: 44)))
        #expect(screen.findings(ScreenTitle()).isEmpty)
    }

    @Test func viewControllerTitle() {
        let screen = TestScreen()
        let controller = UIViewController()
        controller.title = "Trips"
        screen.window.rootViewController = controller
        controller.view.addSubview(TestButton("Book"))
        #expect(screen.findings(ScreenTitle()).isEmpty)
    }

    @Test func titleThatIsTheAppName() {
        var configuration = AuditConfiguration()
        configuration.appName = "Mars Trips"
        let screen = TestScreen().add(element("Mars Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header))
        #expect(screen.findings(ScreenTitle(), configuration).map(\.severity) == [.info])
    }
}

@MainActor
@Suite("language.valid")
struct LanguageValidTests {
    @Test(arguments: ["en_US", "english", "e", "en-", "zh-Hans-CN-x", "de-1996-1996", "abcd"])
    func invalidTags(_ tag: String) {
        let findings = TestScreen().add(element("Hola", language: tag)).findings(LanguageValid())
        #expect(findings.map(\.severity) == [.error], "\(tag)")
    }

    @Test(arguments: [
        "en", "es-419", "zh-Hans", "zh-Hant-TW", "sr-Latn-RS", "de-CH-1996", "en-US-u-ca-gregory", "x-private", "i-klingon", "yue-HK",
    ])
    func validTags(_ tag: String) {
        let findings = TestScreen().add(element("Hola", language: tag)).findings(LanguageValid())
        #expect(findings.filter({ $0.severity == .error }).isEmpty, "\(tag): \(findings.map(\.message))")
    }

    @Test func underscoreGetsASuggestion() {
        let findings = TestScreen().add(element("Hola", language: "es_MX")).findings(LanguageValid())
        #expect(findings.first?.message.contains("write \"es-MX\"") == true)
    }

    @Test func languageWithoutAVoice() {
        let findings = TestScreen().add(element("Kia ora", language: "mi")).findings(LanguageValid())
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.needsReview == true)
    }

    @Test func deviceLanguage() {
        let screen = TestScreen().add(element("Hello"))
        screen.language = "en_GB"
        #expect(screen.findings(LanguageValid()).first?.element == nil)
    }
}

@MainActor
@Suite("language.script-mismatch")
struct LanguageScriptMismatchTests {
    @Test(arguments: [("Привет", nil as String?), ("你好世界", "en"), ("안녕하세요", "zh-Hans"), ("Γειά σου", "de")])
    func mismatches(_ label: String, _ language: String?) {
        let findings = TestScreen().add(element(label, language: language)).findings(LanguageScriptMismatch())
        #expect(findings.count == 1)
    }

    @Test(arguments: [
        ("iPhone", "ru"), ("Привет", "ru"), ("你好", "zh-Hans"), ("こんにちは世界", "ja"), ("Hello", nil as String?), ("Kia ora", "mi"),
        ("42", "en"),
    ])
    func matches(_ label: String, _ language: String?) {
        #expect(TestScreen().add(element(label, language: language)).findings(LanguageScriptMismatch()).isEmpty)
    }

    /// Each element is judged by its own language, though the rule looks each language up once.
    @Test func eachElementByItsOwnLanguage() {
        let screen = TestScreen()
            .add(element("Привет", language: "ru")).add(element("Привет", language: "en"))
            .add(element("Привет", language: "ru")).add(element("Мир", language: "xx-unknown"))
        #expect(screen.findings(LanguageScriptMismatch()).map { $0.element?.index } == [1])
    }
}

@MainActor
@Suite("actions.custom")
struct ActionsCustomTests {
    func withActions(_ names: [String], label: String = "Post") -> UIView {
        let view = element(label, traits: .button)
        view.accessibilityCustomActions = names.map { UIAccessibilityCustomAction(name: $0) { _ in true } }
        return view
    }

    @Test(arguments: [
        (["", "Like"], "has no name"), (["Like", "like"], "Two custom actions"), (["Post"], "repeats the default action"),
        (["Tap to like"], "names the gesture"), (["Like button"], "control word"),
    ])
    func problems(_ names: [String], _ expected: String) {
        let findings = TestScreen().add(withActions(names)).findings(ActionsCustom())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains(expected) == true)
    }

    /// Developing Accessible iOS Apps, chapter 6: semantic cell actions.
    @Test func seedActions() {
        let findings = TestScreen().add(withActions(["Comment, 3", "Like, 10", "Share, 5", "view Alice profile"], label: "Alice. Hello"))
            .findings(ActionsCustom())
        #expect(findings.isEmpty)
    }
}
