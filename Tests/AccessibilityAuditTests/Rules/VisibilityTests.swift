import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("visibility.invisible-exposed")
struct VisibilityInvisibleExposedTests {
    @Test func zeroSizeElement() {
        let view = FacetedView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let facet = UIAccessibilityElement(accessibilityContainer: view)
        facet.accessibilityLabel = "Ghost"
        view.facets = [facet]
        #expect(TestScreen().add(view).findings(VisibilityInvisibleExposed()).first?.message.contains("zero-size") == true)
    }

    @Test func offScreen() {
        let screen = TestScreen().add(element("Far", frame: CGRect(x: 500, y: 100, width: 100, height: 44)))
        #expect(screen.findings(VisibilityInvisibleExposed()).first?.message.contains("off screen") == true)
    }

    @Test func clippedOut() {
        let clip = group(
            CGRect(x: 0, y: 100, width: 390, height: 50), [element("Below", frame: CGRect(x: 0, y: 80, width: 100, height: 44))])
        clip.clipsToBounds = true
        #expect(TestScreen().add(clip).findings(VisibilityInvisibleExposed()).first?.message.contains("clipped out") == true)
    }

    @Test func transparentThroughItsAncestors() {
        let outer = group(
            CGRect(x: 0, y: 100, width: 390, height: 100), [element("Faint", frame: CGRect(x: 0, y: 0, width: 100, height: 44))])
        outer.alpha = 0.05
        outer.subviews[0].alpha = 0.1
        #expect(TestScreen().add(outer).findings(VisibilityInvisibleExposed()).first?.message.contains("not drawn") == true)
    }

    /// Content of a scroll view off screen is scrolled into view by VoiceOver; cells partly
    /// visible at a scroll edge are visible.
    @Test func scrollContentAndPartlyVisibleCells() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        for row in 0..<20 {
            scroll.addSubview(TestButton("Row \(row)", frame: CGRect(x: 0, y: CGFloat(row) * 90 - 20, width: 390, height: 60)))
        }
        let edge = group(
            CGRect(x: 0, y: 500, width: 390, height: 50), [element("Half", frame: CGRect(x: 0, y: 25, width: 100, height: 44))])
        edge.clipsToBounds = true
        #expect(TestScreen().add(scroll, edge).findings(VisibilityInvisibleExposed()).isEmpty)
    }
}

@MainActor
@Suite("visibility.obscured")
struct VisibilityObscuredTests {
    @Test func coveredByAnOpaqueSibling() {
        let behind = TestButton("Behind", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let cover = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 200))
        cover.backgroundColor = .white
        let screen = TestScreen().add(behind, cover)
        #expect(screen.findings(VisibilityObscured()).labels == ["Behind"])
    }

    @Test func translucentCoverAndOwnBackground() {
        let behind = TestButton("Behind", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let cover = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 200))
        cover.backgroundColor = UIColor(white: 0, alpha: 0.4)
        let card = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        card.backgroundColor = .white
        card.addSubview(TestButton("On the card", frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        let screen = TestScreen().add(behind, cover, card)
        #expect(screen.findings(VisibilityObscured()).isEmpty)
    }

    @Test func needsColours() {
        let report = TestScreen().add(TestButton("Play")).audit(rules: [VisibilityObscured()])
        #expect(report.skippedRules.first?.message.contains("needs data") == true)
        #expect(report.rules.isEmpty)
    }
}
