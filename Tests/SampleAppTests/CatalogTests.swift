import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The app as a whole: the menu lists every screen, each screen can be reached and left, and every
/// scripted demo makes VoiceOver say what the demo says.
@MainActor
@Suite("Sample app: menu, screens and demos")
struct CatalogTests {
    @Test func screensHaveUniqueIdsTitlesAndSeedReferences() {
        let screens = SampleApp.screens
        #expect(Set(screens.map(\.id)).count == screens.count)
        #expect(Set(screens.map(\.title)).count == screens.count)
        for screen in screens {
            #expect(!screen.seeds.isEmpty, "\(screen.id) names no seed")
            #expect(screen.seeds.allSatisfy { $0.file.hasSuffix(".txt") && !$0.heading.isEmpty })
            #expect(!screen.demo.steps.isEmpty, "\(screen.id) has no demo")
        }
        let files = Set(screens.flatMap(\.seeds).map(\.file))
        #expect(files.count == 5, "every seed document has a screen")
    }

    @Test func launchShowsTheMenuAndVoiceOverStartsOnItsTitle() {
        let session = SampleSession()
        #expect(session.window.application === session.application)
        #expect(session.delegate.window === session.window)
        #expect(session.voiceOver.spokenLog == ["Samples, Heading"])
        let transcript = session.transcript()
        #expect(transcript.prefix(3) == ["Samples, Heading", "Making an app accessible (seed 000), Heading", "Custom standalone view"])
        for screen in SampleApp.screens {
            #expect(transcript.contains(screen.title), "the menu lists \(screen.title)")
        }
    }

    /// A user picks a screen by swiping to its row and double-tapping, and leaves it with Escape.
    @Test func choosingARowPushesItsScreenAndEscapeComesBack() {
        let session = SampleSession()
        let voiceOver = session.voiceOver
        #expect(voiceOver.swipeRight() == "Making an app accessible (seed 000), Heading")
        #expect(voiceOver.swipeRight() == "Custom standalone view")
        #expect(voiceOver.doubleTap() == "Samples, Back Button")
        #expect(session.delegate.navigationController?.topViewController is MyCustomViewController)
        #expect(session.soundsPlayed.last == .screenChanged)
        #expect(voiceOver.escape() == "Samples, Heading")
        #expect(session.delegate.navigationController?.topViewController === session.delegate.menu)
    }

    @Test("every screen opens, reads, and escapes back to the menu", arguments: SampleApp.screens.map(\.id))
    func everyScreenOpensAndEscapes(id: String) throws {
        let session = SampleSession()
        let controller = try session.show(id, as: UIViewController.self)
        #expect(session.delegate.navigationController?.topViewController === controller)
        #expect(session.transcript().count >= 3, "the back button, the title and the screen's own elements")
        #expect(session.voiceOver.focusedElement != nil)
        if id == "custom-alert" { return }
        session.voiceOver.fourFingerTap(.top)
        session.voiceOver.escape()
        #expect(session.delegate.navigationController?.topViewController === session.delegate.menu)
    }

    @Test("every demo makes VoiceOver say what it says", arguments: SampleApp.screens.map(\.id))
    func demo(id: String) throws {
        let session = SampleSession()
        let entry = try #require(SampleApp.screen(id: id))
        try session.show(id, as: UIViewController.self)
        for (index, step) in entry.demo.steps.enumerated() {
            let said = try session.run(step.gesture)
            #expect(said == step.says, "step \(index + 1) of \(id): \(step.gesture)")
        }
    }
}
