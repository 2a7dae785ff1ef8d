import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The frame VoiceOver has for the element it is on.
@MainActor
func focusedFrame(_ voiceOver: VoiceOver) -> CGRect { voiceOver.focusedElement?.accessibilityFrame ?? .null }

/// Grids and geometry: `LazyVGrid`/`LazyHGrid` with `GridItem`, `Grid`/`GridRow`,
/// `GeometryReader`, `ViewThatFits`, `ScrollViewReader`. VoiceOver reads a grid by its rows, top
/// to bottom, each leading to trailing (docs/voiceover-behaviour.md §2).
@Suite("SwiftUI grids and geometry")
@MainActor
struct GridAndGeometryTests {
    @Test("LazyVGrid with three flexible columns: rows of three, read row by row")
    func flexibleColumns() {
        let columns = Array(repeating: GridItem(.flexible()), count: 3)
        let voiceOver = HostedScreen {
            ScrollView {
                LazyVGrid(columns: columns) { ForEach(1...9, id: \.self) { Text("Item \($0)") } }
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == (1...9).map { "Item \($0)" })
        let first = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        let second = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let fourth = focusedFrame(voiceOver)
        #expect(second.midY == first.midY)
        #expect(second.minX > first.maxX)
        #expect(fourth.minY > first.maxY)
        #expect(fourth.midX == first.midX)
    }

    @Test("GridItem.adaptive fits as many columns of the minimum width as the width allows")
    func adaptiveColumns() {
        // 390 pt wide, 8 pt spacing: three columns of at least 100 pt.
        let voiceOver = HostedScreen {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { ForEach(0..<7, id: \.self) { Text("Tile \($0)") } }
            }
        }.voiceOver()
        var frames: [CGRect] = [focusedFrame(voiceOver)]
        for _ in 0..<6 {
            voiceOver.swipeRight()
            frames.append(focusedFrame(voiceOver))
        }
        #expect(frames[0].midY == frames[2].midY)
        #expect(frames[3].minY > frames[2].maxY)
        #expect(frames[3].midX == frames[0].midX)
    }

    @Test("GridItem.fixed columns have their widths; items centre in them")
    func fixedColumns() {
        let voiceOver = HostedScreen {
            LazyVGrid(columns: [GridItem(.fixed(200)), GridItem(.fixed(100))], spacing: 0) {
                Color.red.frame(height: 20).accessibilityLabel("Wide")
                Color.blue.frame(height: 20).accessibilityLabel("Narrow")
            }
        }.voiceOver()
        let wide = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        let narrow = focusedFrame(voiceOver)
        #expect(wide.width == 200)
        #expect(narrow.width == 100)
        #expect(narrow.minX == wide.maxX + 8)
    }

    @Test("A LazyVGrid of 300 items builds the rows shown; VoiceOver reaches the last by swiping")
    func lazyGrid() {
        let counter = BuildCounter()
        let voiceOver = HostedScreen {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(0..<300, id: \.self) { item in
                        counter.count += 1
                        return Text("Cell \(item)")
                    }
                }
            }
        }.voiceOver()
        // Cells built over the first renders: a few screenfuls, never the 300.
        #expect(counter.count < 200)
        #expect(swipeToEnd(voiceOver) == (0..<300).map { "Cell \($0)" })
    }

    @Test("LazyHGrid: items fill each column top to bottom; VoiceOver reads row by row")
    func lazyHGrid() {
        let voiceOver = HostedScreen {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                    ForEach(0..<4, id: \.self) { Text("Photo \($0)") }
                }
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Photo 0", "Photo 2", "Photo 1", "Photo 3"])
    }

    @Test("Grid: cells share columns as wide as their widest cell; a plain view spans the row")
    func grid() {
        let voiceOver = HostedScreen {
            Grid {
                GridRow {
                    Text("Name")
                    Text("Score")
                }
                Divider()
                GridRow {
                    Text("Bartholomew")
                    Text("7")
                }
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Name", "Score", "Bartholomew", "7"])
        let name = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        let score = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        let bartholomew = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        let seven = focusedFrame(voiceOver)
        #expect(name.midX == bartholomew.midX)
        #expect(score.midX == seven.midX)
        #expect(score.minX > bartholomew.maxX)
    }

    @Test("GeometryReader builds its content from its size, frame and the safe area")
    func geometryReader() {
        let voiceOver = HostedScreen {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) wide, top \(Int(proxy.frame(in: .global).minY)), inset \(Int(proxy.safeAreaInsets.top))")
            }
        }.voiceOver()
        let said = voiceOver.focusedDescription ?? ""
        #expect(said.hasPrefix("390 wide, top "))
        // The reader starts where the safe area does, and says so.
        let parts = said.split(separator: " ")
        #expect(parts[3].dropLast() == parts[5])
        #expect(parts[5] != "0")
    }

    @Test("ViewThatFits shows, and VoiceOver reads, the first child that fits")
    func viewThatFits() {
        let screen = HostedScreen {
            ViewThatFits(in: .horizontal) {
                Text(String(repeating: "A very long title ", count: 20))
                Text("Short title")
            }
        }
        #expect(screen.transcript() == ["Short title"])
        let roomy = HostedScreen {
            ViewThatFits(in: .horizontal) {
                Text("Fits")
                Text("Never read")
            }
        }
        #expect(roomy.transcript() == ["Fits"])
    }

    @Test("ScrollViewReader.scrollTo shows a row of a lazy List that was never built")
    func scrollTo() {
        let voiceOver = HostedScreen {
            ScrollViewReader { proxy in
                VStack {
                    Button("Jump") { proxy.scrollTo(150, anchor: .top) }
                    List { ForEach(0..<200, id: \.self) { Text("Row \($0)") } }
                }
            }
        }.voiceOver()
        #expect(!voiceOver.transcript().contains("Row 150"))
        voiceOver.doubleTap()
        let transcript = voiceOver.transcript()
        #expect(transcript.contains("Row 150"))
        #expect(!transcript.contains("Row 0"))
        #expect(!transcript.contains("Row 199"))
    }
}
