import EarshotUIKit
import Testing

@testable import AccessibilityAudit

/// A button whose hit area reaches beyond its bounds, as apps enlarge small icons.
@MainActor
final class GenerousButton: TestButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -12, dy: -12).contains(point)
    }
}

@MainActor
@Suite("target.size")
struct TargetSizeTests {
    /// Two thresholds: under WCAG 2.2's 24 × 24 pt (2.5.8, level AA) an error; under Apple's
    /// recommended 44 × 44 pt a warning. Apple's Calendar day view (Fixtures/real-dumps) draws
    /// 54 × 40 pt day cells and 32 × 34 pt toolbar buttons: warnings, not failures.
    @Test(
        arguments: [
            (CGSize(width: 30, height: 30), Severity?.some(.warning), "Apple's recommended 44 × 44 pt"),
            (CGSize(width: 54, height: 40), .warning, "Apple's recommended 44 × 44 pt"),
            (CGSize(width: 32, height: 34), .warning, "Apple's recommended 44 × 44 pt"),
            (CGSize(width: 16, height: 16), .error, "WCAG 2.5.8's 24 × 24 pt minimum"),
            (CGSize(width: 60, height: 20), .error, "WCAG 2.5.8's 24 × 24 pt minimum"),
            (CGSize(width: 44, height: 44), nil, ""),
        ] as [(CGSize, Severity?, String)])
    func smallButton(size: CGSize, severity: Severity?, words: String) {
        let findings = TestScreen().add(TestButton("Close", frame: CGRect(origin: CGPoint(x: 20, y: 100), size: size)))
            .findings(TargetSize())
        #expect(findings.map(\.severity) == (severity.map { [$0] } ?? []))
        if severity != nil { #expect(findings.first?.message.contains(words) == true) }
    }

    /// The error names the target within WCAG's spacing circle, when there is one.
    @Test func crowdedTinyTargetNamesItsNeighbour() {
        let screen = TestScreen().add(
            TestButton("A1", frame: CGRect(x: 20, y: 100, width: 16, height: 16)),
            TestButton("A2", frame: CGRect(x: 38, y: 100, width: 16, height: 16))
        )
        let messages = screen.findings(TargetSize()).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("\"A2\" is within its spacing") == true)
    }

    /// The WCAG minimum is a setting too (`target-spacing`).
    @Test func minimumIsASetting() {
        var configuration = AuditConfiguration()
        configuration.thresholds.targetSpacing = 32
        let screen = TestScreen().add(TestButton("Close", frame: CGRect(x: 20, y: 100, width: 30, height: 30)))
        #expect(screen.findings(TargetSize(), configuration).map(\.severity) == [.error])
    }

    @Test func thresholdIsASetting() {
        var configuration = AuditConfiguration()
        configuration.thresholds.touchTarget = 48
        let screen = TestScreen().add(TestButton("Close", frame: CGRect(x: 20, y: 100, width: 44, height: 44)))
        #expect(screen.findings(TargetSize(), configuration).count == 1)
        #expect(screen.findings(TargetSize()).isEmpty)
    }

    @Test func enlargedHitAreaPasses() {
        #expect(
            TestScreen().add(GenerousButton("Close", frame: CGRect(x: 20, y: 100, width: 24, height: 24))).findings(TargetSize()).isEmpty)
    }

    @Test func enclosingControlDemotesToWarning() {
        let outer = TestButton(nil, frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        outer.isAccessibilityElement = false
        let inner = TestButton("Info", frame: CGRect(x: 340, y: 10, width: 30, height: 30))
        outer.addSubview(inner)
        #expect(TestScreen().add(outer).findings(TargetSize()).map(\.severity) == [.warning])
    }

    @Test func disabledAndTextAreNotTargets() {
        let disabled = TestButton("Close", frame: CGRect(x: 20, y: 100, width: 20, height: 20))
        disabled.isEnabled = false
        let screen = TestScreen().add(disabled, text("Tiny", frame: CGRect(x: 20, y: 200, width: 20, height: 10)))
        #expect(screen.findings(TargetSize()).isEmpty)
    }
}

@MainActor
@Suite("target.spacing")
struct TargetSpacingTests {
    @Test func crowdedSmallTargets() {
        let screen = TestScreen().add(
            TestButton("A1", frame: CGRect(x: 20, y: 100, width: 20, height: 20)),
            TestButton("A2", frame: CGRect(x: 40, y: 100, width: 20, height: 20))
        )
        #expect(screen.findings(TargetSpacing()).count == 2)
    }

    @Test func smallTargetsWithRoom() {
        let screen = TestScreen().add(
            TestButton("A1", frame: CGRect(x: 20, y: 100, width: 20, height: 20)),
            TestButton("A2", frame: CGRect(x: 60, y: 100, width: 20, height: 20)),
            TestButton("Big", frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        )
        #expect(screen.findings(TargetSpacing()).isEmpty)
    }

    @Test func smallTargetNextToALargeOne() {
        let screen = TestScreen().add(
            TestButton("Tiny", frame: CGRect(x: 20, y: 100, width: 16, height: 16)),
            TestButton("Big", frame: CGRect(x: 38, y: 90, width: 100, height: 44))
        )
        #expect(screen.findings(TargetSpacing()).labels == ["Tiny"])
    }
}

@MainActor
@Suite("target.overlap and target.duplicate-bounds")
struct TargetOverlapTests {
    @Test func overlappingButtons() {
        let screen = TestScreen().add(
            TestButton("One", frame: CGRect(x: 20, y: 100, width: 100, height: 44)),
            TestButton("Two", frame: CGRect(x: 100, y: 120, width: 100, height: 44))
        )
        #expect(screen.findings(TargetOverlap()).labels == ["Two"])
        #expect(screen.findings(TargetDuplicateBounds()).isEmpty)
    }

