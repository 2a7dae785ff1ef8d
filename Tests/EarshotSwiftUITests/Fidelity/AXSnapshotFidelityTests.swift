import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// A view of the app's own whose body is a text.
private struct TitleView: View {
    var body: some View { Text("title") }
}

/// Vectors from rjchatfield/AX: text snapshots of the accessibility elements SwiftUI builds on an
/// iOS simulator (label, value, hint, traits beyond the element's kind, custom actions), one test
/// per view or modifier in `AXTests/SwiftUI/AXTests.swift`, `ViewTests.swift` and `TextTests.swift`
/// (the repository's last change is from May 2023: iOS 16). Each screen is written anew from the
/// snapshot; the expected speech is what VoiceOver says for those properties
/// (docs/voiceover-behaviour.md §4). Where a newer recording says otherwise, the newer one wins and
/// the case says so.
@Suite("Fidelity: AX's simulator snapshots of SwiftUI")
@MainActor
struct AXSnapshotFidelityTests {
    enum Vector: String, CaseIterable, Sendable {
        // AXTests.swift: testTitle, testAXLabel, testAXHint, testAXValue, testAXSortPriority,
        // testAXAddTraits, testAXRemoveTraits, testAXHidden, testAXRepresentation.
        case text, label, hint, value, sortPriority, addedTraits, removedTraits, hidden, representation
        // AXTests.swift: testAXElementCombine, testAXElementContain, testAXElementIgnore.
        case combine, contain, ignore
        // AXTests.swift: testAXActionUnamed, testAXActionNamed, testAXAdjustableAction.
        case defaultAction, namedAction, adjustableAction
        // AXTests.swift: testAXHeading, testAXRespondsToUserInteraction, testAXShowsLargeContentViewer.
        case headingLevelsAlone, respondsToUserInteraction, largeContentViewer
        // ViewTests.swift: testButton, testColor + testDivider + testEmptyView, testImage, testLabel,
        // testLink, testPicker, testSlider, testToggle, testTextField (first field).
        case button, invisibleViews, symbol, labelView, link, picker, slider, toggle, textField
        // ViewTests.swift: testTextField (the fields with a prompt): the prompt is the placeholder
        // VoiceOver reads while the field is empty; a value replaces it.
        case textFieldPrompt
        // ViewTests.swift: testGroup, testHStack, testVStack, testZStack, testScrollView,
        // testAnyView + testCustomView, testForEach.
        case group, hStack, vStack, zStack, scrollView, anyViewAndCustomView, forEach
        // ViewTests.swift: testSection, testNavigationLink, testOnTapGesture, testDisabled,
        // testDisclosureGroup.
        case sectionOutsideList, navigationLinkOutsideStack, tapGesture, disabled, disclosureGroup
        // AXTests.swift: testAXHelp, testAXHintThenHelp, testAXHintBeforeHelp: `.help` is the
        // hint, and of `.help` and `.accessibilityHint` the one applied last wins.
        case help
        // ViewTests.swift: testEditButton (a button labelled "Edit"), testGroupBox (a container of
        // its content), testProgressView (the label and the current value label are the label,
        // the fraction the value), testTimelineView (the content's elements).
        case editButton, groupBox, progressView, timelineView
        // TextTests.swift: testStringWithOneParam, testStringWithMultipleParams,
        // testStringWithSpecifier, testConcatenatedTexts, testTextInterpolation.
        case textInterpolation

