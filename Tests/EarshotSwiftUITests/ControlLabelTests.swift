import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A speed slider with value labels at its ends, as cvs-health's SlidersView writes it.
private struct SpeedSlider: View {
    @State private var speed = 50.0
    var body: some View {
        Slider(value: $speed, in: 0...100, step: 1) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
    }
}

/// Controls' labels and the modifiers around them. Sources: Orange-OpenSource/ods-ios issue 181 (an
/// accessibility audit of SwiftUI's native slider, whose VoiceOver pass reads the minimum and
/// maximum value labels on their own and asks apps to hide them); Apple's documentation of
/// `labelsHidden()` ("Always provide a label for controls, even when you hide the label, because
/// SwiftUI uses labels for other purposes, including accessibility"), of `SwitchToggleStyle` and
/// of `sensoryFeedback(_:trigger:)` ("Plays the specified feedback when the provided trigger value
/// changes").
@Suite("SwiftUI control labels")
@MainActor
struct ControlLabelTests {
    @Test("A slider's minimum and maximum value labels are read on their own, around the slider")
    func sliderValueLabels() {
        let voiceOver = HostedScreen(SpeedSlider()).voiceOver()
        #expect(voiceOver.transcript() == ["0", "Speed, 50%, Adjustable, Swipe up or down with one finger to adjust the value.", "100"])
        voiceOver.swipeRight()
        #expect(voiceOver.swipeUp() == "51%")
    }

    @Test("Value labels are drawn at the slider's ends: the minimum leading, the maximum trailing")
    func sliderValueLabelFrames() {
        let voiceOver = HostedScreen(SpeedSlider()).voiceOver()
        let frames = FlexibleLayoutTests.frames(voiceOver)
        #expect(frames.count == 3)
        #expect(frames[0].maxX <= frames[1].minX && frames[1].maxX <= frames[2].minX)
        #expect(abs(frames[0].midY - frames[1].midY) < 0.5 && abs(frames[2].midY - frames[1].midY) < 0.5)
    }

    @Test("An empty label and value labels: the slider has no label, the value labels are read")
    func sliderWithoutLabel() {
        let screen = HostedScreen {
            Slider(value: .constant(30.0), in: 0...100, step: 1) {
            } minimumValueLabel: {
                Text("Slow")
            } maximumValueLabel: {
                Text("Fast")
            }
        }
        #expect(screen.transcript() == ["Slow", "30%, Adjustable, Swipe up or down with one finger to adjust the value.", "Fast"])
    }

    @Test("labelsHidden: a toggle draws only its switch and keeps its label for VoiceOver")
    func labelsHiddenToggle() {
        let shown = HostedScreen { Toggle("Dark Mode", isOn: .constant(false)) }.voiceOver()
        let hidden = HostedScreen { Toggle("Dark Mode", isOn: .constant(false)).labelsHidden() }.voiceOver()
        #expect(hidden.transcript() == shown.transcript())
        #expect(hidden.transcript() == ["Dark Mode, Switch Button, Off, Double tap to toggle setting."])
        let hiddenFrame = FlexibleLayoutTests.frames(hidden)[0]
        #expect(hiddenFrame.width == 51 && hiddenFrame.height == 31)
        #expect(FlexibleLayoutTests.frames(shown)[0].width > hiddenFrame.width)
    }

    @Test("labelsHidden: a menu picker still reads its title, then the chosen option")
    func labelsHiddenPicker() {
        let screen = HostedScreen {
            Picker("Flavor", selection: .constant("Vanilla")) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            .labelsHidden()
        }
        #expect(screen.transcript() == ["Flavor, Vanilla, Button"])
    }

    @Test("A tinted switch style speaks as the switch")
    func tintedSwitch() {
        let screen = HostedScreen { Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .blue)) }
        #expect(screen.transcript() == ["Wi-Fi, Switch Button, On, Double tap to toggle setting."])
    }

    @Test("sensoryFeedback plays its haptic when the trigger changes, never when the view appears")
    func sensoryFeedback() {
        let screen = HostedScreen(BookmarkToggle(isOn: false, onlyTurningOn: false))
        let voiceOver = screen.voiceOver()
        #expect(screen.window.device.playedHaptics.isEmpty)
        voiceOver.doubleTap()
        #expect(screen.window.device.playedHaptics == [.impact(.light, intensity: 1)])
    }

    @Test("sensoryFeedback with a condition plays only when it holds", arguments: [false, true])
    func sensoryFeedbackCondition(_ turningOn: Bool) {
        let screen = HostedScreen(BookmarkToggle(isOn: !turningOn, onlyTurningOn: true))
        screen.voiceOver().doubleTap()
        #expect(screen.window.device.playedHaptics == (turningOn ? [.notification(.success)] : []))
    }
}

/// A toggle that plays a haptic as it changes, as cvs-health's TogglesView writes it.
private struct BookmarkToggle: View {
    @State var isOn: Bool
    let onlyTurningOn: Bool
    var body: some View {
        if onlyTurningOn {
            Toggle("Alarm", isOn: $isOn).sensoryFeedback(.success, trigger: isOn) { _, new in new }
        } else {
            Toggle("Bookmark", isOn: $isOn).sensoryFeedback(.impact(weight: .light), trigger: isOn)
        }
    }
}
