import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Counts the rows a lazy container builds: the ForEach's closure runs once per row built.
@MainActor
final class BuildCounter {
    var count = 0
}

/// A List of `count` rows under a toggle, counting the rows it builds.
struct CountedList: View {
    let count: Int
    let counter: BuildCounter
    @State private var isOn = false
    var body: some View {
        List {
            Toggle("Show details", isOn: $isOn)
            ForEach(0..<count, id: \.self) { row in
                counter.count += 1
                return Text("Row \(row)")
            }
        }
    }
}

/// Swipes right from the first element to the last, returning everything said.
@MainActor
func swipeToEnd(_ voiceOver: VoiceOver, limit: Int = 20_000) -> [String] {
    var said = [voiceOver.focusedDescription ?? ""]
    for _ in 0..<limit {
        guard let next = voiceOver.swipeRight() else { break }
        said.append(next)
    }
    return said
}

/// Lazy containers: `List`, `LazyVStack` and `LazyHStack` build the rows on screen and a margin;
/// VoiceOver reaches the others by moving onto them, which scrolls them in, as in a table view
/// ("Creating performant scrollable stacks", Apple's SwiftUI documentation: lazy stacks create
/// items only as they need to render them onscreen; docs/voiceover-behaviour.md §5: VoiceOver
/// scrolls to show the element it moves to).
@Suite("SwiftUI lazy containers")
@MainActor
struct LazyListTests {
    @Test("A List of 10,000 rows builds only the rows on screen, and a toggle's double tap builds no more")
    func buildsOnlyVisibleRows() {
        let counter = BuildCounter()
        let screen = HostedScreen(CountedList(count: 10_000, counter: counter))
        let voiceOver = screen.voiceOver()
        let transcript = voiceOver.transcript()
        #expect(transcript.first == "Show details, Switch Button, Off, Double tap to toggle setting.")
        #expect(transcript.count > 15)
        #expect(transcript.count < 30)
        // Rows built over the first renders (VoiceOver's start renders again): a screenful or two,
        // never the 10,000.
        #expect(counter.count < 60)
        let before = counter.count
        #expect(voiceOver.doubleTap() == "On")
        #expect(counter.count - before < 30)
    }

    @Test("Swiping right past the last row built scrolls and continues to the last row, in order")
    func swipingReachesEveryRow() {
        let screen = HostedScreen {
            List { ForEach(0..<200) { Text("Row \($0)") } }
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript().count < 200)
        #expect(swipeToEnd(voiceOver) == (0..<200).map { "Row \($0)" })
        // Swiping back goes up the list again, building the rows above.
        var back: [String] = []
        for _ in 0..<199 { back.append(voiceOver.swipeLeft() ?? "") }
        #expect(back == (0..<199).reversed().map { "Row \($0)" })
    }

    @Test("A three-finger swipe pages the List and says which page")
    func threeFingerPaging() {
        let voiceOver = HostedScreen {
            List { ForEach(0..<100) { Text("Row \($0)") } }
        }.voiceOver()
        let said = voiceOver.threeFingerSwipe(.up)
        #expect(said?.hasPrefix("Page 2 of ") == true)
        // The rows of the new page are built and read.
        #expect(voiceOver.transcript().contains("Row 30"))
        #expect(!voiceOver.transcript().contains("Row 0"))
    }

    @Test("Sections in a lazy List: headers, rows and footers in order as VoiceOver moves down")
    func sections() {
        let screen = HostedScreen {
            List {
                Section("First") { ForEach(0..<30) { Text("A\($0)") } }
                Section {
                    ForEach(0..<30) { Text("B\($0)") }
                } header: {
                    Text("Second")
                } footer: {
                    Text("The end")
                }
            }
        }
        let expected = ["First, Heading"] + (0..<30).map { "A\($0)" } + ["Second, Heading"] + (0..<30).map { "B\($0)" } + ["The end"]
        #expect(swipeToEnd(screen.voiceOver()) == expected)
    }

    @Test("LazyVStack in a ScrollView builds what the viewport shows; VoiceOver reaches the rest")
    func lazyVStack() {
        let counter = BuildCounter()
        let screen = HostedScreen {
            ScrollView {
                LazyVStack {
                    ForEach(0..<500, id: \.self) { row in
                        counter.count += 1
                        return Text("Item \(row)")
                    }
                }
            }
        }
        let voiceOver = screen.voiceOver()
        #expect(counter.count < 60)
        #expect(swipeToEnd(voiceOver) == (0..<500).map { "Item \($0)" })
    }

    @Test("LazyHStack in a horizontal ScrollView reads leading to trailing, scrolling in the rest")
    func lazyHStack() {
        let screen = HostedScreen {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<40) { Text("Card \($0)").frame(width: 120) }
                }
            }
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript().count < 40)
        #expect(swipeToEnd(voiceOver) == (0..<40).map { "Card \($0)" })
    }

    @Test("Rows keep their identity by id: VoiceOver's element for a row survives the renders scrolling makes")
    func identityKept() {
        let screen = HostedScreen(CountedList(count: 1_000, counter: BuildCounter()))
        let voiceOver = screen.voiceOver()
        for _ in 0..<40 { voiceOver.swipeRight() }
        #expect(voiceOver.focusedDescription == "Row 39")
        let focused = voiceOver.focusedElement
        #expect(voiceOver.swipeRight() == "Row 40")
        #expect(voiceOver.swipeLeft() == "Row 39")
        #expect(voiceOver.focusedElement === focused)
    }
}
