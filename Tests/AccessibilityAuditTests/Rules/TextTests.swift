import EarshotUIKit
import Testing
import VoiceOverSimulator

@testable import AccessibilityAudit

/// A label with text, font and colour, as an app configures one.
@MainActor
func styledLabel(
    _ text: String, frame: CGRect = CGRect(x: 20, y: 100, width: 300, height: 24), font: UIFont? = nil,
    color: UIColor = .black, scales: Bool = false
) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    if let font { label.font = font }
    label.textColor = color
    label.adjustsFontForContentSizeCategory = scales
    return label
}

/// A screen whose content view has a background colour.
@MainActor
func screen(background: UIColor?) -> TestScreen {
    let screen = TestScreen()
    screen.root.backgroundColor = background
    return screen
}

@MainActor
@Suite("text.contrast")
struct TextContrastTests {
    static let lightGray = UIColor(white: 0.6, alpha: 1)

    @Test func grayOnWhite() {
        let findings = screen(background: .white).add(styledLabel("Fine print", color: Self.lightGray)).findings(TextContrast())
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.first?.message.contains("2.85:1; normal text needs 4.5:1") == true, "\(findings.first?.message ?? "")")
    }

    @Test func largeTextNeedsThree() {
        let large = styledLabel("Headline", font: .systemFont(ofSize: 24), color: Self.lightGray)
        let boldSmall = styledLabel(
            "Bold", frame: CGRect(x: 20, y: 200, width: 300, height: 24), font: .boldSystemFont(ofSize: 15),
            color: UIColor(white: 0.45, alpha: 1))
        #expect(screen(background: .white).add(large).findings(TextContrast()).count == 1, "2.85 < 3")
        #expect(screen(background: .white).add(boldSmall).findings(TextContrast()).isEmpty, "14 pt bold is large; 0.45 gray is above 3:1")
    }

    /// A translucent overlay and a card: colours are composited front to back.
    @Test func compositedBackgrounds() {
        let card = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 100))
        card.backgroundColor = UIColor(white: 0, alpha: 0.5)
        card.addSubview(
            styledLabel("On the card", frame: CGRect(x: 20, y: 20, width: 300, height: 24), color: UIColor(white: 0.3, alpha: 1)))
        let findings = screen(background: .white).add(card).findings(TextContrast())
        #expect(findings.count == 1)
    }

    @Test func blackOnWhitePasses() {
        #expect(screen(background: .white).add(styledLabel("Readable")).findings(TextContrast()).isEmpty)
    }

    /// A recolouring keeps VoiceOver's tree (docs/architecture.md, "Keeping the tree"); the
    /// auditor reads colours from the live views, so auditing the kept tree sees the new ones.
    @Test func anAuditOfVoiceOversKeptTreeSeesNewColours() {
        let screen = screen(background: .white)
        let label = styledLabel("Fine print")
        screen.add(label)
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        #expect(Auditor(rules: [TextContrast()]).audit(voiceOver.tree).findings.isEmpty)
        let reads = voiceOver.treeReads
        label.textColor = Self.lightGray
        voiceOver.swipeLeft()
        #expect(voiceOver.treeReads == reads)
        let findings = Auditor(rules: [TextContrast()]).audit(voiceOver.tree).findings
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.map(\.message) == Auditor(rules: [TextContrast()]).audit(screen.tree).findings.map(\.message))
    }

    @Test func unknownBackgroundIsNeverGuessed() {
        let report = screen(background: nil).add(styledLabel("Fine print", color: Self.lightGray)).audit(rules: [TextContrast()])
        #expect(report.findings.isEmpty)
        #expect(report.skippedRules.first?.message.contains("needs data") == true)
        // An image behind the text makes its background unknown too.
        let photo = UIImageView(image: UIImage())
        photo.frame = CGRect(x: 0, y: 80, width: 390, height: 100)
        let overPhoto = screen(background: .white).add(photo, styledLabel("Caption", color: Self.lightGray))
        #expect(overPhoto.findings(TextContrast()).isEmpty)
    }
}

@MainActor
@Suite("nontext.contrast")
struct NontextContrastTests {
    func iconButton(fill: UIColor) -> UIButton {
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        button.setImage(UIImage(), for: .normal)
        button.accessibilityLabel = "Favourite"
        button.backgroundColor = fill
        return button
    }