        var recorded: [String] {
            switch self {
            case .text: ["title"]
            case .label: ["ax_label"]
            case .hint: ["title, ax_hint"]
            case .value: ["title, ax_value"]
            case .sortPriority: ["title+1", "title0a", "title", "title0b", "title-1"]
            // Plays Sound and Keyboard Key have no words.
            case .addedTraits: ["title, Heading"]
            // The symbol "star" is labelled "Favorite" by default.
            case .removedTraits:
                [
                    "section_header, Heading", "section_header", "title", "title", "title, Button", "title", "Favorite, Image",
                    "Favorite",
                ]
            case .hidden: ["title", "ax_hidden(false)"]
            case .representation: ["ax_representation"]
            // The snapshot's element is labelled by the text alone, with the button's trait; iOS 18
            // also offers the button as a custom action (WWDC24 session 10073, "Catch up on
            // accessibility in SwiftUI", 7:55), and the newer recording wins.
            case .combine: ["text_title, Button, Actions Available"]
            case .contain: ["text_title", "button_title, Button"]
            // An element with nothing of its own: it says nothing.
            case .ignore: [""]
            case .defaultAction: ["title, Button"]
            case .namedAction: ["title, Actions Available"]
            case .adjustableAction: ["title, Adjustable, Swipe up or down with one finger to adjust the value."]
            case .headingLevelsAlone: ["title", "h1", "h2", "h3"]
            case .respondsToUserInteraction:
                [
                    "title", ".accessibilityRespondsToUserInteraction()", ".accessibilityRespondsToUserInteraction(true)",
                    ".accessibilityRespondsToUserInteraction(flase)",
                ]
            case .largeContentViewer: ["title"]
            case .button: ["title, Button"]
            case .invisibleViews: []
            case .symbol: ["Favorite, Image"]
            case .labelView: ["title"]
            case .link: ["title, Link"]
            case .picker: ["Title, Second Option, Button"]
            case .slider: ["69%, Adjustable, Swipe up or down with one finger to adjust the value."]
            case .toggle: ["title, Switch Button, On, Double tap to toggle setting."]
            case .textField: ["title (no prompt, no value), Text Field, Double tap to edit."]
            case .textFieldPrompt: ["prompt (no value), Text Field, Double tap to edit.", "value, Text Field, Double tap to edit."]
            case .group, .hStack, .vStack, .zStack, .scrollView, .forEach: ["item1", "item2, Button"]
            case .anyViewAndCustomView: ["title", "title"]
            case .sectionOutsideList:
                [
                    "header.item1, Heading", "header.item2, Button, Heading", "item1", "item2, Button", "footer.item1",
                    "footer.item2, Button",
                ]
            // Outside a navigation stack the link is dimmed; the button in its label is a custom action.
            case .navigationLinkOutsideStack: ["item1, Dimmed, Button, Actions Available"]
            case .tapGesture: ["title"]
            case .disabled: ["title, Dimmed, Button"]
            // The snapshot (iOS 16) shows only the labels; cvs-health's Accordions page (2023)
            // says VoiceOver hears the expanded and collapsed states, and the newer wins.
            case .disclosureGroup: ["Group1, Expanded, Button", "item1", "Group2, Collapsed, Button"]
            case .help: ["title, help", "title, help", "title, ax_hint"]
            case .editButton: ["Edit, Button"]
            case .groupBox, .timelineView: ["item1", "item2, Button"]
            case .progressView: ["label, currentValueLabel, 10%"]
            case .textInterpolation: ["Test 12", "Test 12 5.7 abc", "12.54", "TestAbc123", "abc xyz qwe"]
            }
        }

        var knownIssue: String? { nil }

