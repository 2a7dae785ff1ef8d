import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A custom-drawn dial, made accessible by representing it as a Slider.
struct Dial: View {
    @State private var level = 0.3
    var body: some View {
        Circle()
            .frame(width: 80, height: 80)
            .accessibilityRepresentation {
                Slider(value: $level, in: 0...1) { Text("Level") }
            }
    }
}

/// `.accessibilityRepresentation` and `.accessibilityChildren` (Apple's SwiftUI documentation: the
/// view is read as the representation / as a container of the given children).
@Suite("SwiftUI representation and synthetic children")
@MainActor
struct RepresentationTests {
    @Test("A shape represented by a Slider is heard and adjusted as the slider, at the shape's frame")
    func representation() {
        let voiceOver = HostedScreen(Dial()).voiceOver()
        #expect(voiceOver.focusedDescription == "Level, 30%, Adjustable, Swipe up or down with one finger to adjust the value.")
        #expect(voiceOver.swipeUp() == "40%")
        #expect(voiceOver.focusedElement?.accessibilityFrame.size == CGSize(width: 80, height: 80))
    }

    @Test("A chart with synthetic children: a container whose children are read in order, the drawing hidden")
    func children() {
        let voiceOver = HostedScreen {
            VStack {
                Rectangle()
                    .frame(width: 300, height: 200)
                    .accessibilityLabel("Drawing")
                    .accessibilityChildren {
                        HStack {
                            ForEach(["Mon 3", "Tue 5", "Wed 2"], id: \.self) { Text($0) }
                        }
                    }
                Text("After the chart")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Mon 3", "Tue 5", "Wed 2", "After the chart"])
    }
}
