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
/// Content Available" as AccessibilitySnapshot's reference images show it (docs/voiceover-behaviour.md §4).
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
        let voiceOver = SimulatorScreen(Self.photo([("Orientation", "Landscape"), ("Camera", "Front")].map { ($0, $1, .default) })).voiceOver()
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
}
