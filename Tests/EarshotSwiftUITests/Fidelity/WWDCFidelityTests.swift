import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A button style that draws only a symbol and drops the button's label, as the budget app of
/// WWDC21 session 10119 does; `representsLabel` restores the label for accessibility.
private struct SymbolOnlyStyle: ButtonStyle {
    let representsLabel: Bool

    func makeBody(configuration: Configuration) -> some View {
        if representsLabel {
            Image(systemName: "slider.vertical.3").accessibilityRepresentation { configuration.label }
        } else {
            Image(systemName: "slider.vertical.3")
        }
    }
}

/// A friend in a carousel: a challenge button at the top leading corner, an avatar and the name.
private struct FriendCell: View {
    enum Grouping { case none, contain, combine }
    let name: String
    let grouping: Grouping

    var body: some View {
        let cell = VStack(alignment: .leading) {
            Button("Send Challenge") {}
            Circle().frame(width: 60, height: 60)
            Text(name)
        }
        .frame(width: 120)
        switch grouping {
        case .none: cell
        case .contain: cell.accessibilityElement(children: .contain)
        case .combine: cell.accessibilityElement(children: .combine)
        }
    }
}

/// A friend whose challenge button is read last within the cell (sort priority -1).
private struct PrioritizedFriendCell: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Button("Send Challenge") {}.accessibilitySortPriority(-1)
            Circle().frame(width: 60, height: 60)
            Text(name)
        }
        .frame(width: 120)
        .accessibilityElement(children: .contain)
    }
}

/// A comment of the beach app of WWDC24 session 10073: an unread dot, the message over its
/// author, then favorite and reply buttons drawn as symbols.
private struct CommentRow: View {
    var message = "Looks like a wonderful time"
    var author = "Nick"
    var isUnread = true
    var labelsDot = true
    var favoriteSymbol = "star"
    var labelsSuperFavorite = false
    var combined = true

    var body: some View {
        let row = HStack(alignment: .top) {
            if labelsDot {
                Circle().frame(width: 8, height: 8).opacity(isUnread ? 1 : 0).accessibilityLabel("Unread")
            } else {
                Circle().frame(width: 8, height: 8).opacity(isUnread ? 1 : 0)
            }
            VStack(alignment: .leading) {
                Text(message)
                Text(author).font(.caption)
            }
            Spacer()
            Button {
            } label: {
                Image(systemName: favoriteSymbol).accessibilityLabel("Super Favorite", isEnabled: labelsSuperFavorite)
            }
            // The session does not name its reply symbol; the label it speaks is given here.
            Button {
            } label: {
                Image(systemName: "arrowshape.turn.up.left").accessibilityLabel("Reply")
            }
        }
        .padding()
        if combined { row.accessibilityElement(children: .combine) } else { row }
    }
}

/// A toggle style drawing a checkbox: a button showing the label and a square symbol.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            }
        }
    }
}

/// The settings of a trip: a section with one toggle, drawn as a switch or a checkbox.
private struct TripSettings: View {
    @State private var allowsComments = false
    let checkbox: Bool

    var body: some View {
        Form {
            Section("Settings") {
                if checkbox {
                    Toggle("Comments", isOn: $allowsComments).toggleStyle(CheckboxStyle())
                } else {
                    Toggle("Comments", isOn: $allowsComments)
                }
            }
        }
    }
}

/// Vectors from WWDC sessions whose demos show what VoiceOver and the Accessibility Preview say
/// (transcripts with the minute the demo is heard): WWDC21 session 10119 "SwiftUI Accessibility:
/// Beyond the basics" and WWDC24 session 10073 "Catch up on accessibility in SwiftUI". The screens
/// are written anew from what the sessions describe.
@Suite("Fidelity: WWDC session demos")
@MainActor
struct WWDCFidelityTests {
    enum Vector: String, CaseIterable, Sendable {
        /// 10119, 2:20: a text is static text with its string as label, `.isHeader` adds the
        /// heading; the symbol "checkmark.seal.fill" is labelled "Verified" by default.
        case textAndVerifiedSymbol
        /// 10119, 7:00: a button style showing only a symbol drops the button's label; the symbol's
        /// name labels the button (read with its dots as spaces, as any image name).
        case styleDropsLabel
        /// 10119, 7:45: `accessibilityRepresentation { configuration.label }` restores it.
        case styleRepresentsLabel
        /// 10119, 13:53: without containers, elements are read by position: every challenge button
        /// on the top row, then the names.
        case carouselByPosition
        /// 10119, 15:26: `.contain` reads each friend's elements before the next friend's.
        case carouselContained
        /// 10119, 16:13: a sort priority of -1 reads the challenge button last in its container.
        case carouselChallengeLast
        /// 10119, 16:58: `.combine` makes one element per friend; the button becomes its action.
        case carouselCombined
        /// 10119, 18:29: a Section makes its header a heading.
        case sectionHeader
        /// 10073, 3:16: "Settings, heading, comments, switch button off".
        case settingsToggle
        /// 10073, 4:04: a custom toggle style changes the drawing; the element keeps its label,
        /// traits and state.
        case styledToggle
        /// 10073, 5:37: "Looks like a wonderful time, favorite, button, reply, button, Nick".
        case commentUncombined
        /// 10073, 8:42: "Unread, Looks like a wonderful time, Nick, button" (the dot labelled
        /// "Unread", the row combined, the buttons turned into actions).
        case commentCombined
        /// 10073, 7:55: once read, the dot's opacity is 0 and its element is hidden.
        case commentRead

