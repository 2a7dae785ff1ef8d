import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// SwiftUI code that is valid on iOS but odd never crashes Earshot: it behaves as iOS does, or
/// logs SwiftUI's warning and carries on.
@Suite("SwiftUI bad input")
@MainActor
struct BadInputTests {
    struct Item {
        let id: Int
        let name: String
    }

    @Test("ForEach with duplicate ids shows every row and logs SwiftUI's warning")
    func duplicateIDs() {
        SwiftUIWarnings.clear()
        let items = [Item(id: 1, name: "One"), Item(id: 1, name: "Uno"), Item(id: 2, name: "Two")]
        let screen = HostedScreen {
            VStack { ForEach(items, id: \.id) { Text($0.name) } }
        }
        #expect(screen.transcript() == ["One", "Uno", "Two"])
        #expect(SwiftUIWarnings.logged.contains { $0.contains("the ID 1 occurs multiple times") })
    }

    @Test("Empty stacks and groups make no element")
    func emptyStacks() {
        let screen = HostedScreen {
            VStack {
                VStack {}
                HStack {}
                ZStack {}
                Group {}
                Text("Only")
            }
        }
        #expect(screen.transcript() == ["Only"])
    }

    @Test("Zero-size frames: the text overflows its frame and is still read, as on iOS")
    func zeroFrames() {
        let screen = HostedScreen {
            VStack {
                Text("Squeezed").frame(width: 0, height: 0)
                Text("After")
            }
        }
        #expect(screen.transcript().contains("After"))
    }

    @Test("NaN and negative frame dimensions are ignored with SwiftUI's warning")
    func invalidFrames() {
        SwiftUIWarnings.clear()
        let screen = HostedScreen {
            VStack {
                Text("Not a number").frame(width: .nan, height: .infinity)
                Text("Negative").frame(width: -10)
                Spacer(minLength: .nan)
                Text("Huge font").font(.system(size: .nan))
            }
        }
        #expect(screen.transcript() == ["Not a number", "Negative", "Huge font"])
        // Logged at each render that meets the frames (VoiceOver's start renders again).
        #expect(SwiftUIWarnings.logged.filter { $0 == "Invalid frame dimension (negative or non-finite)." }.count >= 3)
    }

    @Test("Negative padding overlaps the neighbours; a non-finite one is ignored")
    func negativePadding() {
        let screen = HostedScreen {
            VStack {
                Text("Above").padding(-5)
                Text("Below").padding(.all, -5)
                Text("Last").padding(.nan)
            }
        }
        #expect(screen.transcript() == ["Above", "Below", "Last"])
    }

    @Test("A huge negative padding moves its content up past the others: geometry decides the order")
    func hugeNegativePadding() {
        let screen = HostedScreen {
            VStack {
                Text("Above")
                Text("Moved").padding(.top, -1000)
            }
        }
        #expect(screen.transcript() == ["Moved", "Above"])
    }

    @Test("A deep hierarchy renders without trouble")
    func deepNesting() {
        let screen = HostedScreen {
            VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { Text("Deep") } } } } } } } }
        }
        #expect(screen.transcript() == ["Deep"])
    }

    /// Stacks in stacks, `depth` deep, each with a line of its own.
    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("Bottom")
            } else {
                VStack {
                    Text("Level \(depth)")
                    Nest(depth: depth - 1)
                }
            }
        }
    }

    @Test("Forty stacks nested: each view is measured once per proposal, so the render ends (docs/layout.md, \"Measuring once\")")
    func nestedStacksAreMeasuredOnce() {
        // Measured again at every level, the bottom line would be measured 2^40 times.
        let transcript = HostedScreen(Nest(depth: 40)).transcript()
        #expect(transcript.count == 41)
        #expect(transcript.first == "Level 40")
        #expect(transcript.last == "Bottom")
    }
}
