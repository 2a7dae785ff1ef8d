import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Where a NavigationStack puts its content: offered all the space under the bar and centred in
/// it, so a List (which fills the space offered, docs/swiftui.md "Lazy containers") starts right
/// under the bar, as WordScramble's field does on an iPhone, while a short VStack sits in the
/// middle. Source: Apple's documentation of `List` and `NavigationStack`; docs/swiftui.md.
@Suite("SwiftUI navigation stack content")
@MainActor
struct NavigationContentTests {
    @Test("A List's first row is right under the navigation bar")
    func listStartsUnderTheBar() {
        let voiceOver = HostedScreen {
            NavigationStack { List { Text("First") }.navigationTitle("Words") }
        }.voiceOver()
        let frames = FlexibleLayoutTests.frames(voiceOver)
        #expect(voiceOver.transcript() == ["Words, Heading", "First"])
        // The bar is 44 pt high under the 47 pt top safe-area inset; the row follows it.
        #expect(frames[1].minY == 91)
    }

    @Test("A short VStack is centred in the space under the bar")
    func shortContentIsCentred() {
        let voiceOver = HostedScreen {
            NavigationStack { VStack { Text("Middle") }.navigationTitle("Title") }
        }.voiceOver()
        let frames = FlexibleLayoutTests.frames(voiceOver)
        // The space under the bar runs from 91 to the bottom of the safe area (844 - 34).
        #expect(abs(frames[1].midY - (91 + 810) / 2) <= 1)
    }
}
