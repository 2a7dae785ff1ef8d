import EarshotSwiftUI
import Testing
import VoiceOverSimulator

extension EnvironmentValues {
    @Entry var welcomeText: String = "Hello"
    @Entry var badgeCount = 0
    @Entry var signedInUser: String?
}

/// A view reading the three entries.
struct GreetingView: View {
    @Environment(\.welcomeText) private var welcomeText
    @Environment(\.badgeCount) private var badgeCount
    @Environment(\.signedInUser) private var user

    var body: some View {
        Text("\(welcomeText), \(user ?? "guest"): \(badgeCount) new")
    }
}

/// `@Entry` declares an environment value in one line. Source: Apple's documentation of
/// `Entry()` (its examples `@Entry var myCustomValue: String = "Default value"` and
/// `@Entry var anotherCustomValue = true`) and of `EnvironmentValues.subscript(_:)`: a custom
/// value is set with `environment(_:_:)` and read with `@Environment`, its default elsewhere.
@Suite("SwiftUI @Entry")
@MainActor
struct EntryMacroTests {
    @Test func defaultsAreReadWhereNothingSetsTheValues() {
        #expect(HostedScreen(GreetingView()).transcript() == ["Hello, guest: 0 new"])
    }

    @Test func valuesSetAboveAreRead() {
        let screen = HostedScreen {
            GreetingView()
                .environment(\.welcomeText, "Welcome back")
                .environment(\.badgeCount, 3)
                .environment(\.signedInUser, "Ada")
        }
        #expect(screen.transcript() == ["Welcome back, Ada: 3 new"])
    }
}
