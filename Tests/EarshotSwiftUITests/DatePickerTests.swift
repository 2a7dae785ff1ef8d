import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// DatePicker driven through VoiceOver. Sources: docs/swiftui.md, DatePicker (Apple's `DatePicker`
/// documentation; the wheels speak as UIKit's UIDatePicker, docs/voiceover-behaviour.md §3 (Context)).
@Suite("SwiftUI DatePicker")
@MainActor
struct DatePickerTests {
    /// 5 June 2025, 15:05 UTC.
    static let start = Date(timeIntervalSince1970: 1_749_135_900)

    @Test("Date components: the label, then month, day and year wheels; swipe up changes the bound date")
    func date() {
        let date = StoredValue(Self.start)
        let binding = date.binding
        let voiceOver = HostedScreen { DatePicker("Birthday", selection: binding, displayedComponents: .date) }.voiceOver()
        #expect(
            voiceOver.transcript() == [
                "Birthday",
                "June, Adjustable, 6 of 12, Swipe up or down with one finger to adjust the value.",
                "5, Adjustable, 5 of 30, Swipe up or down with one finger to adjust the value.",
                "2025, Adjustable, 2025 of 9999, Swipe up or down with one finger to adjust the value.",
            ])
        voiceOver.swipeRight()
        #expect(voiceOver.swipeUp() == "July")
        #expect(date.value.timeIntervalSince(Self.start) > 0)
    }

    @Test("Hour and minute, clamped to the range's end")
    func time() {
        let date = StoredValue(Self.start)
        let binding = date.binding
        let voiceOver = HostedScreen {
            DatePicker("Alarm", selection: binding, in: ...Self.start, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
        }.voiceOver()
        #expect(
            voiceOver.transcript() == [
                "Alarm",
                "3 o'clock, Adjustable, 3 of 12, Swipe up or down with one finger to adjust the value.",
                "5 minutes, Adjustable, 6 of 60, Swipe up or down with one finger to adjust the value.",
                "PM, Adjustable, 2 of 2, Swipe up or down with one finger to adjust the value.",
            ])
        voiceOver.swipeRight()
        voiceOver.swipeUp()
        #expect(date.value == Self.start)
    }
}
