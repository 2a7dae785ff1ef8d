import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// The `isModal` trait. Apple's documentation of `AccessibilityTraits.isModal`: "When a modal
/// accessibility element is visible, sibling accessibility elements that are not modal are
/// ignored"; Earshot makes the hosted view modal, as UIKit's `accessibilityViewIsModal`
/// (docs/voiceover-behaviour.md §1 rule 5).
@Suite("The isModal trait")
@MainActor
struct ModalTraitTests {
    enum Screen: String, CaseIterable, Sendable {
        case modalContainer, modalElement, removed

        var expected: [String] {
            switch self {
            case .modalContainer: ["Delete the draft?", "Delete, Button"]
            case .modalElement: ["Saved"]
            case .removed: ["Background", "Behind, Button", "Delete the draft?", "Delete, Button"]
            }
        }

        @MainActor
        func heard() -> [String] {
            switch self {
            case .modalContainer:
                HostedScreen {
                    ZStack {
                        VStack {
                            Text("Background")
                            Button("Behind") {}
                        }
                        VStack {
                            Text("Delete the draft?")
                            Button("Delete") {}
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityAddTraits(.isModal)
                    }
                }.transcript()
            case .modalElement:
                HostedScreen {
                    VStack {
                        Text("Background")
                        Text("Saved").accessibilityAddTraits(.isModal)
                    }
                }.transcript()
            case .removed:
                HostedScreen {
                    VStack {
                        Text("Background")
                        Button("Behind") {}
                        VStack {
                            Text("Delete the draft?")
                            Button("Delete") {}
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityAddTraits(.isModal)
                        .accessibilityRemoveTraits(.isModal)
                    }
                }.transcript()
            }
        }
    }

    @Test("A modal element or container hides its siblings from VoiceOver", arguments: Screen.allCases)
    func modal(_ screen: Screen) {
        #expect(screen.heard() == screen.expected)
    }
}
