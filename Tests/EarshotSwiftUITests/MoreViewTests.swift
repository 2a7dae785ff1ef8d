import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// A view reading the environment, as SwiftUI views do.
struct EnabledAwareRow: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Text(isEnabled ? "Ready" : "Unavailable")
    }
}

/// A custom adjustable control, the SwiftUI twin of the guide's elevator control.
struct FloorPicker: View {
    @State private var floor = 3
    var body: some View {
        Text("Floor")
            .accessibilityValue("\(floor)")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: floor += 1
                case .decrement: floor -= 1
                }
            }
    }
}

/// Environment, shapes and colours, opacity, ProgressView and adjustable actions. Sources: Apple's
/// SwiftUI documentation; AccessibilitySnapshot's SwiftUI reference images for shapes (docs/swiftui.md).
@Suite("SwiftUI environment, shapes, progress and adjustable actions")
@MainActor
struct MoreViewTests {
    @Test("@Environment(\\.isEnabled) reads the enclosing .disabled; .environment sets a value")
    func environment() {
        let screen = HostedScreen {
            VStack {
                EnabledAwareRow()
                EnabledAwareRow().disabled(true)
                EnabledAwareRow().environment(\.isEnabled, false)
            }
        }
        #expect(screen.transcript() == ["Ready", "Unavailable", "Unavailable"])
    }

    @Test("Shapes, colours and dividers are never elements; with an accessibility modifier a shape is one")
    func shapes() {
        let screen = HostedScreen {
            VStack {
                Circle().frame(width: 40, height: 40)
                Color.red.frame(height: 20)
                Divider()
                Rectangle().frame(width: 44, height: 44).accessibilityLabel("Swatch")
                RoundedRectangle(cornerRadius: 8).frame(width: 44, height: 44).accessibilityHint("Drag to reorder")
                Capsule().frame(width: 60, height: 30)
            }
        }
        #expect(screen.transcript() == ["Swatch", "Drag to reorder"])
    }

    @Test(".opacity(0) removes a view from accessibility; other opacities do not")
    func opacity() {
        let screen = HostedScreen {
            VStack {
                Text("Faded").opacity(0.5)
                Text("Gone").opacity(0)
            }
        }
        #expect(screen.transcript() == ["Faded"])
    }

    @Test("ProgressView: as UIProgressView, 'Progress, 50%'; with a title the title; indeterminate 'In progress'")
    func progress() {
        let screen = HostedScreen {
            VStack {
                ProgressView(value: 0.5)
                ProgressView("Downloading", value: 3.0, total: 4.0)
                ProgressView()
            }
        }
        #expect(screen.transcript() == ["Progress, 50%", "Downloading, 75%", "In progress"])
    }

    @Test(".accessibilityAdjustableAction: Adjustable; swipe up and down call it and the new value is spoken")
    func adjustable() {
        let voiceOver = HostedScreen(FloorPicker()).voiceOver()
        #expect(voiceOver.focusedDescription == "Floor, 3, Adjustable, Swipe up or down with one finger to adjust the value.")
        #expect(voiceOver.swipeUp() == "4")
        #expect(voiceOver.swipeDown() == "3")
        #expect(voiceOver.swipeDown() == "2")
    }
}

/// `.accessibilityAction(.escape)` and `(.magicTap)`: VoiceOver looks for the handler from the
/// focused element up (Apple's documentation of accessibilityPerformEscape / MagicTap).
@Suite("SwiftUI escape and magic tap")
@MainActor
struct EscapeAndMagicTapTests {
    @Test("Escape on a stack runs from any element inside; magic tap on an element; .default is the double tap")
    func escapeAndMagicTap() {
        var log: [String] = []
        let voiceOver = HostedScreen {
            VStack {
                Text("Message")
                Button("Play") { log.append("button") }
                    .accessibilityAction(.magicTap) { log.append("magic") }
                Text("Ping").accessibilityAction(.default) { log.append("ping") }
            }
            .accessibilityAction(.escape) { log.append("escape") }
        }.voiceOver()
        // A default action makes the text a button (rjchatfield/AX, testAXActionUnamed).
        #expect(voiceOver.transcript() == ["Message", "Play, Button", "Ping, Button"])
        voiceOver.escape()
        voiceOver.swipeRight()
        voiceOver.magicTap()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.magicTap()
        #expect(log == ["escape", "magic", "ping"])
    }
}
