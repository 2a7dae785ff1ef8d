import EarshotSwiftUI
import Testing
import VoiceOverSimulator

// Apps' patterns that compile against SwiftUI's SDK because its views are values usable anywhere
// (docs/swiftui.md, "Isolation"). This file is Swift 6 language mode with strict concurrency, so
// each declaration below is itself the compile check; the tests host the results and hear them.

/// Constants of a type isolated to no actor, as apps keep their symbols and styles.
enum Symbols {
    static let favourite = Image(systemName: "heart.fill")
    static let title = Text("Favourites")
    static let accent = Color.red
    static let swatch = RoundedRectangle(cornerRadius: 8)
    static let gap = Spacer()
    static let rule = Divider()
    static let placeholder = EmptyView()
}

/// A nonisolated `@ViewBuilder` free function with `if`/`else`, as apps factor out bodies.
@ViewBuilder
func unreadBadge(_ count: Int) -> some View {
    if count > 0 {
        Text("\(count) unread")
    } else {
        EmptyView()
    }
}

/// A view built, modifiers and all, in a function isolated to no actor.
nonisolated func contactRow(_ name: String) -> some View {
    HStack {
        Symbols.favourite
        Text(name)
            .padding(4)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
    .accessibilityElement(children: .combine)
    .accessibilityHint("Opens the contact")
}

/// Views built on a detached task, off the main actor; the Sendable ones are handed back.
func viewsBuiltOffTheMainActor() async -> (Text, Image) {
    await Task.detached {
        _ = contactRow("Built in the background")
        _ = unreadBadge(3)
        return (Text("Loaded"), Image(systemName: "checkmark.circle"))
    }.value
}

@Suite("Isolation as the SDK declares it: views are values built anywhere")
@MainActor
struct IsolationTests {
    @Test("Static Image, Text, Color and shape properties of a nonisolated type are hosted and heard")
    func staticProperties() {
        let screen = HostedScreen {
            VStack {
                Symbols.title
                Symbols.favourite
                Symbols.accent.frame(height: 4)
                Symbols.swatch.frame(width: 20, height: 20).accessibilityLabel("Swatch")
                Symbols.rule
                Symbols.gap
                Symbols.placeholder
            }
        }
        #expect(screen.transcript() == ["Favourites", "heart fill, Image", "Swatch"])
    }

    @Test("A nonisolated @ViewBuilder function builds either branch")
    func viewBuilderFunction() {
        let screen = HostedScreen {
            VStack {
                unreadBadge(2)
                unreadBadge(0)
                Text("End")
            }
        }
        #expect(screen.transcript() == ["2 unread", "End"])
    }

    @Test("A view built with modifiers in a nonisolated function keeps them")
    func nonisolatedFunction() {
        let screen = HostedScreen { contactRow("Ada Lovelace") }
        #expect(screen.transcript() == ["Ada Lovelace, Opens the contact"])
    }

    @Test("Text and Image built on a detached task are hosted on the main actor")
    func detachedTask() async {
        let (text, image) = await viewsBuiltOffTheMainActor()
        let screen = HostedScreen {
            VStack {
                text
                image
            }
        }
        #expect(screen.transcript() == ["Loaded", "checkmark circle, Image"])
    }
}
