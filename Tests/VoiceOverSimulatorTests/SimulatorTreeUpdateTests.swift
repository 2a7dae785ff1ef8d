import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// When only some elements' attributes changed (a label, a value, traits, a switch turned on),
/// VoiceOver reads those elements again instead of the whole screen, and what it then holds is
/// what a new read gives (docs/architecture.md, "Reading again only what changed", which says
/// where this matches iOS). Every change of `SimulatorKeptTreeTests.changes`
/// is made here between two gestures; each is either one whose elements are read again, or one
/// that makes VoiceOver read the screen again, and never anything else.
@MainActor
@Suite("VoiceOver reads again only the elements whose attributes changed")
struct SimulatorTreeUpdateTests {
    typealias Screen = SimulatorKeptTreeTests.Screen

    /// The changes of `SimulatorKeptTreeTests.changes` that touch one element's attributes and
    /// nothing else, so only that element is read again. Every other change there is structural,
    /// or changes an object that is not one of the tree's elements.
    static let attributeChanges: Set<String> = [
        "a label's text", "an accessibility label", "a button disabled", "an accessibility value", "an accessibility hint", "traits",
        "a switch turned on", "a slider moved",
    ]

    /// More changes of attributes alone, beyond the kept tree's table.
    nonisolated static let moreAttributeChanges: [SimulatorKeptTreeTests.Change] = [
        .init(name: "an identifier") { $0.button.accessibilityIdentifier = "save" },
        .init(name: "a language") { $0.title.accessibilityLanguage = "fr-FR" },
        .init(name: "custom actions") { screen in
            screen.title.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Copy") { _ in true }]
        },
        .init(name: "input labels") { $0.button.accessibilityUserInputLabels = ["Store"] },
        .init(name: "a button selected") { $0.button.isSelected = true },
        .init(name: "a switch and a label disabled") { screen in
            screen.toggle.isEnabled = false
            screen.first.isEnabled = false
        },
        .init(name: "an element's label in a container") { $0.part.accessibilityLabel = "Piece" },
        .init(name: "a container's label: its record takes the new label, and the elements inside it are read again") {
            $0.group.accessibilityLabel = "Group"
        },
        .init(name: "a container's hint, which its record does not hold: the elements inside it are read again") {
            $0.group.accessibilityHint = "Two lines"
        },
        .init(name: "the text of a label the walk never meets, drawn in a container that lists its own element") {
            $0.drawnCaption.text = "Redrawn"
        },
        .init(name: "the text of a label under a hidden view, which the walk cannot meet: passed over") {
            $0.noteLabel.text = "Offline"
        },
        .init(name: "the label and value of a transparent label: passed over") { screen in
            screen.faded.accessibilityLabel = "Gone"
            screen.faded.accessibilityValue = "1"
        },
        .init(name: "a value and a hint on two elements") { screen in
            screen.toggle.accessibilityValue = "Half"
            screen.slider.accessibilityHint = "Louder"
        },
    ]

    /// Whether VoiceOver read the screen again or updated its tree after `change`, and whether it
    /// then holds what a new read gives.
    static func outcome(
        of change: SimulatorKeptTreeTests.Change
    ) -> (reads: Int, updates: Int, differences: [String], screen: Screen) {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let reads = voiceOver.treeReads
        let updates = voiceOver.treeUpdates
        change.apply(screen)
        voiceOver.swipeRight()
        let fresh = AccessibilityTree(window: screen.window)
        return (
            voiceOver.treeReads - reads, voiceOver.treeUpdates - updates,
            voiceOver.tree.differences(from: fresh), screen
        )
    }

    @Test(
        "each change either reads its elements again or the whole screen, and the tree is a new read's",
        arguments: SimulatorKeptTreeTests.changes)
    func everyChangeIsReadAgainOneWayOrTheOther(_ change: SimulatorKeptTreeTests.Change) {
        let (reads, updates, differences, _) = Self.outcome(of: change)
        #expect(differences == [])
        if Self.attributeChanges.contains(change.name) {
            #expect(reads == 0 && updates == 1, "only the changed element is read again")
        } else {
            #expect(reads == 1 && updates == 0, "the screen is read again")
        }
    }

