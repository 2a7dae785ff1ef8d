import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Vectors from cvs-health/ios-swiftui-accessibility-techniques, whose pages state what VoiceOver
/// says for each technique as checked on devices (files under `iOSswiftUIa11yTechniques/
/// Documentation/`). The screens are written anew from what the pages describe.
@Suite("Fidelity: CVS Health's SwiftUI accessibility techniques")
@MainActor
struct TechniquesFidelityTests {
    enum Vector: String, CaseIterable, Sendable {
        /// CombiningFocus.md: a child button's label does not transfer into the combined element.
        case combinedButtonLabelStaysOut
        /// CombiningFocus.md: it does once the button's `.isButton` trait is removed.
        case combinedButtonWithoutTrait
        /// Accordions.md: a `DisclosureGroup` is heard with its expanded or collapsed state.
        case disclosureStates
        /// Headings.md: a heading level without the header trait makes no heading.
        case headingLevelAlone

        var recorded: [String] {
            switch self {
            case .combinedButtonLabelStaysOut: ["Order 1042, Button, Actions Available"]
            case .combinedButtonWithoutTrait: ["Order 1042, Track"]
            // The words are UIKit's outline states (docs/swiftui.md, `DisclosureGroup`).
            case .disclosureStates: ["Shipping, Expanded, Button", "Arrives Friday", "Returns, Collapsed, Button"]
            case .headingLevelAlone: ["Orders"]
            }
        }

        var knownIssue: String? { nil }

        @MainActor
        func heard() -> [String] {
            switch self {
            case .combinedButtonLabelStaysOut:
                HostedScreen {
                    HStack {
                        Text("Order 1042")
                        Button("Track") {}
                    }
                    .accessibilityElement(children: .combine)
                }.transcript()
            case .combinedButtonWithoutTrait:
                HostedScreen {
                    HStack {
                        Text("Order 1042")
                        Button("Track") {}.accessibilityRemoveTraits(.isButton)
                    }
                    .accessibilityElement(children: .combine)
                }.transcript()
            case .disclosureStates:
                HostedScreen {
                    VStack {
                        DisclosureGroup("Shipping", isExpanded: .constant(true)) { Text("Arrives Friday") }
                        DisclosureGroup("Returns", isExpanded: .constant(false)) { Text("Within 30 days") }
                    }
                }.transcript()
            case .headingLevelAlone: HostedScreen { Text("Orders").accessibilityHeading(.h1) }.transcript()
            }
        }
    }

    @Test("Each technique says what its page says VoiceOver says", arguments: Vector.allCases)
    func technique(_ vector: Vector) {
        expectRecorded(vector.heard(), vector.recorded, knownIssue: vector.knownIssue)
    }
}
