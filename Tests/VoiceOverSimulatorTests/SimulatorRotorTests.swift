import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: adjusting and the rotor")
struct SimulatorRotorTests {
    @Test func swipeUpOnTheElevatorSpeaksOnlyTheNewFloor() {
        let elevator = APLElevatorControl(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let screen = SimulatorScreen(elevator)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Floor, 1, Adjustable, Swipe up or down with one finger to adjust the value.")
        #expect(voiceOver.rotor == "Adjust Value")
        voiceOver.clearLog()

        #expect(voiceOver.swipeUp() == "2")
        #expect(voiceOver.swipeUp() == "3")
        #expect(voiceOver.swipeDown() == "2")
        #expect(elevator.floor == 2)
        #expect(voiceOver.spokenLog == ["2", "3", "2"])
        #expect(appCalls(in: voiceOver.events) == ["accessibilityIncrement", "accessibilityIncrement", "accessibilityDecrement"])
        // The app's layoutChanged reached VoiceOver, which kept focus and said nothing more.
        #expect(voiceOver.events.filter { $0 == .notificationReceived(.layoutChanged) }.count == 3)
        #expect(voiceOver.focusedElement === elevator)
        #expect(!voiceOver.events.contains { if case .focusMoved = $0 { true } else { false } })
    }

    func headingsAndLinksScreen() -> (SimulatorScreen, [ElementView]) {
        let rows = [
            ElementView("Settings", row: 0, traits: .header),
            ElementView("Wi-Fi", row: 1, traits: .button),
            ElementView("Privacy policy", row: 2, traits: .link),
            ElementView("General", row: 3, traits: .header),
            ElementView("About", row: 4, traits: .staticText),
            ElementView("Terms", row: 5, traits: .link),
        ]
        return (SimulatorScreen(rows), rows)
    }

    @Test func turningTheRotorNamesEachItemAndWraps() {
        let (screen, _) = headingsAndLinksScreen()
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.rotorItems == ["Headings", "Links", "Form Controls"])
        #expect(voiceOver.rotor == "Headings")
        #expect(voiceOver.rotateRotor(.clockwise) == "Links")
        #expect(voiceOver.rotateRotor(.clockwise) == "Form Controls")
        #expect(voiceOver.rotateRotor(.clockwise) == "Headings")
        #expect(voiceOver.rotateRotor(.counterclockwise) == "Form Controls")
        #expect(voiceOver.rotor == "Form Controls")
        #expect(voiceOver.events.contains(.spoke("Links", .rotor)))
    }

    @Test(arguments: [
        ("Headings", ["General, Heading"], ["Settings, Heading"]),
        ("Links", ["Privacy policy, Link", "Terms, Link"], ["Privacy policy, Link"]),
        ("Form Controls", ["Wi-Fi, Button"], [String]()),
    ])
    func verticalSwipesMoveByTheRotorItem(item: String, downward: [String], upward: [String]) {
        let (screen, _) = headingsAndLinksScreen()
        let voiceOver = screen.voiceOver()
        while voiceOver.rotor != item { voiceOver.rotateRotor(.clockwise) }
        var heard: [String] = []
        while let spoken = voiceOver.swipeDown() { heard.append(spoken) }
        #expect(heard == downward)
        #expect(sounds(in: voiceOver.events).last == .boundary)
        heard = []
        while let spoken = voiceOver.swipeUp() { heard.append(spoken) }
        // Back up from the last match to the first one, then the boundary.
        #expect(heard == upward)
        #expect(voiceOver.rotor == item)
    }

    @Test func theContainersItemStopsAtTheFirstElementOfEachContainer() {
        let list = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 200))
        list.accessibilityContainerType = .list
        let first = ElementView("Milk", row: 0)
        first.frame.origin.y = 10
        let second = ElementView("Bread", row: 0)
        second.frame.origin.y = 60
        list.addSubview(first)
        list.addSubview(second)
        let title = ElementView("Groceries", row: 0)
        let screen = SimulatorScreen(title, list)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.rotor == "Containers")
        #expect(voiceOver.swipeDown() == "Milk, List Start")
        #expect(voiceOver.swipeDown() == nil)
        #expect(voiceOver.focusedElement === first)
    }

    @Test func customRotorsOfTheElementAndItsAncestorsJoinTheRotor() {
        final class ArticleView: UIView {}
        let article = ArticleView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rows = elementRows(["Intro", "Quote one", "Body", "Quote two"])
        rows.forEach(article.addSubview)
        var searches: [UIAccessibilityCustomRotor.Direction] = []
        let quotes = UIAccessibilityCustomRotor(name: "Quotes") { predicate in
            searches.append(predicate.searchDirection)
            let quoteRows = [rows[1], rows[3]]
            let current = predicate.currentItem.targetElement as? ElementView
            let position = current.flatMap { row in rows.firstIndex { $0 === row } } ?? -1
            let found =
                predicate.searchDirection == .next
                ? quoteRows.first { row in rows.firstIndex { $0 === row }! > position }
                : quoteRows.last { row in rows.firstIndex { $0 === row }! < position }
            return found.map { UIAccessibilityCustomRotor.ItemResult(targetElement: $0, targetRange: nil) }
        }
        article.accessibilityCustomRotors = [quotes]
        let screen = SimulatorScreen(article)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.rotorItems == ["Quotes"])
        #expect(voiceOver.rotor == "Quotes")
        #expect(voiceOver.swipeDown() == "Quote one")
        #expect(voiceOver.swipeDown() == "Quote two")
        // The search answers nil: no further item.
        #expect(voiceOver.swipeDown() == nil)
        #expect(sounds(in: voiceOver.events).last == .boundary)
        #expect(voiceOver.swipeUp() == "Quote one")
        #expect(searches == [.next, .next, .next, .previous])
        #expect(voiceOver.events.contains(.appMethodCalled(name: "itemSearch", on: "UIAccessibilityCustomRotor \"Quotes\"")))
    }

    @Test func aCustomRotorOfASystemTypeTakesThatItemsPlace() {
        let rows = [ElementView("Title", row: 0, traits: .header), ElementView("Text", row: 1)]
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        rows.forEach(holder.addSubview)
        var asked = 0
        holder.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(systemType: .heading) { _ in
                asked += 1
                return nil
            }
        ]
        let screen = SimulatorScreen(holder)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.rotorItems == ["Headings"])
        #expect(voiceOver.swipeDown() == nil)
        #expect(asked == 1)
    }

    @Test func anAdjustableElementWithActionsOffersBothItems() {
        let slider = APLElevatorControl(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        var reset = false
        slider.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Reset") { _ in
                reset = true
                return true
            }
        ]
        let screen = SimulatorScreen(slider)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.rotorItems == ["Form Controls", "Actions", "Adjust Value"])
        #expect(voiceOver.rotor == "Adjust Value")
        #expect(voiceOver.rotateRotor(.counterclockwise) == "Actions")
        #expect(voiceOver.swipeDown() == "Reset")
        voiceOver.doubleTap()
        #expect(reset)
    }
}
