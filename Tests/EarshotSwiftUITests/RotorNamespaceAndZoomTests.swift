import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// A dish of the menus below.
private struct Dish: Identifiable, Sendable {
    let id: String
    let text: String
    let isVegan: Bool

    static let menu = [
        Dish(id: "burger", text: "Classic Burger", isVegan: false),
        Dish(id: "salad", text: "Garden Salad", isVegan: true),
        Dish(id: "steak", text: "Ribeye Steak", isVegan: false),
        Dish(id: "bowl", text: "Buddha Bowl", isVegan: true),
    ]
}

/// A menu whose vegan rows are the stops of a rotor on the menu, named in a namespace, as WWDC21
/// session 10119 ("SwiftUI Accessibility: Beyond the basics", 20:46) writes it. VoiceOver offers
/// a custom rotor on the element it is on and the elements inside (docs/voiceover-behaviour.md
/// §6), so the rows, inside the menu, keep it.
private struct NamespacedMenu: View {
    @Namespace private var vegan
    /// The namespace the rotor's entries use; the rows' own when nil.
    var entriesNamespace: Namespace.ID?
    var seen: StoredValue<[Namespace.ID]>?
    @State private var renders = 0

    var body: some View {
        let _ = seen.map { $0.value.append(vegan) }
        VStack {
            Text("Menu")
            ForEach(Dish.menu) { dish in
                Text(dish.text).accessibilityRotorEntry(id: dish.id, in: vegan)
            }
            Button("Render again \(renders)") { renders += 1 }
        }
        .accessibilityRotor("Vegan Options") {
            ForEach(Dish.menu.filter(\.isVegan)) { dish in
                AccessibilityRotorEntry(dish.text, id: dish.id, in: entriesNamespace ?? vegan)
            }
        }
    }
}

/// Custom rotors whose stops are named by a namespace, and VoiceOver's Zoom rotor.
@Suite("Rotor namespaces and the zoom action")
@MainActor
struct RotorNamespaceAndZoomTests {
    @Test("Entries in a namespace go to the views marked with their ids, in the entries' order")
    func namespacedEntries() {
        let voiceOver = HostedScreen(NamespacedMenu()).voiceOver()
        #expect(voiceOver.rotateRotor(.clockwise) == "Vegan Options")
        #expect(voiceOver.swipeDown() == "Garden Salad")
        #expect(voiceOver.swipeDown() == "Buddha Bowl")
        #expect(voiceOver.swipeUp() == "Garden Salad")
    }

    @Test("Ids in another namespace name no view")
    func otherNamespace() {
        struct Other: View {
            @Namespace var other
            var body: some View { NamespacedMenu(entriesNamespace: other) }
        }
        let voiceOver = HostedScreen(Other()).voiceOver()
        #expect(voiceOver.rotateRotor(.clockwise) == "Vegan Options")
        #expect(voiceOver.swipeDown() == nil)
        #expect(voiceOver.focusedDescription == "Menu")
    }

    /// Apple's documentation of `Namespace`: "a dynamic property type that allows access to a
    /// namespace defined by the persistent identity of the object containing the property".
    @Test("A namespace keeps its identity across renders of its view")
    func stableNamespace() {
        let seen = StoredValue<[Namespace.ID]>([])
        let voiceOver = HostedScreen(NamespacedMenu(seen: seen)).voiceOver()
        #expect(voiceOver.focus(startingWith: "Render again") != nil)
        voiceOver.doubleTap()
        #expect(seen.value.count >= 2)
        #expect(Set(seen.value).count == 1)
    }

    /// Apple's documentation of `AccessibilityZoomGestureAction.Direction`: "a swipe up and down
    /// in VoiceOver's zoom rotor"; the trait has no words (AccessibilitySnapshot's
    /// testUnspokenTraitsDemo reference image).
    @Test("The Zoom rotor zooms in on a swipe up and out on a swipe down, at the activation point")
    func zoomRotor() {
        let actions = StoredValue<[AccessibilityZoomGestureAction]>([])
        struct Map: View {
            let actions: StoredValue<[AccessibilityZoomGestureAction]>
            @State private var level = 1
            var body: some View {
                Text("Map").accessibilityValue("Level \(level)").accessibilityZoomAction { action in
                    actions.value.append(action)
                    level += action.direction == .zoomIn ? 1 : -1
                }
            }
        }
        let voiceOver = HostedScreen(Map(actions: actions)).voiceOver()
        #expect(voiceOver.focusedDescription == "Map, Level 1")
        #expect(voiceOver.rotateRotor(.clockwise) == "Zoom")
        voiceOver.swipeUp()
        voiceOver.swipeUp()
        voiceOver.swipeDown()
        #expect(actions.value.map(\.direction) == [.zoomIn, .zoomIn, .zoomOut])
        #expect(actions.value.first?.location == UnitPoint(x: 0.5, y: 0.5))
        #expect(voiceOver.focusedDescription == "Map, Level 2")
    }

    @Test("Without a zoom action the rotor offers no Zoom")
    func noZoomWithoutAction() {
        let voiceOver = HostedScreen { Text("Map") }.voiceOver()
        #expect(voiceOver.rotateRotor(.clockwise) != "Zoom")
    }
}

/// A rotor whose entries a `ForEach` over a range builds, by the rows' own ids.
private struct NumberedRows: View {
    var body: some View {
        VStack {
            ForEach(0..<4) { index in Text("Row \(index)") }
        }
        .accessibilityRotor("Even rows") {
            ForEach(0..<4) { index in
                if index.isMultiple(of: 2) { AccessibilityRotorEntry("Row \(index)", id: index) }
            }
        }
    }
}

@Suite("Rotor entries from a ForEach over a range")
@MainActor
struct RangeRotorTests {
    /// Apple's documentation of `accessibilityRotor(_:entries:)`: a `ForEach` inside the builder
    /// makes an entry per element; here the entries name the rows by their `ForEach` ids.
    @Test("A ForEach over a range builds the entries, and if inside it filters them")
    func rangeEntries() {
        let voiceOver = HostedScreen(NumberedRows()).voiceOver()
        #expect(voiceOver.rotateRotor(.clockwise) == "Even rows")
        #expect(voiceOver.swipeDown() == "Row 2")
        #expect(voiceOver.swipeDown() == nil)
    }
}
