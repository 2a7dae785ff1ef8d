import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `Animatable`: an app's shape or modifier declares the value an animation would interpolate.
/// Sources: Apple's documentation of `Animatable` (`animatableData`, "the data to animate"),
/// of `Shape` (it conforms to `Animatable`) and of `EmptyAnimatableData`; animations reach their
/// end state at once because VoiceOver on iOS reads the model values from the moment an animation
/// starts (docs/swiftui.md, "Lifecycle and time").
@MainActor
@Suite("SwiftUI Animatable")
struct AnimatableTests {
    /// A progress ring whose trim an animation would move.
    struct Ring: Shape {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(0),
                endAngle: .degrees(360 * progress), clockwise: false)
            return path
        }
    }

    /// A modifier an animation would move, saying its value as the element's. Its data is
    /// nonisolated, as `Animatable` asks, while its body is the main actor's, as `ViewModifier`'s.
    struct Percent: ViewModifier, Animatable {
        var fraction: Double
        nonisolated var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }

        func body(content: Content) -> some View {
            content.accessibilityValue("\(Int((fraction * 100).rounded())) percent")
        }
    }

    struct Upload: View {
        @State private var progress = 0.25
        var body: some View {
            VStack {
                Ring(progress: progress)
                    .stroke(lineWidth: 4)
                    .frame(width: 44, height: 44)
                    .modifier(Percent(fraction: progress))
                    .accessibilityLabel("Upload")
                Button("Finish") { withAnimation(.easeInOut(duration: 2)) { progress = 1 } }
            }
        }
    }

    /// The value is the one set, heard at once.
    @Test func anAnimatedValueIsHeardAtItsEnd() {
        let voiceOver = HostedScreen(Upload()).voiceOver()
        #expect(voiceOver.transcript() == ["Upload, 25 percent", "Finish, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Upload, 100 percent", "Finish, Button"])
    }

    /// Generic code reads and writes the data: a shape's own, and a built-in shape's empty one.
    @Test func animatableDataReadsAndWrites() {
        func halved<A: Animatable>(_ value: A) -> A {
            var copy = value
            copy.animatableData.scale(by: 0.5)
            return copy
        }
        #expect(halved(Ring(progress: 0.8)).progress == 0.4)
        #expect(Rectangle().animatableData == EmptyAnimatableData())
    }
}
