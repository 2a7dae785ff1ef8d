import Earshot
import Testing

/// docs/uikit.md, "Isolation": iOS's UIKit is imported from Objective-C as @preconcurrency, so Swift
/// 5 code that calls it from nonisolated code (NonisolatedScreenCode.swift, compiled in the Swift 5
/// language mode) compiles against Earshot as on iOS, and VoiceOver reads what it built.
@MainActor
@Suite("Swift 5 code calling UIKit from nonisolated code")
struct Swift5ModeTests {
    @Test func nonisolatedSwift5CodeBuildsAScreenVoiceOverReads() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let builder = BadgeBuilder(frame: CGRect(x: 20, y: 60, width: 350, height: 100))
        builder.markUnread(3)
        let dataSource = MessagesDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 200, width: 390, height: 200))
        table.dataSource = dataSource
        window.addSubview(builder.container)
        window.addSubview(table)
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.lastSpoken == "Inbox, 3 unread, Heading")
        #expect(voiceOver.swipeRight() == "Mark all read, Button")
        _ = voiceOver.doubleTap()
        #expect(builder.taps == 1)
        #expect(voiceOver.swipeRight()?.hasPrefix("Lunch?") == true)
    }
}
