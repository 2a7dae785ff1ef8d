import Foundation
import Testing

@Suite("earshot scan")
struct ScanCommandTests {
    /// The sample screen's path, from the package root the tests run in.
    private var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ScreenFormats/Resources/sample-screen.json").path
    }

    /// Developing Accessible iOS Apps, chapter 6: the floor plan's rooms (explicit
    /// accessibilityElements) are one group; an adjustable element's menu offers Increment and
    /// Decrement (figure 6-8); every menu offers Escape (figure 6-6); highlighting calls the focus
    /// callbacks (listing 6-21).
    @Test func stepsPrintTheHighlightTheMenuAndTheAppCalls() throws {
        let result = try CommandRunner.run(["scan", samplePath, "next", "next", "next", "select", "choose:Increment", "next", "select"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                > start
                  item: Floor Plan
                  item: Coffee
                  item: Floor
                  item: group: Elevators, Conference Room, Lobby
                > next
                  highlight: Floor Plan
                  called accessibilityElementDidBecomeFocused on NavigationBarPartElement "Floor Plan"
                > next
                  highlight: Coffee
                  called accessibilityElementDidLoseFocus on NavigationBarPartElement "Floor Plan"
                  called accessibilityElementDidBecomeFocused on UIView "Coffee"
                > next
                  highlight: Floor
                  called accessibilityElementDidLoseFocus on UIView "Coffee"
                  called accessibilityElementDidBecomeFocused on UIView "Floor"
                > select
                  menu: Tap, Increment, Decrement, Scroll Up, Scroll Down, Scroll Left, Scroll Right, Escape
                > choose:Increment
                  chose: Increment
                  called accessibilityIncrement on UIView "Floor"
                > next
                  highlight: group: Elevators, Conference Room, Lobby
                  called accessibilityElementDidLoseFocus on UIView "Floor"
                > select
                  entered group: Elevators, Conference Room, Lobby
                  highlight: Elevators
                  called accessibilityElementDidBecomeFocused on UIAccessibilityElement "Elevators"

                """)
    }

    @Test func autoScanningRunsOnTheVirtualClock() throws {
        let result = try CommandRunner.run(["scan", samplePath, "auto", "wait:2.5"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("> auto\n  highlight: Floor Plan\n"))
        #expect(
            result.stdout.hasSuffix(
                "> wait:2.5\n  highlight: Coffee\n  called accessibilityElementDidLoseFocus on NavigationBarPartElement \"Floor Plan\"\n  called accessibilityElementDidBecomeFocused on UIView \"Coffee\"\n  highlight: Floor\n  called accessibilityElementDidLoseFocus on UIView \"Coffee\"\n  called accessibilityElementDidBecomeFocused on UIView \"Floor\"\n"
            ))
    }

    @Test func aScreenWithNoElementsFailsClearly() throws {
        let url = try CommandRunner.temporaryFile(
            named: "empty.json", contents: #"{"format":"earshot-screen","version":1,"root":{"children":[]}}"#)
        defer { CommandRunner.removeTemporaryFile(url) }
        let result = try CommandRunner.run(["scan", url.path, "next"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "earshot: error: the screen has no accessibility elements; Switch Control has nothing to scan\n")
    }

    @Test func aChoiceTheMenuDoesNotOfferFailsWithWhatItOffers() throws {
        let result = try CommandRunner.run(["scan", samplePath, "next", "next", "select", "choose:Increment"])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.contains(
                "The item menu has no \"Increment\"; it offers Tap, Scroll Up, Scroll Down, Scroll Left, Scroll Right, Escape."))
    }

    @Test(arguments: ["bogus", "wait:-1", "wait:nan", "choose:", "point:1"])
    func anUnknownStepIsAUsageError(step: String) throws {
        let result = try CommandRunner.run(["scan", samplePath, step])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("is not a Switch Control step"))
    }
}
