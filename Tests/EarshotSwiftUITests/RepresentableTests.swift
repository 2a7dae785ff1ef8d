import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A UIKit switch inside SwiftUI, as apps wrap UIKit controls.
struct LegacySwitch: UIViewRepresentable {
    let title: String
    let isOn: Bool

    func makeUIView(context: Context) -> UISwitch {
        let control = UISwitch(frame: .zero)
        control.accessibilityLabel = title
        return control
    }

    func updateUIView(_ uiView: UISwitch, context: Context) {
        uiView.setOn(isOn, animated: false)
    }
}

/// A representable with a coordinator counting its updates.
struct CountingLabel: UIViewRepresentable {
    let text: String
    final class Coordinator { var updates = 0 }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        context.coordinator.updates += 1
        uiView.text = "\(text) (update \(context.coordinator.updates))"
    }
}

struct MixedScreen: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("SwiftUI text")
            LegacySwitch(title: "Legacy", isOn: true)
            CountingLabel(text: "Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// `UIViewRepresentable` hosts a UIKit view inside SwiftUI; it keeps its own UIKit accessibility
/// (Apple's documentation of UIViewRepresentable).
@Suite("SwiftUI UIViewRepresentable")
@MainActor
struct RepresentableTests {
    @Test("A UIKit view inside SwiftUI speaks as UIKit, in place among the SwiftUI elements; it is made once and updated on each render")
    func mixed() {
        let voiceOver = HostedScreen(MixedScreen()).voiceOver()
        #expect(
            voiceOver.transcript() == [
                "SwiftUI text",
                "Legacy, Switch Button, On, Double tap to toggle setting.",
                "Count 0 (update 2)",
                "Add, Button",
            ])
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Add, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.swipeLeft() == "Count 1 (update 3)")
    }
}