    @Test func paleFillOnWhite() {
        #expect(screen(background: .white).add(iconButton(fill: UIColor(white: 0.93, alpha: 1))).findings(NontextContrast()).count == 1)
    }

    @Test func strongFill() {
        #expect(screen(background: .white).add(iconButton(fill: .systemBlue)).findings(NontextContrast()).isEmpty)
    }
}

@MainActor
@Suite("text.dynamic-type, text.fixed-small, text.clip-risk")
struct DynamicTypeTests {
    @Test func fixedFont() {
        let screen = TestScreen().add(styledLabel("Price", font: .systemFont(ofSize: 13)))
        #expect(screen.findings(TextDynamicType()).first?.message.contains("a fixed 13 pt font") == true)
        #expect(screen.findings(TextFixedSmall()).map(\.severity) == [.error])
    }

    @Test(arguments: [(20.0, Severity.warning), (30.0, nil)])
    func fixedSizes(_ size: Double, _ expected: Severity?) {
        let screen = TestScreen().add(styledLabel("Title", font: .systemFont(ofSize: CGFloat(size))))
        #expect(screen.findings(TextFixedSmall()).map(\.severity) == (expected.map { [$0] } ?? []))
    }

    @Test func textStyleWithoutAdjusting() {
        let screen = TestScreen().add(styledLabel("Body", font: .preferredFont(forTextStyle: .body)))
        #expect(screen.findings(TextDynamicType()).first?.message.contains("adjustsFontForContentSizeCategory off") == true)
    }

    @Test func scalingText() {
        let screen = TestScreen().add(styledLabel("Body", font: .preferredFont(forTextStyle: .body), scales: true))
        #expect(screen.findings(TextDynamicType()).isEmpty)
        #expect(screen.findings(TextFixedSmall()).isEmpty)
    }

    /// Screen files and imports record no fonts: UIKit's default font says nothing.
    @Test func defaultFontNeedsData() {
        let report = TestScreen().add(styledLabel("Plain")).audit(rules: [TextDynamicType(), TextFixedSmall(), TextClipRisk()])
        #expect(report.skippedRules.count == 3)
    }

    @Test func clipRiskInATightContainer() {
        let tight = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 24))
        tight.clipsToBounds = true
        tight.addSubview(
            styledLabel(
                "Departure", frame: CGRect(x: 0, y: 0, width: 390, height: 22), font: .preferredFont(forTextStyle: .body), scales: true))
        let roomy = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 120))
        roomy.clipsToBounds = true
        roomy.addSubview(
            styledLabel(
                "Arrival", frame: CGRect(x: 0, y: 0, width: 390, height: 22), font: .preferredFont(forTextStyle: .body), scales: true))
        let findings = TestScreen().add(tight, roomy).findings(TextClipRisk())
        #expect(findings.labels == ["Departure"])
        #expect(findings.first?.needsReview == true)
    }
}

@MainActor
@Suite("label.visible-text-mismatch")
struct LabelVisibleTextMismatchTests {
    func button(title: String, label: String?) -> UIButton {
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.setTitle(title, for: .normal)
        button.accessibilityLabel = label
        return button
    }

    @Test func labelThatDropsTheVisibleWord() {
        let findings = TestScreen().add(button(title: "Order", label: "Buy now")).findings(LabelVisibleTextMismatch())
        #expect(findings.first?.message.contains("shows \"Order\"") == true)
    }

    @Test(arguments: [nil, "Order items", "order", "Order 2"])
    func labelsContainingTheVisibleText(_ label: String?) {
        #expect(TestScreen().add(button(title: "Order", label: label)).findings(LabelVisibleTextMismatch()).isEmpty)
    }

    /// The rule uses Voice Control's own name matching. Apple's documentation of
    /// `accessibilityUserInputLabels`: Voice Control answers to those names, so a button showing
    /// "Order" whose input labels include it is reached by "Tap Order" whatever its label says.
    @Test func inputLabelsVoiceControlAnswersToPass() {
        let order = button(title: "Order", label: "Buy now")
        #expect(TestScreen().add(order).findings(LabelVisibleTextMismatch()).count == 1)
        order.accessibilityUserInputLabels = ["Order", "Buy now"]
        #expect(TestScreen().add(order).findings(LabelVisibleTextMismatch()).isEmpty)
    }

