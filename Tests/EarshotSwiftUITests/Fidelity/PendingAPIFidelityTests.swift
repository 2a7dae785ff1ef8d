import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Recorded vectors whose views use an API EarshotSwiftUI does not have yet. Each test is disabled
/// and names the API; its screen is compiled only with `EARSHOT_PENDING_FIDELITY_API` defined
/// (`swift build -Xswiftc -DEARSHOT_PENDING_FIDELITY_API`) so the package builds meanwhile. When
/// the API lands, remove the condition and the trait.
@Suite("Fidelity: recordings waiting for an API")
@MainActor
struct PendingAPIFidelityTests {
    /// rjchatfield/AX, `AXTests/SwiftUI/AXTests.swift` testAXHelp, testAXHintThenHelp,
    /// testAXHintBeforeHelp: `.help` is the hint, and of `.help` and `.accessibilityHint` the one
    /// applied last wins.
    @Test(.disabled("needs View.help(_:)"))
    func help() {
        #if EARSHOT_PENDING_FIDELITY_API
        let screen = HostedScreen {
            VStack(spacing: 40) {
                Text("title").help(Text("help"))
                Text("title").accessibilityHint(Text("ax_hint")).help(Text("help"))
                Text("title").help(Text("help")).accessibilityHint(Text("ax_hint"))
            }
        }
        #expect(screen.transcript() == ["title, help", "title, help", "title, ax_hint"])
        #endif
    }

    /// rjchatfield/AX, `AXTests/SwiftUI/ViewTests.swift` testEditButton: a button labelled "Edit".
    @Test(.disabled("needs EditButton"))
    func editButton() {
        #if EARSHOT_PENDING_FIDELITY_API
        #expect(HostedScreen { EditButton() }.transcript() == ["Edit, Button"])
        #endif
    }

    /// rjchatfield/AX, `AXTests/SwiftUI/ViewTests.swift` testGroupBox: a container of its content.
    @Test(.disabled("needs GroupBox"))
    func groupBox() {
        #if EARSHOT_PENDING_FIDELITY_API
        let screen = HostedScreen {
            GroupBox {
                Text("item1")
                Button {
                } label: {
                    Text("item2")
                }
            }
        }
        #expect(screen.transcript() == ["item1", "item2, Button"])
        #endif
    }

    /// rjchatfield/AX, `AXTests/SwiftUI/ViewTests.swift` testProgressView: the label and the
    /// current value label are the label, the fraction the value ("label, currentValueLabel, 10%").
    @Test(.disabled("needs ProgressView(value:total:label:currentValueLabel:)"))
    func progressWithCurrentValueLabel() {
        #if EARSHOT_PENDING_FIDELITY_API
        let screen = HostedScreen {
            ProgressView(value: 0.1, total: 1, label: { Text("label") }, currentValueLabel: { Text("currentValueLabel") })
        }
        #expect(screen.transcript() == ["label, currentValueLabel, 10%"])
        #endif
    }

    /// rjchatfield/AX, `AXTests/SwiftUI/ViewTests.swift` testTimelineView: the content's elements.
    @Test(.disabled("needs TimelineView"))
    func timelineView() {
        #if EARSHOT_PENDING_FIDELITY_API
        let screen = HostedScreen {
            TimelineView(.everyMinute) { _ in
                Text("item1")
                Button {
                } label: {
                    Text("item2")
                }
            }
        }
        #expect(screen.transcript() == ["item1", "item2, Button"])
        #endif
    }

    /// cashapp/AccessibilitySnapshot, `Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/
    /// AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testUnspokenTraitsDemo_26_2_402x874@3x.png`,
    /// element 8: a zoom action adds the supportsZoom trait, which has no words.
    @Test(.disabled("needs View.accessibilityZoomAction(_:)"))
    func zoomAction() {
        #if EARSHOT_PENDING_FIDELITY_API
        #expect(HostedScreen { Text(".supportsZoom").accessibilityZoomAction { _ in } }.transcript() == [".supportsZoom"])
        #endif
    }

    /// cashapp/AccessibilitySnapshot, `Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/
    /// AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testCustomRotorsDemo_26_2_402x874@3x.png`:
    /// the rows are rotor targets by `accessibilityRotorEntry(id:in:)` in a namespace.
    @Test(.disabled("needs @Namespace, View.accessibilityRotorEntry(id:in:) and AccessibilityRotorEntry(_:id:in:)"))
    func namespacedRotorEntries() {
        #if EARSHOT_PENDING_FIDELITY_API
        struct Menu: View {
            @Namespace var vegan
            var body: some View {
                VStack {
                    Text("Vegan dishes")
                        .accessibilityRotor("Vegan Options") { AccessibilityRotorEntry(Text("Garden Salad"), id: "salad", in: vegan) }
                    Text("Classic Burger, $12")
                    Text("Garden Salad, $9, Vegan").accessibilityRotorEntry(id: "salad", in: vegan)
                }
            }
        }
        let voiceOver = HostedScreen { Menu() }.voiceOver()
        #expect(voiceOver.rotateRotor(.clockwise) == "Vegan Options")
        #expect(voiceOver.swipeDown() == "Garden Salad, $9, Vegan")
        #endif
    }
}
