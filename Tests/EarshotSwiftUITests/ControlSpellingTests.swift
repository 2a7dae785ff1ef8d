import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// The other spellings real apps use: `Button(_:systemImage:action:)`,
/// `Picker(selection:label:content:)`, a `Stepper` without bounds, `overlay(_:alignment:)`,
/// the shapes as `Shape` members, `RadialGradient(stops:…)` and `aspectRatio`/`scaledToFit`.
/// Sources: Apple's documentation of each initializer and modifier; a Label reads its title
/// (docs/swiftui.md, "Styles"); frames are what VoiceOver perceives (docs/layout.md).
@Suite("SwiftUI spellings from real apps")
@MainActor
struct ControlSpellingTests {
    @Test("Button(_:systemImage:) reads its title, in a toolbar too")
    func systemImageButton() {
        let screen = HostedScreen {
            NavigationStack {
                Button("Delete", systemImage: "trash") {}
                    .navigationTitle("Items")
                    .toolbar { Button("Add Expense", systemImage: "plus") {} }
            }
        }
        #expect(screen.transcript() == ["Items, Heading", "Add Expense, Button", "Delete, Button"])
    }

    @Test("Picker(selection:label:content:) is labelled by the view it is given")
    func pickerLabelView() {
        let index = StoredValue(1)
        let binding = index.binding
        let screen = HostedScreen {
            Picker(selection: binding, label: Text("Size")) {
                ForEach(0..<3) { Text(["Small", "Medium", "Large"][$0]).tag($0) }
            }
        }
        #expect(screen.voiceOver().focusedDescription == "Size, Medium, Button")
    }

    @Test("List(data) and List(data, id:) are a row per element, as a ForEach inside a List")
    func listOfData() {
        struct Resort: Identifiable {
            let id: Int
            let name: String
        }
        let resorts = [Resort(id: 1, name: "Whistler"), Resort(id: 2, name: "Aspen")]
        #expect(HostedScreen { List(resorts) { Text($0.name) } }.transcript() == ["Whistler", "Aspen"])
        #expect(HostedScreen { List(["Red", "Blue"], id: \.self) { Text($0) } }.transcript() == ["Red", "Blue"])
        #expect(HostedScreen { List(0..<2) { Text("Row \($0)") } }.transcript() == ["Row 0", "Row 1"])
    }

    @Test("A Stepper without bounds never dims a button")
    func unboundedStepper() {
        let tickets = StoredValue(0)
        let binding = tickets.binding
        let voiceOver = HostedScreen {
            Stepper(value: binding) { Text("Tickets") }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Tickets", "Decrement, Button", "Increment, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(tickets.value == -1)
        #expect(voiceOver.focusedDescription == "Decrement, Button")
    }

    @Test("overlay(_:alignment:) reads the overlay after the view; shape members and stop gradients draw nothing spoken")
    func overlayAndShapes() {
        let screen = HostedScreen {
            ZStack {
                RadialGradient(
                    stops: [.init(color: .blue, location: 0.3), .init(color: .red, location: 0.3)], center: .top, startRadius: 200,
                    endRadius: 700)
                VStack {
                    Text("Photo").clipShape(.capsule).overlay(Text("New"), alignment: .topTrailing)
                    Text("Card").clipShape(.rect(cornerRadius: 10)).overlay(
                        RoundedRectangle(cornerRadius: 5, style: .continuous).stroke(.black))
                }
            }
        }
        #expect(screen.transcript() == ["Photo", "New", "Card"])
        #expect(RoundedRectangle(cornerRadius: 5, style: .circular).style == .circular)
    }

    @Test("scaledToFit offers a resizable image the largest square inside its frame; scaledToFill the smallest covering it")
    func aspectRatio() throws {
        func frame(_ mode: ContentMode) throws -> CGRect {
            let voiceOver = HostedScreen {
                Image("flag").resizable().aspectRatio(contentMode: mode).frame(width: 200, height: 100)
            }.voiceOver()
            return try #require(voiceOver.focusedElement).accessibilityFrame
        }
        let fit = try frame(.fit)
        let fill = try frame(.fill)
        #expect(fit.size == CGSize(width: 100, height: 100))
        #expect(fill.size == CGSize(width: 200, height: 200))
        // Both centred on the 200 × 100 frame.
        #expect(fit.midX == fill.midX)
        #expect(fit.midY == fill.midY)
    }
}
