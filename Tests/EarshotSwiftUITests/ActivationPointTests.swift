import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `accessibilityActivationPoint`: "the location assistive technologies use to initiate gestures"
/// (Apple's documentation of `accessibilityActivationPoint(_:)`); without one, "the center of the
/// accessibility frame".
@Suite("The activation point")
@MainActor
struct ActivationPointTests {
    enum Form: String, CaseIterable, Sendable {
        case none, point, unitPoint, disabled, iOS13Spelling
    }

    @Test("The hosted element reports its activation point in screen coordinates", arguments: Form.allCases)
    func activationPoint(_ form: Form) throws {
        let text = Text("Pin").frame(width: 100, height: 40)
        let voiceOver: VoiceOver
        switch form {
        case .none: voiceOver = HostedScreen { text }.voiceOver()
        case .point: voiceOver = HostedScreen { text.accessibilityActivationPoint(CGPoint(x: 10, y: 5)) }.voiceOver()
        case .unitPoint: voiceOver = HostedScreen { text.accessibilityActivationPoint(UnitPoint.bottomTrailing) }.voiceOver()
        case .disabled:
            voiceOver = HostedScreen { text.accessibilityActivationPoint(CGPoint(x: 10, y: 5), isEnabled: false) }.voiceOver()
        case .iOS13Spelling: voiceOver = HostedScreen { text.accessibility(activationPoint: UnitPoint(x: 0, y: 0)) }.voiceOver()
        }
        let element = try #require(voiceOver.focusedElement)
        let frame = element.accessibilityFrame
        let expected: CGPoint =
            switch form {
            case .none, .disabled: CGPoint(x: frame.midX, y: frame.midY)
            case .point: CGPoint(x: frame.minX + 10, y: frame.minY + 5)
            case .unitPoint: CGPoint(x: frame.maxX, y: frame.maxY)
            case .iOS13Spelling: frame.origin
            }
        #expect(element.accessibilityActivationPoint == expected)
    }

    @Test("The Zoom rotor zooms at the activation point")
    func zoomAtActivationPoint() throws {
        let actions = StoredValue<[AccessibilityZoomGestureAction]>([])
        let voiceOver = HostedScreen {
            Text("Map").frame(width: 200, height: 100)
                .accessibilityActivationPoint(UnitPoint(x: 0.25, y: 0.5))
                .accessibilityZoomAction { actions.value.append($0) }
        }.voiceOver()
        #expect(voiceOver.rotateRotor(.clockwise) == "Zoom")
        voiceOver.swipeUp()
        let action = try #require(actions.value.first)
        #expect(action.location == UnitPoint(x: 0.25, y: 0.5))
        #expect(action.point == voiceOver.focusedElement?.accessibilityActivationPoint)
    }
}
