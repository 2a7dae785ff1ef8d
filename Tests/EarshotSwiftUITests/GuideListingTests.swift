import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// The SwiftUI listings of the Accessibility Programming Guide for iOS (chapter 6), written as the
/// guide writes them (its older `.accessibility(…)` spellings), hosted in a `UIHostingController`
/// and read by VoiceOver.
@Suite("Guide's SwiftUI listings")
@MainActor
struct GuideListingTests {
    @Test("Listing 6-2: .accessibility(hidden: false) keeps the symbol an element, named by its symbol")
    func listing6_2() {
        let screen = HostedScreen {
            Image(systemName: "heart.fill")
                .accessibility(hidden: false)
        }
        #expect(screen.transcript() == ["heart fill, Image"])
    }

    @Test("Listing 6-2, hidden: true removes the view")
    func listing6_2Hidden() {
        let screen = HostedScreen {
            VStack {
                Image(systemName: "heart.fill").accessibility(hidden: true)
                Text("Likes")
            }
        }
        #expect(screen.transcript() == ["Likes"])
    }

    @Test("Listing 6-4: .accessibility(label:) names a tappable symbol; double tap fires the tap gesture")
    func listing6_4() {
        var liked = 0
        let screen = HostedScreen {
            Image(systemName: "heart.fill")
                .onTapGesture { liked += 1 }
                .accessibility(label: "Like")
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Like, Image"])
        voiceOver.doubleTap()
        #expect(liked == 1)
    }

    @Test("Listing 6-6: .accessibility(value:) is spoken after the label")
    func listing6_6() {
        let screen = HostedScreen {
            Image(systemName: "heart.fill")
                .accessibility(value: "100")
        }
        #expect(screen.transcript() == ["heart fill, 100, Image"])
    }

    @Test("Listing 6-8: .accessibility(hint:) is spoken last")
    func listing6_8() {
        let screen = HostedScreen {
            Button("Send") {}
                .accessibility(hint: "Sends your message.")
        }
        #expect(screen.transcript() == ["Send, Button, Sends your message."])
    }

    @Test("Listing 6-12: .accessibility(addTraits: .isHeader) says Heading")
    func listing6_12() {
        let screen = HostedScreen {
            Text("Settings").accessibility(addTraits: .isHeader)
        }
        #expect(screen.transcript() == ["Settings, Heading"])
    }

    @Test("Listing 6-13: several traits at once; updatesFrequently is not spoken")
    func listing6_13() {
        let screen = HostedScreen {
            Text("12:04").accessibility(addTraits: [.isHeader, .updatesFrequently])
        }
        #expect(screen.transcript() == ["12:04, Heading"])
    }

    @Test("Listing 6-14: .accessibility(removeTraits:) removes one trait or an array")
    func listing6_14() {
        let screen = HostedScreen {
            VStack {
                Button("Ding") {}
                    .accessibility(addTraits: .playsSound)
                    .accessibility(removeTraits: .playsSound)
                Button("Play") {}
                    .accessibility(removeTraits: [.isButton, .playsSound])
            }
        }
        #expect(screen.transcript() == ["Ding, Button", "Play"])
    }

    @Test("Listing 6-23: a semantic view, .ignore with its own label, trait and action")
    func listing6_23() {
        var taps = 0
        let stars = 4
        let respondents = "1K"
        let screen = HostedScreen {
            VStack(alignment: .leading, spacing: 10) {
                Button("⭐⭐⭐⭐") { taps += 1 }
                    .font(.largeTitle)

                Text("1K ratings")
                    .font(.subheadline)
            }
            .padding()
            .accessibilityElement(children: .ignore)
            .accessibility(label: Text("\(stars) stars from \(respondents) ratings"))
            .accessibility(addTraits: .isButton)
            .accessibilityAction { taps += 10 }
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["4 stars from 1K ratings, Button"])
        voiceOver.doubleTap()
        #expect(taps == 10)
    }
}

/// `.onTapGesture(count:)`: VoiceOver's double tap is one tap at the view (docs/swiftui.md).
@Suite("SwiftUI tap gestures")
@MainActor
struct TapGestureTests {
    @Test("A single-tap gesture fires on double tap; a double-tap gesture does not")
    func tapCounts() {
        var fired: [String] = []
        let voiceOver = HostedScreen {
            VStack {
                Text("Single").onTapGesture { fired.append("single") }
                Text("Double").onTapGesture(count: 2) { fired.append("double") }
            }
        }.voiceOver()
        voiceOver.doubleTap()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(fired == ["single"])
    }
}