    @Test func adjacentRowsDoNotOverlap() {
        let screen = TestScreen().add(
            TestButton("One", frame: CGRect(x: 0, y: 100, width: 390, height: 44)),
            TestButton("Two", frame: CGRect(x: 0, y: 144, width: 390, height: 44)),
            TestButton("Three", frame: CGRect(x: 0, y: 187.8, width: 390, height: 44))
        )
        #expect(screen.findings(TargetOverlap()).isEmpty)
    }

    /// UIKit's adjacent table cells share their separator: Settings › Keyboards showed eleven
    /// 350 × 1 overlaps (Fixtures/real-dumps). A seam of 1 pt is not a collision; 2 pt is.
    @Test(arguments: [(1.0, 0), (2.0, 1)])
    func cellSeams(overlap: Double, findings: Int) {
        let screen = TestScreen().add(
            TestButton("Enable Dictation", frame: CGRect(x: 20, y: 480, width: 350, height: 45)),
            TestButton("About Dictation", frame: CGRect(x: 20, y: 525 - overlap, width: 350, height: 45))
        )
        #expect(screen.findings(TargetOverlap()).count == findings)
    }

    /// Text links are held to WCAG 2.5.8's 24 pt, not the 44-pt button minimum: Settings ›
    /// Keyboards' footer link "About Dictation and Privacy…" is 350 × 33 (Fixtures/real-dumps).
    @Test(
        arguments: [
            (33.0, UIAccessibilityTraits.link, 0), (20.0, UIAccessibilityTraits.link, 1),
            (33.0, UIAccessibilityTraits([.link, .button]), 1), (33.0, UIAccessibilityTraits.button, 1),
        ] as [(Double, UIAccessibilityTraits, Int)])
    func textLinks(height: Double, traits: UIAccessibilityTraits, findings: Int) {
        let link = UIView(frame: CGRect(x: 20, y: 524, width: 350, height: height))
        link.isAccessibilityElement = true
        link.accessibilityLabel = "About Dictation and Privacy…"
        link.accessibilityTraits = traits
        #expect(TestScreen().add(link).findings(TargetSize()).count == findings)
    }

    @Test func containerAroundItsOnlyControl() {
        let row = element("Notifications", frame: CGRect(x: 0, y: 100, width: 390, height: 60), traits: .button)
        let toggle = element("Toggle", frame: CGRect(x: 320, y: 110, width: 51, height: 40), traits: [.button, .toggleButton], value: "1")
        #expect(TestScreen().add(row, toggle).findings(TargetOverlap()).isEmpty)
    }

    @Test func sameFrameTwice() {
        let frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let screen = TestScreen().add(TestButton("One", frame: frame), TestButton("Wrapper", frame: frame.offsetBy(dx: 0.3, dy: 0)))
        #expect(screen.findings(TargetDuplicateBounds()).count == 1)
        #expect(screen.findings(TargetOverlap()).isEmpty)
    }

    /// Targets piled on one spot are compared as one frame, so the pile costs what one
    /// target does, and the findings are those of every pair: each later copy duplicates the
    /// first, and a button overlapping the pile overlaps every copy.
    @Test func aPileOfButtonsOnOneSpot() {
        let frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let screen = TestScreen()
        for index in 0..<400 { screen.add(TestButton("Copy \(index)", frame: frame)) }
        screen.add(TestButton("Across", frame: frame.offsetBy(dx: 50, dy: 10)))
        let duplicates = screen.findings(TargetDuplicateBounds())
        #expect(duplicates.count == 399)
        #expect(Set(duplicates.map { $0.message.split(separator: " as ").last }).count == 1)
        let overlaps = screen.findings(TargetOverlap())
        #expect(overlaps.count == 400)
        #expect(overlaps.allSatisfy { $0.element?.label == "Across" })
        let named = Set(overlaps.compactMap { $0.message.firstMatch(of: /"(Copy \d+)"/)?.1 }.map(String.init))
        #expect(named == Set((0..<400).map { "Copy \($0)" }))
    }
}

@MainActor
@Suite("target.activation-point")
struct TargetActivationPointTests {
    /// Developing Accessible iOS Apps, chapter 6: semantic frame: the rating button's frame widened over the reviews label; its
    /// activation point must stay on the button.
    @Test func widenedFrameWithThePointOnAnotherControl() {
        let rating = TestButton("4 stars from 1K ratings", frame: CGRect(x: 20, y: 100, width: 150, height: 44))
        let share = TestButton("Share", frame: CGRect(x: 20, y: 150, width: 150, height: 44))
        share.accessibilityElementsHidden = false
        rating.accessibilityFrame = CGRect(x: 20, y: 100, width: 150, height: 100)
        let screen = TestScreen().add(rating, share)
        let findings = screen.findings(TargetActivationPoint())
        #expect(findings.first?.message.contains("reaches #1 \"Share\"") == true)
        // The guide's fix: put the activation point back on the button.
        rating.accessibilityActivationPoint = CGPoint(x: 95, y: 122)
        #expect(screen.findings(TargetActivationPoint()).isEmpty)
    }

    @Test func pointOutsideTheFrame() {
        let button = TestButton("Go", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        button.accessibilityActivationPoint = CGPoint(x: 300, y: 600)
        #expect(TestScreen().add(button).findings(TargetActivationPoint()).first?.message.contains("outside") == true)
    }

    @Test func pointOnTheControlItself() {
        let cell = TestButton("Row", frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        cell.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60)))
        #expect(TestScreen().add(cell).findings(TargetActivationPoint()).isEmpty)
    }
}
