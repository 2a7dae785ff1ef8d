import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

struct NumberList: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Select 7", value: 7)
                NavigationLink("Select seven", value: "seven")
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("Int") }
            .navigationDestination(for: String.self) { Text("Word \($0)").navigationTitle("String") }
        }
    }
}

struct PathScreen: View {
    @State private var path = [Int]()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Show 32 then 64") { path = [32, 64] }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { number in
                    Text("Detail \(number)").navigationTitle("Level \(number)")
                }
        }
    }
}

struct ErasedPathScreen: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push 556") { path.append(556) }
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { Text("Pushed \($0)") }
        }
    }
}

/// Value-based navigation: `NavigationLink(value:)`, `navigationDestination(for:)`,
/// `NavigationStack(path:)`, `NavigationPath`, `NavigationSplitView` on iPhone and the title
/// modifiers. Sources: Apple's documentation of NavigationStack ("the stack's path"),
/// navigationDestination(for:destination:) and NavigationSplitView ("in compact size classes the
/// split view collapses into a stack"), navigationBarTitle(_:) and
/// navigationBarTitleDisplayMode(_:); the bar speaks as UIKit's (docs/voiceover-behaviour.md,
/// docs/swiftui.md "NavigationLink").
@Suite("SwiftUI value-based navigation")
@MainActor
struct ValueNavigationTests {
    @Test("A value link pushes the destination declared for its type; the back button pops")
    func valueLinks() {
        let voiceOver = HostedScreen(NumberList()).voiceOver()
        #expect(voiceOver.transcript() == ["Numbers, Heading", "Select 7, Button", "Select seven, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Numbers, Back Button", "Int, Heading", "Number 7"])
        voiceOver.doubleTap()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Select seven, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Numbers, Back Button", "String, Heading", "Word seven"])
    }

    @Test("A value with no destination for its type pushes nothing and logs SwiftUI's warning")
    func missingDestination() {
        let voiceOver = HostedScreen {
            NavigationStack { NavigationLink("Open", value: 3.5).navigationTitle("Start") }
        }.voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Start, Heading", "Open, Button"])
        #expect(SwiftUIWarnings.logged.contains { $0.contains("no matching navigationDestination") && $0.contains("Double") })
    }

    @Test("NavigationStack(path:): setting the path pushes every level and moves VoiceOver to the top one")
    func boundPath() {
        let voiceOver = HostedScreen(PathScreen()).voiceOver()
        #expect(voiceOver.transcript() == ["Home, Heading", "Show 32 then 64, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Level 32, Back Button", "Level 64, Heading", "Detail 64"])
        #expect(voiceOver.focusedDescription == "Level 32, Back Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Home, Back Button", "Level 32, Heading", "Detail 32"])
    }

    @Test("NavigationPath: an appended value of any hashable type is shown by its destination")
    func erasedPath() {
        let voiceOver = HostedScreen(ErasedPathScreen()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Root, Back Button", "Pushed 556"])
        var path = NavigationPath([1, 2])
        path.append("three")
        path.removeLast()
        #expect(path.count == 2)
        #expect(path == NavigationPath([1, 2]))
    }

    @Test("navigationDestination(isPresented:): true pushes, the back button sets it false")
    func presentedDestination() {
        let shown = StoredValue(false)
        let binding = shown.binding
        let screen = HostedScreen {
            NavigationStack {
                Button("Settings") { binding.wrappedValue = true }
                    .navigationTitle("Main")
                    .navigationDestination(isPresented: binding) { Text("Settings page") }
            }
        }
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Main, Back Button", "Settings page"])
        voiceOver.doubleTap()
        #expect(shown.value == false)
        #expect(voiceOver.transcript() == ["Main, Heading", "Settings, Button"])
    }

    @Test("navigationDestination(item:): a value pushes its destination, the back button sets it nil")
    func itemDestination() {
        let selected = StoredValue<String?>(nil)
        let binding = selected.binding
        let screen = HostedScreen {
            NavigationStack {
                Button("Open Lisbon") { binding.wrappedValue = "Lisbon" }
                    .navigationTitle("Cities")
                    .navigationDestination(item: binding) { city in Text("Guide to \(city)").navigationTitle(city) }
            }
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Cities, Heading", "Open Lisbon, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Cities, Back Button", "Lisbon, Heading", "Guide to Lisbon"])
        voiceOver.doubleTap()
        #expect(selected.value == nil)
        #expect(voiceOver.transcript() == ["Cities, Heading", "Open Lisbon, Button"])
    }

    @Test("NavigationSplitView on an iPhone is a stack over the sidebar; its links push over it")
    func splitView() {
        let voiceOver = HostedScreen {
            NavigationSplitView {
                NavigationLink("Whistler", value: "Whistler")
                    .navigationTitle("Resorts")
                    .navigationDestination(for: String.self) { Text("Resort \($0)") }
            } detail: {
                Text("Please select a resort")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Resorts, Heading", "Whistler, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Resorts, Back Button", "Resort Whistler"])
    }

    @Test("navigationBarTitle and a bound navigationTitle read as the bar's heading")
    func titles() {
        let title = StoredValue("SwiftUI")
        let binding = title.binding
        #expect(
            HostedScreen { NavigationView { Text("Body").navigationBarTitle(Text("Toggle")) } }.transcript() == [
                "Toggle, Heading", "Body",
            ])
        #expect(
            HostedScreen { NavigationStack { Text("Hello").navigationTitle(binding) } }.transcript() == ["SwiftUI, Heading", "Hello"])
    }

    @Test("Title display mode: large at the root, inherited by .automatic, inline when asked; spoken the same")
    func displayMode() throws {
        let inline = HostedScreen {
            NavigationStack { Text("Body").navigationTitle("Small").navigationBarTitleDisplayMode(.inline) }
        }
        let large = HostedScreen { NavigationStack { Text("Body").navigationTitle("Big") } }
        #expect(try #require(navigationBar(in: inline.window)).prefersLargeTitles == false)
        #expect(try #require(navigationBar(in: large.window)).prefersLargeTitles == true)
        #expect(inline.transcript() == ["Small, Heading", "Body"])
        #expect(large.transcript() == ["Big, Heading", "Body"])
    }

    /// The hosted navigation bar, found breadth first.
    private func navigationBar(in window: UIWindow) -> UINavigationBar? {
        var queue: [UIView] = [window]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let bar = view as? UINavigationBar { return bar }
            queue += view.subviews
        }
        return nil
    }
}
