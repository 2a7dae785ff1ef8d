import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The developer notes Accessibility in iOS (Доступность iOS): screen and layout changes, announcements, grouping and containers.
@MainActor
@Suite("The developer notes Accessibility in iOS: accessibility in practice")
struct AccessibilityInIOSTests {
    /// "Изменение макета": a new question appears and the cursor goes to it.
    @Test func layoutChangedWithAnElementMovesTheCursorThere() throws {
        let session = SampleSession()
        let screen = try session.show("notifications", as: NotificationsViewController.self)
        let voiceOver = session.voiceOver
        #expect(!session.transcript().contains { $0.hasPrefix("Pet's name") }, "hidden until asked")
        session.swipeRight(2)
        #expect(voiceOver.doubleTap() == "Pet's name, Rex, Text Field, Double tap to edit.")
        #expect(voiceOver.focusedElement === screen.petNameField)
        #expect(session.notificationsReceived == [.layoutChanged])
        #expect(!session.soundsPlayed.contains(.screenChanged), "a layout change plays no sound")
    }

    /// "Объявление": spoken, nothing moves.
    @Test func announcementIsSpokenWithoutMovingTheCursor() throws {
        let session = SampleSession()
        let screen = try session.show("notifications", as: NotificationsViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(3)
        #expect(voiceOver.focusedElement === screen.downloadButton)
        #expect(voiceOver.doubleTap() == "Download complete")
        #expect(voiceOver.focusedElement === screen.downloadButton)
        #expect(voiceOver.events.contains(.spoke("Download complete", .announcement)))
    }

    /// "Изменение экрана": with a string, tones and the string, the cursor on the first element.
    @Test func screenChangedWithAStringSpeaksIt() throws {
        let session = SampleSession()
        let screen = try session.show("notifications", as: NotificationsViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(4)
        #expect(voiceOver.focusedElement === screen.showResultsButton)
        #expect(voiceOver.doubleTap() == "Results loaded")
        #expect(session.soundsPlayed == [.screenChanged])
        #expect(voiceOver.focusedDescription == "Samples, Back Button")
        #expect(session.transcript() == navigationBar(title: "Notifications") + ["3 vets near you"])
    }

    /// "Элементы заказа": each column is a group read to its end.
    @Test func groupedColumnsAreReadOneAfterTheOther() throws {
        let session = SampleSession()
        let screen = try session.show("grouping", as: GroupingViewController.self)
        let columns = ["Departure", "Paris", "08:15", "Gate B12", "Arrival", "Berlin", "10:05", "Gate A3"]
        #expect(session.transcript() == navigationBar(title: "Grouping") + columns)
        // Without grouping the same labels are read row by row.
        screen.departureColumn.shouldGroupAccessibilityChildren = false
        screen.arrivalColumn.shouldGroupAccessibilityChildren = false
        #expect(
            session.transcript() == navigationBar(title: "Grouping") + [
                "Departure", "Arrival", "Paris", "Berlin", "08:15", "10:05", "Gate B12", "Gate A3",
            ])
    }

    /// "Контейнер доступности": views and UIAccessibilityElements in one array, in array order.
    @Test func chartMixesViewsAndElementsInItsContainer() throws {
        let session = SampleSession()
        let screen = try session.show("chart", as: ChartViewController.self)
        #expect(
            session.transcript() == navigationBar(title: "Chart") + [
                "Rainfall in Lyon, Heading",
                "January, 78 millimetres, Image",
                "February, 64 millimetres, Image",
                "March, 51 millimetres, Image",
                "Millimetres per month",
            ])
        let elements = try #require(screen.chart.accessibilityElements)
        #expect(elements.first as AnyObject === screen.chart.titleLabel)
        #expect(elements.dropFirst().prefix(3).allSatisfy { $0 is UIAccessibilityElement })
        // An element's frame in container space follows the chart on screen.
        let january = screen.chart.barElements[0]
        let expectedY: CGFloat = 44 + 16 + 200 - 156 + 40
        #expect(january.accessibilityFrame.minY == expectedY, "\(january.accessibilityFrame.minY - expectedY)")
        #expect(
            session.voiceOver.touch(at: CGPoint(x: january.accessibilityFrame.midX, y: january.accessibilityFrame.midY))
                == "January, 78 millimetres, Image")
    }
}
