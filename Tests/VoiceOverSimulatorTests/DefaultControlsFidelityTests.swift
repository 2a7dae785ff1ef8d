import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Vectors from cashapp/AccessibilitySnapshot's UIKit control reference images,
/// `Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/<test>_26_2_402x874@3x.png`
/// (iOS 26.2), whose legends list what each element says. Each control is set up as the
/// reference's test names it; the expected speech is the legend's, in VoiceOver's order
/// (docs/voiceover-behaviour.md §4).
@MainActor
@Suite("Fidelity: AccessibilitySnapshot's UIKit control references")
struct DefaultControlsFidelityTests {
    enum Vector: String, CaseIterable, Sendable {
        case testPageControl, testSegmentedControl, testSlider, testStepper, testStepperAtMin

        var recorded: [String] {
            switch self {
            case .testPageControl: ["page 2 of 3, Adjustable, Swipe up or down with one finger to adjust the value."]
            case .testSegmentedControl: ["Segment A, Button, 1 of 3", "Selected, Segment B, Button, 2 of 3", "Segment C, Button, 3 of 3"]
            case .testSlider: ["75%, Adjustable, Swipe up or down with one finger to adjust the value."]
            // iOS 17.5 and 18.5 say "Decrement. Dimmed. Button." at the minimum; iOS 26.2 no
            // longer says "Dimmed", and the newest decides.
            case .testStepper, .testStepperAtMin: ["Decrement, Button", "Increment, Button"]
            }
        }

        var knownIssue: String? { nil }

        @MainActor
        func control() -> UIView {
            switch self {
            case .testPageControl:
                let pages = UIPageControl(frame: CGRect(x: 140, y: 100, width: 110, height: 28))
                pages.numberOfPages = 3
                pages.currentPage = 1
                return pages
            case .testSegmentedControl:
                let segments = UISegmentedControl(frame: CGRect(x: 60, y: 100, width: 270, height: 32))
                for (index, title) in ["Segment A", "Segment B", "Segment C"].enumerated() {
                    segments.insertSegment(withTitle: title, at: index, animated: false)
                }
                segments.selectedSegmentIndex = 1
                return segments
            case .testSlider:
                let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
                slider.minimumValue = 0
                slider.maximumValue = 100
                slider.value = 75
                return slider
            case .testStepper, .testStepperAtMin:
                let stepper = UIStepper(frame: CGRect(x: 148, y: 100, width: 94, height: 32))
                stepper.minimumValue = self == .testStepper ? -1 : 0
                stepper.maximumValue = 1
                stepper.value = 0
                return stepper
            }
        }
    }

    @Test("Each control says what its reference image's legend says", arguments: Vector.allCases)
    func legend(_ vector: Vector) {
        let heard = SimulatorScreen(vector.control()).voiceOver().transcript()
        guard let issue = vector.knownIssue else {
            #expect(heard == vector.recorded)
            return
        }
        withKnownIssue(Comment(rawValue: issue)) { #expect(heard == vector.recorded) }
    }
}
