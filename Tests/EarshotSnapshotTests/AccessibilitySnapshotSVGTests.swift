import AccessibilityAudit
import AccessibilityTree
import EarshotSnapshot
import EarshotTesting
import EarshotUIKit
import Foundation
import SnapshotTesting
import Testing
import VoiceOverSimulator

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG snapshot: what AccessibilitySnapshot's reference images show (a colour and a number
/// per element, a legend in reading order with description, hint and custom actions), drawn
/// from the tree's walk, with deterministic bytes and escaped text (docs/snapshots.md).
@MainActor
@Suite struct AccessibilitySnapshotSVGTests {
    @Test func recordedSnapshotOfEveryFeature() {
        assertSnapshot(of: SnapshotTestScreens.features(), as: .accessibilityImage)
    }

    @Test func sameScreenSameBytes() {
        let first = AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg
        let second = AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg
        #expect(first == second)
    }

    @Test func sizedToTheScreenPlusTheLegend() throws {
        let svg = AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg
        let root = try #require(XMLTree(svg).root)
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "770")
        #expect(root.attributes["height"] == "500")
        #expect(root.attributes["viewBox"] == "0 0 770 500")
    }

    @Test func elementsNumberedInReadingOrderWithTheLegendInTheSameOrder() throws {
        let window = SnapshotTestScreens.features()
        let expected = Transcript(tree: AccessibilityTree(window: window)).lines.map(\.speech.description)
        let tree = try #require(XMLTree(AccessibilitySnapshotSVG(window: window).svg).root)
        let overlays = tree.all { $0.attributes["class"] == "element" }
        #expect(overlays.map { $0.attributes["id"] } == expected.indices.map { "element-\($0 + 1)" })
        let entries = tree.all { $0.attributes["class"] == "legend-entry" }
        #expect(entries.count == expected.count)
        // Each entry's texts: the number, then the description.
        for (entry, description) in zip(entries, expected) {
            let texts = entry.all { $0.name == "text" }.map(\.text)
            #expect(texts.count >= 2)
            #expect(texts.dropFirst().first == description)
        }
        #expect(expected.first == "Now Playing, Heading")
    }

    @Test func legendShowsHintAndCustomActions() {
        let svg = AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg
        // The hint as VoiceOver speaks it, "Actions Available" after it.
        #expect(svg.contains(">Plays the song., Actions Available</text>"))
        // One action per line, as AccessibilitySnapshot's legends list them.
        #expect(svg.contains(">Actions:</text>"))
        #expect(svg.contains(">↓ Add to Queue</text>"))
        #expect(svg.contains(">↓ Share</text>"))
    }

    @Test func accessibilityPathIsDrawnAsAPath() {
        let svg = AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg
        #expect(svg.contains("<path d=\"M16 130L216 130L16 250Z\""))
    }

    @Test func activationPointMarkedOnlyWhenOffCentre() throws {
        let root = try #require(XMLTree(AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg).root)
        let marks = root.all { $0.attributes["class"] == "activation-point" }
        #expect(marks.count == 1)
        #expect(marks.first?.children.first?.attributes["cx"] == "250")
        #expect(marks.first?.children.first?.attributes["cy"] == "152")
    }

    @Test func cjkAndEmojiKeptAsTextWithFontFallbacks() {
        let svg = AccessibilitySnapshotSVG(window: SnapshotTestScreens.features()).svg
        #expect(svg.contains("你好，世界 👋🏽"))
        #expect(svg.contains("Noto Sans CJK SC"))
        #expect(svg.contains("Noto Color Emoji"))
    }

    @Test func hostileLabelsAreEscapedAndTheDocumentStaysWellFormed() throws {
        let svg = AccessibilitySnapshotSVG(window: SnapshotTestScreens.hostile()).svg
        let root = try #require(XMLTree(svg).root, "the SVG must parse as XML")
        let names = Set(root.all { _ in true }.map(\.name))
        #expect(names.isSubset(of: ["svg", "title", "rect", "g", "text", "circle", "path"]))
        #expect(root.all { $0.attributes.keys.contains("onload") }.isEmpty)
        for scalar in svg.unicodeScalars {
            #expect(!MarkupTextProbe.isHidden(scalar) || scalar == "\n", "raw U+\(String(scalar.value, radix: 16)) in the SVG")
        }
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"))
        #expect(svg.contains("evil ⟨U+202E⟩gnp.exe"))
        #expect(svg.contains("bell⟨U+0007⟩tab⟨U+0009⟩null⟨U+0000⟩"))
        // Very long text is cut at a few lines, ending with an ellipsis.
        let longLines = root.all { $0.name == "text" && $0.text.hasPrefix("very long") || $0.text.hasSuffix("…") }
        #expect(longLines.contains { $0.text.hasSuffix("…") })
    }

    @Test func rightToLeftScreensPutTheLegendOnTheLeft() throws {
        let window = SnapshotTestScreens.window(language: "ar")
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 358, height: 30))
        label.text = "مرحبا"
        window.addSubview(label)
        let root = try #require(XMLTree(AccessibilitySnapshotSVG(window: window).svg).root)
        let screen = try #require(root.all { $0.attributes["id"] == "screen" }.first)
        let legend = try #require(root.all { $0.attributes["id"] == "legend" }.first)
        #expect(screen.attributes["transform"] == "translate(380 0)")
        #expect(legend.attributes["transform"] == "translate(0 0)")
        let description = try #require(legend.all { $0.name == "text" && $0.text == "مرحبا" }.first)
        #expect(description.attributes["direction"] == "rtl")
    }

    @Test func findingsShownWhenAsked() {
        let window = SnapshotTestScreens.window()
        let unlabeled = UIButton(frame: CGRect(x: 16, y: 20, width: 44, height: 44))
        window.addSubview(unlabeled)
        let tree = AccessibilityTree(window: window)
        let findings = Auditor().audit(tree).findings
        #expect(!findings.isEmpty)
        let with = AccessibilitySnapshotSVG(window: window, findings: findings).svg
        let without = AccessibilitySnapshotSVG(window: window).svg
        #expect(with.contains("⚠ "))
        #expect(with.contains(findings[0].ruleID))
        #expect(!without.contains("⚠ "))
    }
}

/// Reads which scalars the writer must never emit raw.
enum MarkupTextProbe {
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}

/// Bad input the snapshot must survive: hierarchies deep enough to break recursion or a
/// quadratic frame computation.
@MainActor
@Suite struct SnapshotStressTests {
    /// Drawn in under a second alone. The limit catches a quadratic computation (hours at this
    /// depth), not a slow machine: it counts from the test's start, so in a full parallel run it
    /// includes the wait for the main actor, which other tests hold (once over a minute, on a
    /// loaded 2-core machine).
    @Test(.timeLimit(.minutes(5))) func aFiftyThousandDeepHierarchyIsDrawn() {
        let window = SnapshotTestScreens.window()
        var parent: UIView = window
        for level in 0..<50_000 {
            let view = UIView(frame: CGRect(x: 0, y: 0.01, width: 390, height: 400))
            parent.addSubview(view)
            parent = view
            if level == 49_999 {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
                label.text = "Bottom"
                view.addSubview(label)
            }
        }
        let svg = AccessibilitySnapshotSVG(window: window).svg
        #expect(svg.contains(">Bottom</text>"))
        #expect(svg.contains("class=\"legend-entry\""))
    }
}
