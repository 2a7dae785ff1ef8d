import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

struct ResortSearch: View {
    let resorts = ["Whistler", "Aspen", "Zermatt"]
    @State private var searchText = ""

    var filtered: [String] { searchText.isEmpty ? resorts : resorts.filter { $0.localizedStandardContains(searchText) } }

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(filtered, id: \.self) { Text($0) }
            }
            .navigationTitle("Resorts")
            .searchable(text: $searchText, prompt: "Search for a resort")
        }
    }
}

/// `.searchable`, `alert(_:isPresented:presenting:)` and `dynamicTypeSize(_:)` with a range.
/// Sources: Apple's documentation of searchable(text:placement:prompt:) ("the search field
/// appears in the navigation bar drawer on iOS") and of UISearchTextField's accessibility
/// (docs/uikit.md: the placeholder is the label, a search field's trait), of
/// alert(_:isPresented:presenting:actions:message:) and of dynamicTypeSize(_:) ("limits the
/// Dynamic Type size to the given range").
@Suite("SwiftUI search fields, alerts presenting data, Dynamic Type ranges")
@MainActor
struct SearchableTests {
    @Test("The search field is read after the title; typing filters the content")
    func searchField() throws {
        let voiceOver = HostedScreen(ResortSearch()).voiceOver()
        let transcript = voiceOver.transcript()
        #expect(transcript.count == 5)
        #expect(transcript.first == "Resorts, Heading")
        // As UIKit's UISearchTextField speaks (docs/uikit.md): the prompt, then its traits.
        #expect(transcript[1] == "Search for a resort, Text Field, Search Field, Double tap to edit.")
        #expect(Array(transcript.dropFirst(2)) == ["Whistler", "Aspen", "Zermatt"])
        voiceOver.swipeRight()
        let field = try #require(voiceOver.focusedElement as? UISearchTextField)
        voiceOver.doubleTap()
        field.insertText("asp")
        #expect(Array(voiceOver.transcript().dropFirst(2)) == ["Aspen"])
    }

    @Test("Outside a NavigationStack no search field is shown")
    func outsideAStack() {
        let text = StoredValue("")
        let binding = text.binding
        #expect(HostedScreen { Text("Plain").searchable(text: binding) }.transcript() == ["Plain"])
    }

    @Test("An alert presenting data is shown only with data, its message built from it")
    func alertPresenting() {
        let shown = StoredValue(true)
        let binding = shown.binding
        let withData = HostedScreen {
            Text("Resort")
                .alert("Facility", isPresented: binding, presenting: "Ski school") { _ in
                } message: { name in
                    Text("\(name) is open")
                }
        }
        #expect(withData.transcript() == ["Facility", "Ski school is open", "OK, Button"])
        let withoutData = HostedScreen {
            Text("Resort")
                .alert("Facility", isPresented: binding, presenting: String?.none) { _ in
                } message: { name in
                    Text(name)
                }
        }
        #expect(withoutData.transcript() == ["Resort"])
    }

    @Test("dynamicTypeSize(...xxxLarge) keeps an accessibility text size at xxxLarge")
    func dynamicTypeRange() throws {
        func height(_ limited: Bool) throws -> CGFloat {
            let screen = HostedScreen {
                if limited {
                    Text("Runs").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5)
                } else {
                    Text("Runs").dynamicTypeSize(.xxxLarge)
                }
            }
            return try #require(screen.voiceOver().focusedElement).accessibilityFrame.height
        }
        #expect(try height(true) == height(false))
    }
}
