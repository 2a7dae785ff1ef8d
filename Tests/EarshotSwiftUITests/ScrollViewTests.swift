import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// ScrollView: transparent to VoiceOver (AccessibilitySnapshot's testSimpleSwiftUIWithScrollView
/// reference images equal the ones without it, iOS 17.5/18.5/26.2); three-finger swipes page it as
/// UIScrollView does (docs/voiceover-behaviour.md).
@Suite("SwiftUI ScrollView")
@MainActor
struct ScrollViewTests {
    @Test("Content reads as without the ScrollView")
    func transparent() {
        let plain = HostedScreen {
            VStack {
                Text("A")
                Text("B")
            }
        }.transcript()
        let scrolled = HostedScreen {
            ScrollView {
                Text("A")
                Text("B")
            }
        }.transcript()
        #expect(plain == ["A", "B"])
        #expect(scrolled == plain)
    }

    @Test("A long ScrollView keeps every row and pages by a three-finger swipe")
    func paging() {
        let voiceOver = HostedScreen {
            ScrollView {
                ForEach(0..<60) { Text("Row \($0)").frame(height: 40) }
            }
        }.voiceOver()
        #expect(voiceOver.transcript().count == 60)
        #expect(voiceOver.transcript().first == "Row 0")
        let said = voiceOver.threeFingerSwipe(.up)
        #expect(said?.hasPrefix("Page 2 of") == true)
    }
}
