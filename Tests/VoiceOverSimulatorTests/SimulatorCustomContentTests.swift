import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A photo view with custom content, as UIKit apps adopt `AXCustomContentProvider`.
@MainActor
final class PhotoView: UIView, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = []
}

/// Custom content in UIKit (the Accessibility framework's `AXCustomContentProvider`). Sources:
/// Apple's `AXCustomContent` documentation ("High-importance information gets read out
/// immediately, while default-importance information must be explicitly asked for"); "More
/// Content Available" as AccessibilitySnapshot's reference images show it (docs/voiceover-behaviour.md §4 (What is spoken)).
@Suite("VoiceOver custom content")
@MainActor
struct SimulatorCustomContentTests {
    static func photo(_ entries: [(String, String, AXCustomContent.Importance)]) -> PhotoView {
        let view = PhotoView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Beach"
        view.accessibilityTraits = .image
        view.accessibilityCustomContent = entries.map { label, value, importance in
            let content = AXCustomContent(label: label, value: value)
            content.importance = importance
            return content
        }
        return view
    }

    @Test("Default importance: only \"More Content Available\"; the More Content rotor reads each entry, then a boundary")
    func defaultImportance() {
        let voiceOver = SimulatorScreen(Self.photo([("Orientation", "Landscape"), ("Camera", "Front")].map { ($0, $1, .default) }))
            .voiceOver()
        #expect(voiceOver.focusedDescription == "Beach, Image, More Content Available")
        #expect(voiceOver.rotorItems.last == "More Content")
        #expect(voiceOver.rotateRotor(.counterclockwise) == "More Content")
        #expect(voiceOver.swipeDown() == "Orientation, Landscape")
        #expect(voiceOver.swipeDown() == "Camera, Front")
        #expect(voiceOver.swipeDown() == nil)
    }

    @Test("High importance is spoken with the element, before the hint part")
    func highImportance() {
        let view = Self.photo([("People", "2", .high)])
        view.accessibilityHint = "Opens the photo."
        let voiceOver = SimulatorScreen(view).voiceOver()
        #expect(voiceOver.focusedDescription == "Beach, Image, People, 2, Opens the photo., More Content Available")
    }

    @Test("No custom content: no phrase, no rotor item")
    func none() {
        let voiceOver = SimulatorScreen(Self.photo([])).voiceOver()
        #expect(voiceOver.focusedDescription == "Beach, Image")
        #expect(!voiceOver.rotorItems.contains("More Content"))
    }

    /// Whether a class adopts the protocol is remembered for the last class met: runs of plain
    /// labels and of photos, in both orders, each photo still offers its content.
    @Test func runsOfClassesWithAndWithoutCustomContent() {
        var views: [UIView] = []
        for (index, kind) in ["label", "label", "photo", "photo", "label", "photo", "label"].enumerated() {
            let view: UIView
            if kind == "photo" {
                view = Self.photo([("Taken", "Item \(index)", .high)])
                view.accessibilityLabel = "Photo \(index)"
            } else {
                let label = UILabel()
                label.text = "Label \(index)"
                view = label
            }
            view.frame = CGRect(x: 0, y: CGFloat(index) * 50, width: 200, height: 40)
            views.append(view)
        }
        let voiceOver = SimulatorScreen(views).voiceOver()
        var heard: [String] = [voiceOver.focusedDescription ?? "-"]
        for _ in 1..<views.count { heard.append(voiceOver.swipeRight() ?? "-") }
        #expect(
            heard == [
                "Label 0", "Label 1",
                "Photo 2, Image, Taken, Item 2, More Content Available",
                "Photo 3, Image, Taken, Item 3, More Content Available",
                "Label 4", "Photo 5, Image, Taken, Item 5, More Content Available", "Label 6",
            ])
    }
}