    /// Input labels that leave out what the button shows: Voice Control no longer answers to the
    /// label either, so "Tap Order" fails and the rule says so.
    @Test func inputLabelsWithoutTheShownText() {
        let order = button(title: "Order", label: "Buy")
        order.accessibilityUserInputLabels = ["Purchase"]
        #expect(TestScreen().add(order).findings(LabelVisibleTextMismatch()).count == 1)
    }

    @Test func symbolTitlesAreNotJudged() {
        #expect(TestScreen().add(button(title: "+", label: "Add")).findings(LabelVisibleTextMismatch()).isEmpty)
    }

    @Test func cellWithOneLabel() {
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        cell.textLabel?.text = "Wi-Fi"
        cell.accessibilityTraits = .button
        cell.accessibilityLabel = "Wireless"
        #expect(TestScreen().add(cell).findings(LabelVisibleTextMismatch()).count == 1)
    }
}

@MainActor
@Suite("text.unexposed")
struct TextUnexposedTests {
    @Test func hiddenCaption() {
        let caption = styledLabel("Offer ends Friday")
        caption.isAccessibilityElement = false
        let findings = TestScreen().add(caption).findings(TextUnexposed())
        #expect(findings.first?.message.contains("\"Offer ends Friday\"") == true)
    }

    /// Developing Accessible iOS Apps, chapter 6: semantic frame: the "1K ratings" label is hidden and its words moved into the
    /// rating button's label.
    @Test func wordsMovedIntoAnotherLabel() {
        let rating = TestButton("4 stars from 1K ratings", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let responses = styledLabel("1K ratings", frame: CGRect(x: 20, y: 150, width: 200, height: 20))
        responses.isAccessibilityElement = false
        #expect(TestScreen().add(rating, responses).findings(TextUnexposed()).isEmpty)
    }

    /// A text is said when its words follow one another inside one element's label or value,
    /// whatever the case and punctuation; words split between a label and a value, or between two
    /// elements, are not.
    @Test(arguments: [
        ("1K ratings", true), ("ratings", true), ("stars, from", true), ("4 STARS", true), ("Pay now", true),
        ("ratings pay", false), ("from ratings", false), ("1K ratings now", false), ("rating", false),
        ("Total pay", false), ("Total", true),
    ])
    func wordsSaidInOneField(_ text: String, said: Bool) {
        let rating = TestButton("4 stars from 1K ratings", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let pay = element("Pay now", frame: CGRect(x: 20, y: 200, width: 200, height: 44), value: "Total")
        let caption = styledLabel(text, frame: CGRect(x: 20, y: 300, width: 200, height: 20))
        caption.isAccessibilityElement = false
        #expect(TestScreen().add(rating, pay, caption).findings(TextUnexposed()).isEmpty == said)
    }

    @Test func textInsideAnElementBehindAModalOrHidden() {
        let cell = element("Row", frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        let inner = styledLabel("Subtitle", frame: CGRect(x: 0, y: 30, width: 300, height: 20))
        cell.addSubview(inner)
        let hidden = styledLabel("Gone", frame: CGRect(x: 0, y: 300, width: 300, height: 20))
        hidden.isHidden = true
        let behind = styledLabel("Behind the dialog", frame: CGRect(x: 0, y: 700, width: 300, height: 20))
        behind.isAccessibilityElement = false
        let screen = TestScreen().add(cell, hidden, behind, customAlert(buttons: ["OK"], modal: true))
        #expect(screen.findings(TextUnexposed()).isEmpty)
    }
}

@MainActor
@Suite("value.missing on UIKit controls")
struct ValueMissingControlTests {
    @Test func progressViewWithItsValueRemoved() {
        let progress = UIProgressView(frame: CGRect(x: 20, y: 100, width: 300, height: 4))
        progress.accessibilityValue = ""
        progress.accessibilityLabel = "Download"
        let screen = TestScreen().add(progress)
        #expect(screen.findings(ValueMissing()).count == 1)
        progress.accessibilityValue = nil
        #expect(screen.findings(ValueMissing()).isEmpty, "UIKit's own value, the percentage")
    }
}