    @Test("the new value is what VoiceOver says: a slider adjusted by swipes, a label the app renamed")
    func whatIsSpokenIsTheNewState() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        screen.slider.value = 0.5
        voiceOver.touch(at: CGPoint(x: 100, y: 215))
        #expect(voiceOver.focusedDescription?.hasPrefix("Volume, 50%") == true)
        let reads = voiceOver.treeReads
        #expect(voiceOver.swipeUp() == "60%")
        #expect(voiceOver.swipeUp() == "70%")
        #expect(voiceOver.treeReads == reads)
        screen.title.accessibilityLabel = "Inbox"
        #expect(voiceOver.touch(at: CGPoint(x: 40, y: 80)) == "Inbox")
        screen.title.accessibilityTraits = .header
        #expect(voiceOver.swipeRight() != nil)
        #expect(voiceOver.swipeLeft() == "Inbox, Heading")
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test("a double tap touches a switch and a button down and up: VoiceOver reads them alone again")
    func aDoubleTapReadsItsElementAgain() {
        let screen = Screen()
        var tapped = 0
        screen.button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.touch(at: CGPoint(x: 40, y: 175))
        let reads = voiceOver.treeReads
        #expect(voiceOver.doubleTap() == "On")
        #expect(screen.toggle.isOn)
        voiceOver.touch(at: CGPoint(x: 40, y: 130))
        voiceOver.doubleTap()
        #expect(tapped == 1)
        #expect(voiceOver.swipeRight()?.hasPrefix("Wi-Fi, Switch Button, On") == true)
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test("setting what is already there (a label's text, isHidden, an accessibility label) is no change: the tree is kept")
    func settingTheSameValueChangesNothing() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        let (reads, updates) = (voiceOver.treeReads, voiceOver.treeUpdates)
        screen.title.text = "Title"
        screen.button.isHidden = false
        screen.title.textColor = screen.title.textColor
        screen.toggle.accessibilityLabel = "Wi-Fi"
        screen.title.accessibilityHint = nil
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads && voiceOver.treeUpdates == updates)
        screen.title.text = "Renamed"
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads && voiceOver.treeUpdates == updates + 1)
    }

    /// Changes of attributes alone that still make VoiceOver read the screen again, and why.
    nonisolated static let wholeReadChanges: [SimulatorKeptTreeTests.Change] = [
        .init(name: "more changes than the log remembers") { screen in
            for count in 0...UIKitChanges.attributeLogCapacity { screen.button.accessibilityValue = "\(count)" }
        },
        .init(name: "a label in another window") { _ in
            UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)).accessibilityLabel = "Elsewhere"
        },
        .init(name: "a label and a frame: the structural change wins") { screen in
            screen.title.accessibilityLabel = "Inbox"
            screen.slider.frame.origin.y = 0
        },
        .init(name: "the text of a label Auto Layout sizes") { $0.pinned.text = "Pinned, and longer" },
        .init(name: "the text of a stack view's label") { ($0.stack.arrangedSubviews[0] as? UILabel)?.text = "Far left" },
        .init(name: "the text of a button's title label") { $0.button.titleLabel?.text = "Store" },
    ]

    @Test("a hidden label given a new text is passed over; shown, it is heard with that text")
    func aHiddenLabelsTextIsHeardWhenShown() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        let reads = voiceOver.treeReads
        screen.noteLabel.text = "Offline"
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads)
        screen.hiddenNote.isHidden = false
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads + 1)
        #expect(voiceOver.tree.elements.contains { $0.label == "Offline" })
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test(
        "more changes: attributes alone read their element again; those listed as whole reads read the screen",
        arguments: moreAttributeChanges.map { ($0, false) } + wholeReadChanges.map { ($0, true) })
    func moreChanges(_ change: SimulatorKeptTreeTests.Change, readsTheScreen: Bool) {
        let (reads, updates, differences, _) = Self.outcome(of: change)
        #expect(differences == [])
        #expect(readsTheScreen ? reads == 1 && updates == 0 : reads == 0 && updates == 1)
    }

    /// A container's own state can reach its children's words: a segmented control that is not
    /// enabled dims its segments. The change is noted on the control, a container whose record
    /// takes its new traits; the elements inside it are read again, and nothing else.
    @Test("a segmented control disabled: its segments are read again, dimmed, and the screen is not read")
    func aContainersStateReachesTheElementsInsideIt() {
        let screen = Screen()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 790, width: 350, height: 32)
        screen.window.addSubview(control)
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.fourFingerTap(.bottom)
        let (reads, updates) = (voiceOver.treeReads, voiceOver.treeUpdates)
        control.isEnabled = false
        #expect(voiceOver.swipeLeft()?.contains("Dimmed") == true)
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.treeUpdates == updates + 1)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test("selecting a button whose selected title differs reads the screen: its size may change with the title")
    func aStateWithItsOwnTitleReadsTheScreen() {
        let screen = Screen()
        screen.button.setTitle("Saved", for: .selected)
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.touch(at: CGPoint(x: 40, y: 130))
        let reads = voiceOver.treeReads
        screen.button.isSelected = true
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.swipeRight() == "Selected, Saved, Button")
        #expect(voiceOver.treeReads == reads + 1)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test("touching overlapping elements after an update finds the front one, with its new label")
    func touchesAfterAnUpdateKeepThePaintingOrder() {
        let screen = Screen()
        let back = UILabel(frame: CGRect(x: 200, y: 790, width: 150, height: 40))
        back.text = "Back"
        let front = UILabel(frame: CGRect(x: 200, y: 790, width: 150, height: 40))
        front.text = "Front"
        screen.window.addSubview(back)
        screen.window.addSubview(front)
        let voiceOver = VoiceOver(window: screen.window)
        #expect(voiceOver.touch(at: CGPoint(x: 260, y: 800)) == "Front")
        let reads = voiceOver.treeReads
        back.text = "Behind"
        front.accessibilityLabel = "In front"
        #expect(voiceOver.touch(at: CGPoint(x: 40, y: 130)) != nil)
        #expect(voiceOver.touch(at: CGPoint(x: 260, y: 800)) == "In front")
        #expect(voiceOver.treeReads == reads)
    }

    /// A label that Auto Layout sizes: a new text waits for the next layout pass, which VoiceOver
    /// runs before reading the label again (as a walk lays out first). Held between both margins,
    /// its frame stays and only the label is read again; sized by its text, its frame moves and
    /// the screen is read again. Either way VoiceOver then holds what a new read gives, and says
    /// the new text.
    @Test(
        "a new text of a label Auto Layout sizes reads the label again when its frame stays",
        arguments: [(true, "Payment due Friday"), (false, "Payment due Friday, and longer")])
    func aTextAutoLayoutSizes(heldBetweenMargins: Bool, text: String) {
        let screen = Screen()
        let label = UILabel()
        label.text = "Payment due"
        label.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(label)
        var constraints = [
            label.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 790),
            label.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 20),
        ]
        if heldBetweenMargins {
            constraints.append(label.trailingAnchor.constraint(equalTo: screen.window.trailingAnchor, constant: -20))
        }
        NSLayoutConstraint.activate(constraints)
        let voiceOver = VoiceOver(window: screen.window)
        #expect(voiceOver.touch(at: CGPoint(x: 30, y: 800)) == "Payment due")
        let frame = label.frame
        let (reads, updates) = (voiceOver.treeReads, voiceOver.treeUpdates)
        label.text = text
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.swipeRight() == text)
        #expect((label.frame == frame) == heldBetweenMargins)
        if heldBetweenMargins {
            #expect(voiceOver.treeReads == reads && voiceOver.treeUpdates == updates + 1)
        } else {
            #expect(voiceOver.treeReads == reads + 1)
        }
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    /// A cell saying "Wi-Fi" at the bottom of `screen`, with `accessory` when given.
    static func addCell(to screen: Screen, accessory: UIView? = nil) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 790, width: 390, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.accessoryView = accessory
        screen.window.addSubview(cell)
        return cell
    }

    @Test("a cell lends its label from its text label: a new text reads the cell again, not the screen")
    func aCellsLabelIsReadAgain() {
        let screen = Screen()
        let cell = Self.addCell(to: screen)
        let voiceOver = VoiceOver(window: screen.window)
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 810)) == "Wi-Fi")
        let reads = voiceOver.treeReads
        cell.textLabel?.text = "Bluetooth"
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 810)) == "Bluetooth")
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test(
        "a cell that is a container (a switch of its own): its switch turned on is read alone, its text reads its elements and relabels it")
    func aContainerCell() {
        let screen = Screen()
        let toggle = UISwitch()
        let cell = Self.addCell(to: screen, accessory: toggle)
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        let reads = voiceOver.treeReads
        // The switch is an element; the cell above it is a container whose record (its label, made
        // from its text) is asked again and still holds.
        toggle.isOn = true
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
        // The walk never meets the text: the cell lists its content element, which says it, and its
        // switch. Those are read again, and the cell's record takes its new label.
        let updates = voiceOver.treeUpdates
        cell.textLabel?.text = "Bluetooth"
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.treeUpdates == updates + 1)
        #expect(voiceOver.tree.containers.contains { $0.object === cell && $0.label == "Bluetooth" })
        #expect(voiceOver.tree.elements.contains { $0.label == "Bluetooth" })
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    @Test(
        "a label below more views than are remembered above a change reads the screen; one above that, itself",
        arguments: [(UIKitChanges.rememberedAncestors - 2, false), (UIKitChanges.rememberedAncestors, true)])
    func deepLabels(depth: Int, readsTheScreen: Bool) {
        let screen = Screen()
        var parent: UIView = screen.window
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            parent.addSubview(view)
            parent = view
        }
        let label = UILabel(frame: CGRect(x: 200, y: 790, width: 150, height: 40))
        label.text = "Deep"
        parent.addSubview(label)
        let voiceOver = VoiceOver(window: screen.window)
        #expect(voiceOver.touch(at: CGPoint(x: 260, y: 800)) == "Deep")
        let reads = voiceOver.treeReads
        label.accessibilityLabel = "Deeper"
        #expect(voiceOver.touch(at: CGPoint(x: 260, y: 800)) == "Deeper")
        #expect(voiceOver.treeReads == (readsTheScreen ? reads + 1 : reads))
    }

    @Test("a tree with a problem naming elements (one listed twice) is read again whole")
    func problemsNameLabels() {
        let screen = Screen()
        screen.container.accessibilityElements = [screen.part!, screen.part!]
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        #expect(!voiceOver.tree.problems.isEmpty)
        let reads = voiceOver.treeReads
        screen.part.accessibilityLabel = "Piece"
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads + 1)
        #expect(voiceOver.tree.problems.first?.message.contains("Piece") == true)
    }

    @Test("a tree someone else holds keeps what it said: updating copies it instead of changing it")
    func aHeldTreeStaysAsItWas() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        let held = voiceOver.tree
        screen.title.accessibilityLabel = "Inbox"
        voiceOver.swipeRight()
        #expect(held.elements.first { $0.object === screen.title }?.label == "Title")
        #expect(voiceOver.tree.elements.first { $0.object === screen.title }?.label == "Inbox")
        // The label, and the input labels that default to it; nothing else.
        #expect(
            held.differences(from: voiceOver.tree) == [
                "element 0 (Title) differs in its label", "element 0 (Title) differs in its input labels",
            ])
    }
}