        @MainActor
        func heard() -> [String] {
            switch self {
            case .text: HostedScreen { Text("title") }.transcript()
            case .label: HostedScreen { Text("title").accessibilityLabel(Text("ax_label")) }.transcript()
            case .hint: HostedScreen { Text("title").accessibilityHint(Text("ax_hint")) }.transcript()
            case .value: HostedScreen { Text("title").accessibilityValue(Text("ax_value")) }.transcript()
            case .sortPriority:
                HostedScreen {
                    VStack {
                        Text("title0a").accessibilitySortPriority(0)
                        Text("title")
                        Text("title0b").accessibilitySortPriority(0)
                        Text("title-1").accessibilitySortPriority(-1)
                        Text("title+1").accessibilitySortPriority(1)
                    }
                }.transcript()
            case .addedTraits: HostedScreen { Text("title").accessibilityAddTraits([.isHeader, .playsSound, .isKeyboardKey]) }.transcript()
            case .removedTraits:
                HostedScreen {
                    Section {
                        Text("title")
                        Text("title").accessibilityRemoveTraits([.isStaticText])
                        Button("title") {}
                        Button("title") {}.accessibilityRemoveTraits([.isButton])
                        Image(systemName: "star")
                        Image(systemName: "star").accessibilityRemoveTraits([.isImage])
                    } header: {
                        Text("section_header")
                        Text("section_header").accessibilityRemoveTraits([.isHeader])
                    }
                }.transcript()
            case .hidden:
                HostedScreen {
                    VStack {
                        Text("title")
                        Text("ax_hidden(false)").accessibilityHidden(false)
                        Text("ax_hidden(true)").accessibilityHidden(true)
                        Text("hidden()").hidden()
                        Text("opacity(0)").opacity(0)
                    }
                }.transcript()
            case .representation: HostedScreen { Text("title").accessibilityRepresentation { Text("ax_representation") } }.transcript()
            case .combine: HostedScreen { Self.textAndButton.accessibilityElement(children: .combine) }.transcript()
            case .contain: HostedScreen { Self.textAndButton.accessibilityElement(children: .contain) }.transcript()
            case .ignore: HostedScreen { Self.textAndButton.accessibilityElement(children: .ignore) }.transcript()
            case .defaultAction: HostedScreen { Text("title").accessibilityAction {} }.transcript()
            case .namedAction: HostedScreen { Text("title").accessibilityAction(named: Text("ax_action_name")) {} }.transcript()
            case .adjustableAction: HostedScreen { Text("title").accessibilityAdjustableAction { _ in } }.transcript()
            case .headingLevelsAlone:
                HostedScreen {
                    VStack {
                        Text("title")
                        Text("h1").accessibilityHeading(.h1)
                        Text("h2").accessibilityHeading(.h2)
                        Text("h3").accessibilityHeading(.h3)
                    }
                }.transcript()
            case .respondsToUserInteraction:
                HostedScreen {
                    VStack {
                        Text("title")
                        Text(".accessibilityRespondsToUserInteraction()").accessibilityRespondsToUserInteraction()
                        Text(".accessibilityRespondsToUserInteraction(true)").accessibilityRespondsToUserInteraction(true)
                        Text(".accessibilityRespondsToUserInteraction(flase)").accessibilityRespondsToUserInteraction(false)
                    }
                }.transcript()
            case .largeContentViewer: HostedScreen { Text("title").accessibilityShowsLargeContentViewer() }.transcript()
            case .button:
                HostedScreen {
                    Button {
                    } label: {
                        Text("title")
                    }
                }.transcript()
            case .invisibleViews:
                HostedScreen {
                    VStack {
                        Color.red
                        Divider()
                        EmptyView()
                    }
                }.transcript()
            case .symbol: HostedScreen { Image(systemName: "star") }.transcript()
            case .labelView: HostedScreen { Label("title", systemImage: "star") }.transcript()
            case .link: HostedScreen { Link("title", destination: URL(string: "https://www.atlassian.com")!) }.transcript()
            case .picker:
                HostedScreen {
                    Picker("Title", selection: .constant(1)) {
                        Text("First Option").tag(0)
                        Text("Second Option").tag(1)
                    }
                }.transcript()
            case .slider: HostedScreen { Slider(value: .constant(69.0), in: 0...100, step: 1) }.transcript()
            case .toggle: HostedScreen { Toggle("title", isOn: .constant(true)) }.transcript()
            case .textField: HostedScreen { TextField("title (no prompt, no value)", text: .constant("")) }.transcript()
            case .textFieldPrompt:
                HostedScreen {
                    VStack {
                        TextField("title", text: .constant(""), prompt: Text("prompt (no value)"))
                        TextField("title", text: .constant("value"), prompt: Text("prompt"))
                    }
                }.transcript()
            case .group: HostedScreen { Group { Self.textAndButtonItems } }.transcript()
            case .hStack:
                HostedScreen {
                    HStack {
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    }
                }.transcript()
            case .vStack: HostedScreen { Self.textAndButtonItems }.transcript()
            case .zStack:
                HostedScreen {
                    ZStack {
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    }
                }.transcript()
            case .scrollView:
                HostedScreen {
                    ScrollView {
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    }
                }.transcript()
            case .anyViewAndCustomView:
                HostedScreen {
                    VStack {
                        AnyView(Text("title"))
                        TitleView()
                    }
                }.transcript()
            case .forEach:
                HostedScreen {
                    VStack {
                        ForEach([1, 2], id: \.self) { index in
                            if index == 1 {
                                Text("item1")
                            } else {
                                Button {
                                } label: {
                                    Text("item2")
                                }
                            }
                        }
                    }
                }.transcript()
            case .sectionOutsideList:
                HostedScreen {
                    Section {
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    } header: {
                        Text("header.item1")
                        Button {
                        } label: {
                            Text("header.item2")
                        }
                    } footer: {
                        Text("footer.item1")
                        Button {
                        } label: {
                            Text("footer.item2")
                        }
                    }
                }.transcript()
            case .navigationLinkOutsideStack:
                HostedScreen {
                    NavigationLink(destination: Text("next")) {
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    }
                }.transcript()
            case .tapGesture: HostedScreen { Text("title").onTapGesture {} }.transcript()
            case .disabled: HostedScreen { Button("title") {}.disabled(true) }.transcript()
            case .disclosureGroup:
                HostedScreen {
                    DisclosureGroup("Group1", isExpanded: .constant(true)) {
                        Text("item1")
                        DisclosureGroup("Group2", isExpanded: .constant(false)) {
                            Button {
                            } label: {
                                Text("item2")
                            }
                        }
                    }
                }.transcript()
            case .help:
                HostedScreen {
                    VStack(spacing: 40) {
                        Text("title").help(Text("help"))
                        Text("title").accessibilityHint(Text("ax_hint")).help(Text("help"))
                        Text("title").help(Text("help")).accessibilityHint(Text("ax_hint"))
                    }
                }.transcript()
            case .editButton: HostedScreen { EditButton() }.transcript()
            case .groupBox:
                HostedScreen {
                    GroupBox {
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    }
                }.transcript()
            case .progressView:
                HostedScreen {
                    ProgressView(value: 0.1, total: 1, label: { Text("label") }, currentValueLabel: { Text("currentValueLabel") })
                }.transcript()
            case .timelineView:
                HostedScreen {
                    TimelineView(.everyMinute) { _ in
                        Text("item1")
                        Button {
                        } label: {
                            Text("item2")
                        }
                    }
                }.transcript()
            case .textInterpolation:
                HostedScreen {
                    VStack {
                        Text("Test \(12)")
                        Text(verbatim: "Test \(12) \(5.7) \("abc")")
                        Text("\(12.541, specifier: "%.2f")")
                        Text("Test") + Text("Abc").bold() + Text(verbatim: "123")
                        Text("abc \(Text("xyz").bold()) \(Text("qwe"))")
                    }
                }.transcript()
            }
        }

        /// A text and a button in a column, the content most of the snapshots use.
        @MainActor
        private static var textAndButtonItems: some View {
            VStack {
                Text("item1")
                Button {
                } label: {
                    Text("item2")
                }
            }
        }

        /// The column the `accessibilityElement(children:)` snapshots modify.
        @MainActor
        private static var textAndButton: some View {
            VStack {
                Text("text_title")
                Button("button_title") {}
            }
        }
    }

    @Test("Each view says what its simulator snapshot shows", arguments: Vector.allCases)
    func snapshot(_ vector: Vector) {
        expectRecorded(vector.heard(), vector.recorded, knownIssue: vector.knownIssue)
    }

    /// `testNavigationLink`: the link's custom action is the button inside its label, named by it.
    @Test("A navigation link offers the button in its label as a custom action")
    func navigationLinkAction() {
        let voiceOver = HostedScreen {
            NavigationLink(destination: Text("next")) {
                Text("item1")
                Button {
                } label: {
                    Text("item2")
                }
            }
        }.voiceOver()
        #expect(voiceOver.focusedActionNames == ["item2"])
    }
}
