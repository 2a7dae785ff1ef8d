import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Accessibility modifiers (today's spellings), `.accessibilityElement(children:)`, sort priority
/// and the builder, read by VoiceOver. Sources: Apple's SwiftUI documentation of each modifier and
/// AccessibilitySnapshot's SwiftUI reference images, as docs/swiftui.md records them.
@Suite("SwiftUI accessibility modifiers")
@MainActor
struct ModifierTests {
    @Test("Label, value, hint, add and remove traits in today's spellings")
    func todaysSpellings() {
        let screen = HostedScreen {
            VStack {
                Image(systemName: "star").accessibilityLabel("Favorite")
                Text("Volume").accessibilityValue("Loud").accessibilityHint("Changes the volume")
                Text("Section Header").accessibilityAddTraits(.isHeader)
                Button("Play") {}.accessibilityRemoveTraits(.isButton)
            }
        }
        #expect(screen.transcript() == ["Favorite, Image", "Volume, Loud, Changes the volume", "Section Header, Heading", "Play"])
    }

    @Test(".combine joins the children's labels; an unlabelled symbol adds nothing (AccessibilitySnapshot, iOS 18.5)")
    func combine() {
        let screen = HostedScreen {
            VStack(spacing: 40) {
                HStack {
                    Image(systemName: "person.circle.fill")
                    Text("John Doe")
                    Text("Online")
                }
                .accessibilityElement(children: .combine)
                VStack {
                    Text("Progress")
                    Text("75%")
                }
                .accessibilityElement(children: .combine)
                .accessibilityValue("75 percent complete")
            }
        }
        #expect(screen.transcript() == ["John Doe, Online", "Progress, 75%, 75 percent complete"])
    }

    /// The button's label stays out of the element's; the button is an action, and the element a
    /// button (WWDC24 session 10073, "Catch up on accessibility in SwiftUI", 7:55).
    @Test(".combine: a child button becomes a named action and the element's double tap")
    func combineAction() {
        var tapped = false
        let voiceOver = HostedScreen {
            HStack {
                Text("Inbox")
                Button("Open") { tapped = true }
            }
            .accessibilityElement(children: .combine)
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Inbox, Button, Actions Available")
        #expect(voiceOver.focusedElement?.accessibilityCustomActions?.map(\.name) == ["Open"])
        voiceOver.doubleTap()
        #expect(tapped)
    }

    @Test(".ignore is a new element with no properties of its own until given some")
    func ignore() {
        let screen = HostedScreen {
            VStack {
                Text("Hidden A")
                Text("Hidden B")
            }
            .accessibilityElement()
            .accessibilityLabel("Summary")
        }
        #expect(screen.transcript() == ["Summary"])
    }

    @Test(".contain keeps the children separate and reads them together before the next sibling")
    func contain() {
        func screen(contained: Bool) -> [String] {
            HostedScreen {
                HStack(alignment: .top) {
                    if contained {
                        VStack(spacing: 60) {
                            Text("Top")
                            Text("Bottom")
                        }
                        .accessibilityElement(children: .contain)
                    } else {
                        VStack(spacing: 60) {
                            Text("Top")
                            Text("Bottom")
                        }
                    }
                    Text("Right")
                }
            }.transcript()
        }
        #expect(screen(contained: false) == ["Top", "Right", "Bottom"])
        #expect(screen(contained: true) == ["Top", "Bottom", "Right"])
    }

    @Test(".accessibilitySortPriority: higher first, equal ones in layout order; old spelling too")
    func sortPriority() {
        let screen = HostedScreen {
            VStack {
                Text("First")
                Text("Second").accessibilitySortPriority(2)
                Text("Third").accessibility(sortPriority: 1)
                Text("Fourth")
            }
        }
        #expect(screen.transcript() == ["Second", "Third", "First", "Fourth"])
    }

    @Test(".accessibilityHidden, .hidden(), identifiers and input labels are never spoken")
    func hiddenAndIdentifiers() {
        let voiceOver = HostedScreen {
            VStack {
                Text("Greeting").accessibilityIdentifier("greeting").accessibilityInputLabels(["Hello"])
                Text("Secret").accessibilityHidden(true)
                Text("Invisible").hidden()
                Text("Old").accessibility(identifier: "old")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Greeting", "Old"])
        #expect(voiceOver.focusedElement?.accessibilityIdentifier == "greeting")
        #expect(voiceOver.focusedElement?.accessibilityUserInputLabels == ["Hello"])
    }

    @Test(".accessibilityHeading alone says no heading (cvs-health SwiftUI techniques #5); with .isHeader it does")
    func headingLevel() {
        let screen = HostedScreen {
            VStack {
                Text("Title").accessibilityHeading(.h1)
                Text("Chapter").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader)
            }
        }
        #expect(screen.transcript() == ["Title", "Chapter, Heading"])
    }

    @Test(".accessibilityAction(named:) is offered as a custom action and runs from the Actions rotor")
    func namedAction() {
        var archived = false
        let voiceOver = HostedScreen {
            Text("Message from Anna")
                .accessibilityAction(named: "Archive") { archived = true }
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Message from Anna, Actions Available")
        #expect(voiceOver.swipeDown() == "Archive")
        voiceOver.doubleTap()
        #expect(archived)
    }

    @Test("Builder: if/else, optionals, ForEach and Group, read in layout order")
    func builder() {
        let names = ["Ann", "Bo"]
        let subtitle: String? = nil
        let screen = HostedScreen {
            VStack {
                if names.isEmpty { Text("Nobody") } else { Text("People") }
                if let subtitle { Text(subtitle) }
                ForEach(names, id: \.self) { Text($0) }
                Group {
                    Text("Group A")
                    Text("Group B")
                }
                ForEach(0..<2) { Text("Row \($0)") }
            }
        }
        #expect(screen.transcript() == ["People", "Ann", "Bo", "Group A", "Group B", "Row 0", "Row 1"])
    }

    @Test("HStack reads leading to trailing; a Spacer and padding are never elements")
    func hstack() {
        let screen = HostedScreen {
            HStack {
                Text("Right side").padding()
                Spacer()
                Text("Left side")
            }
            .padding(.horizontal, 20)
        }
        #expect(screen.transcript() == ["Right side", "Left side"])
    }
}

/// Padding and frames make no accessibility node: a modifier after them lands on the view inside.
@Suite("SwiftUI modifiers through layout wrappers")
@MainActor
struct ModifierThroughWrapperTests {
    @Test("A hint after .padding() belongs to the button inside, whose frame is unpadded")
    func hintThroughPadding() {
        let voiceOver = HostedScreen {
            Button("Send") {}
                .padding(30)
                .frame(width: 300)
                .accessibilityHint("Sends your message.")
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Send, Button, Sends your message.")
        let frame = voiceOver.focusedElement?.accessibilityFrame ?? .zero
        #expect(frame.width < 100)
    }
}

/// `.accessibilityActions { }` (Apple's documentation; AccessibilitySnapshot CustomActionsDemo for
/// "Actions Available").
@Suite("SwiftUI accessibilityActions")
@MainActor
struct AccessibilityActionsTests {
    /// iOS offers them last-declared first: AccessibilitySnapshot's CustomActionsDemo reference
    /// images (iOS 18.5, 26.2).
    @Test("Buttons in .accessibilityActions become named actions, last-declared first")
    func actionsFromButtons() {
        var log: [String] = []
        let voiceOver = HostedScreen {
            Text("Email from Bo")
                .accessibilityActions {
                    Button("Archive") { log.append("archive") }
                    Button("Delete") { log.append("delete") }
                }
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Email from Bo, Actions Available")
        #expect(voiceOver.swipeDown() == "Delete")
        #expect(voiceOver.swipeDown() == "Archive")
        voiceOver.doubleTap()
        #expect(log == ["archive"])
    }
}