        var recorded: [String] {
            switch self {
            case .textAndVerifiedSymbol: ["Wallet Pal, Heading", "Verified, Image"]
            case .styleDropsLabel: ["slider vertical 3, Button"]
            case .styleRepresentsLabel: ["Edit Budgets, Button"]
            case .carouselByPosition: ["Send Challenge, Button", "Send Challenge, Button", "Nick", "Jack"]
            case .carouselContained: ["Send Challenge, Button", "Nick", "Send Challenge, Button", "Jack"]
            case .carouselChallengeLast: ["Nick", "Send Challenge, Button", "Jack", "Send Challenge, Button"]
            case .carouselCombined: ["Nick, Button, Actions Available", "Jack, Button, Actions Available"]
            case .sectionHeader: ["Alerts, Heading", "Over budget"]
            case .settingsToggle, .styledToggle: ["Settings, Heading", "Comments, Switch Button, Off, Double tap to toggle setting."]
            case .commentUncombined: ["Looks like a wonderful time", "Favorite, Button", "Reply, Button", "Nick"]
            case .commentCombined: ["Unread, Looks like a wonderful time, Nick, Button, Actions Available"]
            case .commentRead: ["Looks like a wonderful time, Nick, Button, Actions Available"]
            }
        }

        var knownIssue: String? { nil }

        @MainActor
        func heard() -> [String] {
            switch self {
            case .textAndVerifiedSymbol:
                HostedScreen {
                    VStack {
                        Text("Wallet Pal").accessibilityAddTraits(.isHeader)
                        Image(systemName: "checkmark.seal.fill")
                    }
                }.transcript()
            case .styleDropsLabel:
                HostedScreen { Button("Edit Budgets") {}.buttonStyle(SymbolOnlyStyle(representsLabel: false)) }.transcript()
            case .styleRepresentsLabel:
                HostedScreen { Button("Edit Budgets") {}.buttonStyle(SymbolOnlyStyle(representsLabel: true)) }.transcript()
            case .carouselByPosition: Self.carousel(.none)
            case .carouselContained: Self.carousel(.contain)
            case .carouselChallengeLast:
                HostedScreen {
                    HStack(alignment: .top) {
                        PrioritizedFriendCell(name: "Nick")
                        PrioritizedFriendCell(name: "Jack")
                    }
                }.transcript()
            case .carouselCombined: Self.carousel(.combine)
            case .sectionHeader:
                HostedScreen {
                    List {
                        Section(header: Text("Alerts")) { Text("Over budget") }
                    }
                }.transcript()
            case .settingsToggle: HostedScreen { TripSettings(checkbox: false) }.transcript()
            case .styledToggle: HostedScreen { TripSettings(checkbox: true) }.transcript()
            case .commentUncombined: HostedScreen { CommentRow(labelsDot: false, combined: false) }.transcript()
            case .commentCombined: HostedScreen { CommentRow() }.transcript()
            case .commentRead: HostedScreen { CommentRow(isUnread: false) }.transcript()
            }
        }

        @MainActor
        private static func carousel(_ grouping: FriendCell.Grouping) -> [String] {
            HostedScreen {
                HStack(alignment: .top) {
                    FriendCell(name: "Nick", grouping: grouping)
                    FriendCell(name: "Jack", grouping: grouping)
                }
            }.transcript()
        }
    }

    @Test("Each demo says what the session's VoiceOver says", arguments: Vector.allCases)
    func demo(_ vector: Vector) {
        expectRecorded(vector.heard(), vector.recorded, knownIssue: vector.knownIssue)
    }

    /// 10073, 8:42 and 9:28: swiping down on the combined comment speaks "Favorite", then "Reply".
    @Test("A combined row offers its buttons as actions named by their labels, in layout order")
    func commentActions() {
        let voiceOver = HostedScreen { CommentRow() }.voiceOver()
        #expect(voiceOver.focusedActionNames == ["Favorite", "Reply"])
        #expect(voiceOver.swipeDown() == "Favorite")
        #expect(voiceOver.swipeDown() == "Reply")
    }

    /// 10073, 9:28: the super favorite's "sparkle" symbol has no default label, so the action is
    /// named by the symbol's name; 11:02: `accessibilityLabel(_:isEnabled:)` names it only while
    /// enabled, and the star keeps its default label otherwise.
    @Test("An action drawn by an unlabelled symbol is named by the symbol; isEnabled: labels it only when true")
    func superFavoriteActions() {
        let unlabelled = HostedScreen { CommentRow(message: "Hope you wore sunscreen", author: "Beth", favoriteSymbol: "sparkle") }
        #expect(unlabelled.voiceOver().focusedActionNames == ["sparkle", "Reply"])
        let labelled = HostedScreen {
            CommentRow(message: "Hope you wore sunscreen", author: "Beth", favoriteSymbol: "sparkle", labelsSuperFavorite: true)
        }
        #expect(labelled.voiceOver().focusedActionNames == ["Super Favorite", "Reply"])
        #expect(HostedScreen { CommentRow(labelsSuperFavorite: false) }.voiceOver().focusedActionNames == ["Favorite", "Reply"])
    }

    /// 10119, 16:58: the combined friend's action is the challenge button, named by its label.
    @Test("A combined cell turns its button into a named action")
    func challengeAction() {
        let voiceOver = HostedScreen { FriendCell(name: "Nick", grouping: .combine) }.voiceOver()
        #expect(voiceOver.focusedActionNames == ["Send Challenge"])
    }

    /// 10073, 4:04: double tapping the styled toggle flips it, and the element says the new state.
    @Test("A custom toggle style keeps the toggle's element: its double tap says the new state")
    func styledToggleFlips() {
        let voiceOver = HostedScreen { TripSettings(checkbox: true) }.voiceOver()
        #expect(voiceOver.focus(startingWith: "Comments") != nil)
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Comments, Switch Button, On, Double tap to toggle setting.")
    }
}
