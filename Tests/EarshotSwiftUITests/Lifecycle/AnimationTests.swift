import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// Animations reach their end state at once: VoiceOver on iOS reads a view's model values from
/// the moment an animation starts (docs/uikit.md, "Animations"; Apple's documentation of
/// `withAnimation(_:_:)` and `animation(_:value:)`).
@MainActor
@Suite("SwiftUI animations and transitions")
struct AnimationTests {
    struct Expander: View {
        @State private var isExpanded = false
        var body: some View {
            VStack {
                Button(isExpanded ? "Collapse" : "Expand") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { isExpanded.toggle() }
                }
                if isExpanded {
                    Text("Details")
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .animation(.easeInOut(duration: 2).repeatForever(), value: isExpanded)
        }
    }

    /// A change made in `withAnimation` is heard at once, the inserted view included.
    @Test func anAnimatedChangeIsHeardAtOnce() {
        let voiceOver = HostedScreen(Expander()).voiceOver()
        #expect(voiceOver.doubleTap() == "Collapse")
        #expect(voiceOver.transcript() == ["Collapse, Button", "Details"])
    }

    /// Animation values keep what the app chose.
    @Test(arguments: [
        (Animation.easeInOut(duration: 2), Animation.easeInOut(duration: 2), true),
        (Animation.easeInOut(duration: 2), Animation.easeInOut(duration: 3), false),
        (Animation.linear.delay(1), Animation.linear, false),
        (Animation.default.repeatForever(), Animation.default.repeatCount(3), false),
        (Animation.spring(), Animation.spring(duration: 0.5, bounce: 0), true),
    ])
    func animationValuesCompare(_ first: Animation, _ second: Animation, equal: Bool) {
        #expect((first == second) == equal)
    }

    @Test func repeatingAndDelayedAnimationsSayWhatTheyAre() {
        let animation = Animation.easeIn(duration: 1).delay(0.5).speed(2).repeatForever(autoreverses: false)
        #expect(animation.delay == 0.5)
        #expect(animation.speed == 2)
        #expect(animation.repeatCount == nil)
        #expect(!animation.autoreverses)
        #expect(AnyTransition.opacity != AnyTransition.slide)
        #expect(AnyTransition.asymmetric(insertion: .scale, removal: .opacity) == .asymmetric(insertion: .scale, removal: .opacity))
    }

    /// A modifier that says which state of a transition it is in, as the value VoiceOver reads.
    struct Placement: ViewModifier {
        let state: String
        func body(content: Content) -> some View { content.accessibilityValue(state) }
    }

    struct PivotCard: View {
        @State private var isShown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation { isShown = true } }
                if isShown {
                    Text("Card")
                        .transition(.modifier(active: Placement(state: "moving"), identity: Placement(state: "in place")))
                }
            }
        }
    }

    /// Apple's documentation of `AnyTransition.modifier(active:identity:)`: the identity modifier
    /// is the view's state once inserted, which is at once here.
    @Test func aModifierTransitionLeavesItsIdentityModifierApplied() {
        let voiceOver = HostedScreen(PivotCard()).voiceOver()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Show, Button", "Card, in place"])
        let pivot = AnyTransition.modifier(active: Placement(state: "moving"), identity: Placement(state: "in place"))
        #expect(pivot == .modifier(active: Placement(state: "moving"), identity: Placement(state: "in place")))
        #expect(pivot != .modifier(active: Placement(state: "away"), identity: Placement(state: "in place")))
        #expect(
            HostedScreen { Text("Card").transition(.asymmetric(insertion: pivot, removal: .opacity)) }.transcript() == ["Card, in place"])
    }

    struct ScaledStepper: View {
        @State private var amount = 1.0
        var body: some View {
            Stepper("Scale \(Int(amount))", value: $amount.animation(.easeInOut(duration: 1).repeatCount(3)), in: 1...10)
        }
    }

    /// Apple's documentation of `Binding.animation(_:)`: the binding's changes are animated; here
    /// the value changes at once and the animation is kept in its transaction.
    @Test func anAnimatedBindingWritesAtOnce() {
        let voiceOver = HostedScreen(ScaledStepper()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().first == "Scale 2")
        #expect(Binding.constant(1).animation(.linear).transaction.animation == .linear)
        #expect(Binding.constant(1).animation().transaction.animation == .default)
    }
}
