import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The app as a whole: the menu lists every screen, each screen can be reached and left, and every
/// scripted demo makes VoiceOver say what the demo says.
@MainActor
@Suite("Sample app: menu, screens and demos")
struct CatalogTests {
    @Test func screensHaveUniqueIdsTitlesAndGuideReferences() {
        let screens = SampleApp.screens
        #expect(Set(screens.map(\.id)).count == screens.count)
        #expect(Set(screens.map(\.title)).count == screens.count)
        for screen in screens {
            #expect(!screen.guides.isEmpty, "\(screen.id) names no guide")
            #expect(screen.guides.allSatisfy { !$0.heading.isEmpty })
            #expect(!screen.demo.steps.isEmpty, "\(screen.id) has no demo")
        }
        let guides = Set(screens.flatMap(\.guides).map(\.guide))
        #expect(guides.count == Guide.allCases.count, "every guide has a screen")
    }

    @Test("each entry names the type of the view controller it makes", arguments: SampleApp.screens.map(\.id))
    func screenTypeMatches(id: String) throws {
        let entry = try #require(SampleApp.screen(id: id))
        let controller = entry.makeViewController(SampleClock())
        #expect(String(describing: type(of: controller)) == entry.screenType)
    }

    @Test func demoGesturesAreGesturesEarshotRunAccepts() throws {
        for step in SampleApp.screens.flatMap(\.demo.steps) where !step.gesture.hasPrefix("wait:") {
            _ = try VoiceOverGesture(parsing: step.gesture)
        }
    }

    @Test func aManualClockMovesOnlyWhenTold() {
        let clock = SampleClock()
        #expect(clock.now == .zero)
        clock.advance(by: .seconds(2))
        clock.advance(by: .seconds(-5))
        #expect(clock.now == .seconds(2))
        let source = SampleClock()
        source.advance(by: .seconds(7))
        let following = SampleClock { source.now }
        following.advance(by: .seconds(1))
        #expect(following.now == .seconds(7), "a clock reading another ignores advance")
        source.advance(by: .seconds(2))
        #expect(following.now == .seconds(9))
    }

    /// The menu's section titles are headings: the Headings rotor jumps from guide to guide.
    @Test func headingsRotorJumpsBetweenTheMenusSections() {
        let session = SampleSession()
        let voiceOver = session.voiceOver
        #expect(voiceOver.rotor == "Headings")
        #expect(voiceOver.swipeDown() == "Making an app accessible (Accessibility Programming Guide for iOS), Heading")
        #expect(voiceOver.swipeDown() == "Custom controls (iOS Accessibility: VoiceOver), Heading")
        #expect(voiceOver.swipeRight() == "Floor plan")
    }

    @Test func launchShowsTheMenuAndVoiceOverStartsOnItsTitle() {
        let session = SampleSession()
        #expect(session.window.application === session.application)
        #expect(session.delegate.window === session.window)
        #expect(session.voiceOver.spokenLog == ["Samples, Heading"])
        let transcript = session.transcript()
        #expect(
            transcript.prefix(3) == [
                "Samples, Heading", "Making an app accessible (Accessibility Programming Guide for iOS), Heading", "Custom standalone view",
            ])
        for screen in SampleApp.screens {
            #expect(transcript.contains(screen.title), "the menu lists \(screen.title)")
        }
    }

    /// A user picks a screen by swiping to its row and double-tapping, and leaves it with Escape.
    @Test func choosingARowPushesItsScreenAndEscapeComesBack() {
        let session = SampleSession()
        let voiceOver = session.voiceOver
        #expect(voiceOver.swipeRight() == "Making an app accessible (Accessibility Programming Guide for iOS), Heading")
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

    /// The tour and the docs name Apple's guides by title and section, in English: no file name,
    /// no "seed", no heading left in Chinese or Russian.
    @Test func everySourceIsCitedByTitleAndSectionInEnglish() {
        for reference in SampleApp.screens.flatMap(\.guides) {
            let citation = reference.citation
            #expect(!citation.lowercased().contains("seed") && !citation.contains(".txt"), "\(citation)")
            #expect(
                !citation.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) },
                "\(reference.heading) has no English rendering: \(citation)")
        }
    }
}
