import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// VoiceOver keeps the tree it read while nothing it depends on can have changed, and reads the
/// screen again otherwise (docs/architecture.md, "Keeping the tree"). What it keeps must
/// always be what a new read gives: every kind of UIKit change below is made between two gestures,
/// and the tree VoiceOver then holds is compared with a fresh read of the window.
@MainActor
@Suite("VoiceOver keeps the tree until something changes")
struct SimulatorKeptTreeTests {
    /// A screen made only of UIKit's own classes, so nothing but their setters can change it.
    @MainActor
    final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let application = UIApplication()
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: 350, height: 40))
        let button = UIButton(frame: CGRect(x: 20, y: 110, width: 350, height: 44))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 160, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 350, height: 30))
        let group = UIView(frame: CGRect(x: 20, y: 240, width: 350, height: 90))
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 350, height: 40))
        let second = UILabel(frame: CGRect(x: 0, y: 45, width: 350, height: 40))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 340, width: 390, height: 200))
        let stack = UIStackView(frame: CGRect(x: 20, y: 550, width: 350, height: 80))
        let field = UITextField(frame: CGRect(x: 20, y: 640, width: 350, height: 40))
        let pinned = UILabel()
        var pinnedTop: NSLayoutConstraint!
        let container = UIView(frame: CGRect(x: 20, y: 740, width: 350, height: 40))
        var part: UIAccessibilityElement!
        /// A label drawn in the container, which lists its own element instead: the walk never
        /// meets it (the Accessibility Programming Guide for iOS's custom container views).
        let drawnCaption = UILabel(frame: CGRect(x: 120, y: 0, width: 200, height: 40))
        /// An error message kept hidden until needed, and a faded view's label: out of the walk.
        let hiddenNote = UIView(frame: CGRect(x: 20, y: 790, width: 350, height: 40))
        let noteLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 350, height: 40))
        let faded = UILabel(frame: CGRect(x: 20, y: 800, width: 100, height: 20))

        init() {
            application.addWindow(window)
            title.text = "Title"
            button.setTitle("Save", for: .normal)
            toggle.accessibilityLabel = "Wi-Fi"
            slider.accessibilityLabel = "Volume"
            first.text = "First"
            second.text = "Second"
            group.addSubview(first)
            group.addSubview(second)
            for row in 0..<6 {
                let label = UILabel(frame: CGRect(x: 20, y: CGFloat(row) * 60, width: 350, height: 40))
                label.text = "Row \(row + 1)"
                scroll.addSubview(label)
            }
            scroll.contentSize = CGSize(width: 390, height: 360)
            for word in ["Left", "Right"] {
                let label = UILabel()
                label.text = word
                stack.addArrangedSubview(label)
            }
            field.placeholder = "Name"
            pinned.text = "Pinned"
            pinned.translatesAutoresizingMaskIntoConstraints = false
            part = UIAccessibilityElement(accessibilityContainer: container)
            part.accessibilityLabel = "Part"
            part.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 100, height: 40)
            container.accessibilityElements = [part!]
            drawnCaption.text = "Drawn"
            container.addSubview(drawnCaption)
            noteLabel.text = "No network"
            hiddenNote.addSubview(noteLabel)
            hiddenNote.isHidden = true
            faded.text = "Faded"
            faded.alpha = 0
            [title, button, toggle, slider, group, scroll, stack, field, pinned, container, hiddenNote, faded].forEach(window.addSubview)
            pinnedTop = pinned.topAnchor.constraint(equalTo: window.topAnchor, constant: 690)
            NSLayoutConstraint.activate([
                pinnedTop, pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            ])
        }
    }

    /// One change a UIKit app makes between two gestures, made through UIKit's own setters.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @MainActor @Sendable (Screen) -> Void
        var testDescription: String { name }
    }

    nonisolated static let changes: [Change] = [
        Change(name: "a label's text") { $0.title.text = "Renamed" },
        Change(name: "an accessibility label") { $0.title.accessibilityLabel = "Custom" },
        Change(name: "an accessibility value") { $0.button.accessibilityValue = "3 items" },
        Change(name: "an accessibility hint") { $0.button.accessibilityHint = "Saves the draft" },
        Change(name: "traits") { $0.title.accessibilityTraits = .header },
        Change(name: "a button's title") { $0.button.setTitle("Send", for: .normal) },
        Change(name: "a button disabled") { $0.button.isEnabled = false },
        Change(name: "isHidden") { $0.button.isHidden = true },
        Change(name: "alpha") { $0.toggle.alpha = 0 },
        Change(name: "a frame that changes the reading order") { $0.slider.frame.origin.y = 0 },
        Change(name: "a subview added") { screen in
            let label = UILabel(frame: CGRect(x: 20, y: 5, width: 350, height: 40))
            label.text = "New"
            screen.window.addSubview(label)
        },
        Change(name: "a subview removed") { $0.second.removeFromSuperview() },
        Change(name: "a switch turned on") { $0.toggle.isOn = true },
        Change(name: "a slider moved") { $0.slider.value = 0.9 },
        Change(name: "a view made an element") { screen in
            screen.group.isAccessibilityElement = true
            screen.group.accessibilityLabel = "Group"
        },
        Change(name: "explicit accessibility elements") { $0.group.accessibilityElements = [$0.second, $0.first] },
        Change(name: "a modal view") { $0.group.accessibilityViewIsModal = true },
        Change(name: "elements hidden") { $0.group.accessibilityElementsHidden = true },
        Change(name: "a scroll view scrolled") { $0.scroll.contentOffset = CGPoint(x: 0, y: 160) },
        Change(name: "a stack view's arranged view hidden") { $0.stack.arrangedSubviews[0].isHidden = true },
        Change(name: "a stack view's axis") { $0.stack.axis = .vertical },
        Change(name: "a text field's text") { $0.field.text = "Ada" },
        Change(name: "a constraint's constant") { $0.pinnedTop.constant = 20 },
        Change(name: "an element's frame in its container") {
            $0.part.accessibilityFrameInContainerSpace = CGRect(x: 0, y: -740, width: 100, height: 40)
        },
        Change(name: "a container moved") { $0.container.frame.origin.y = 0 },
        Change(name: "the app's language") { $0.application.preferredLanguage = "de-DE" },
    ]

    /// What a tree says, element by element, with the device language it was read for.
    static func summary(_ tree: AccessibilityTree) -> [String] {
        [tree.language]
            + tree.elements.map { node in
                "\(node.label ?? "") | \(node.value ?? "") | \(node.hint ?? "") | \(node.traits.rawValue) | \(node.frame)"
            }
    }

    @Test("after the change, the tree VoiceOver holds is what a new read gives", arguments: changes)
    func theKeptTreeFollowsEveryChange(_ change: Change) {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let before = Self.summary(voiceOver.tree)
        change.apply(screen)
        voiceOver.swipeRight()
        let fresh = Self.summary(AccessibilityTree(window: screen.window))
        #expect(fresh != before, "the change must be one a reader can see")
        #expect(Self.summary(voiceOver.tree) == fresh)
    }

    @Test("every change in a row, a gesture after each: the tree is always a new read's")
    func changesInARow() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        for change in Self.changes {
            change.apply(screen)
            voiceOver.swipeLeft()
            #expect(Self.summary(voiceOver.tree) == Self.summary(AccessibilityTree(window: screen.window)), "\(change.name)")
        }
    }

    @Test("a view brought to the front: a touch finds it, as a new read does")
    func reorderingIsAChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (back, front) = (
            UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44)), UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        )
        back.setTitle("Back", for: .normal)
        front.setTitle("Front", for: .normal)
        window.addSubview(back)
        window.addSubview(front)
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.touch(at: CGPoint(x: 60, y: 120)) == "Front, Button")
        window.bringSubviewToFront(back)
        #expect(voiceOver.touch(at: CGPoint(x: 60, y: 120)) == "Back, Button")
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test("gestures on a screen nothing changes read it once")
    func anUnchangedScreenIsReadOnce() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        let reads = voiceOver.treeReads
        for _ in 0..<8 { voiceOver.swipeRight() }
        voiceOver.touch(at: CGPoint(x: 40, y: 130))
        voiceOver.swipeLeft()
        _ = voiceOver.focusedDescription
        #expect(voiceOver.treeReads == reads)
        screen.button.setTitle("Send", for: .normal)
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads + 1)
    }

    @Test("recolouring the screen keeps the tree: no reader that keeps what it read reads a colour")
    func recolouringKeepsTheTree() {
        let screen = Screen()
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.swipeRight()
        let (reads, updates) = (voiceOver.treeReads, voiceOver.treeUpdates)
        screen.title.textColor = UIColor(white: 0.92, alpha: 1)
        screen.window.backgroundColor = .white
        screen.group.backgroundColor = .systemBlue
        screen.button.setTitleColor(.systemRed, for: .normal)
        screen.toggle.onTintColor = .blue
        screen.field.textColor = .gray
        screen.title.tag = 7
        voiceOver.swipeRight()
        voiceOver.swipeLeft()
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.treeUpdates == updates)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: screen.window)) == [])
    }

    /// An app's own class answers from its own code, which no UIKit setter reports.
    final class CounterView: UIView {
        var count = 0
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Count" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(count)" }
            set {}
        }
    }

    @Test("an app's own class is asked again at every gesture, so its getters are heard as they answer now")
    func appCodeIsReadEveryTime() {
        let screen = Screen()
        let counter = CounterView(frame: CGRect(x: 20, y: 790, width: 350, height: 40))
        screen.window.addSubview(counter)
        let voiceOver = VoiceOver(window: screen.window)
        voiceOver.fourFingerTap(.bottom)
        let reads = voiceOver.treeReads
        counter.count = 5
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.swipeRight() == "Count, 5")
        // Its getters answer only its element, which is read again alone (SimulatorAppClassTests).
        #expect(voiceOver.treeReads == reads)
    }

    /// A picker asks the app's data source for its rows at every read.
    final class Rows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var titles = ["Small", "Large"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { titles[row] }
    }

    @Test("a picker with a data source is read at every gesture")
    func aPickerAsksItsDataSource() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let application = UIApplication()
        application.addWindow(window)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let rows = Rows()
        picker.dataSource = rows
        picker.delegate = rows
        window.addSubview(picker)
        let voiceOver = VoiceOver(window: window)
        rows.titles[0] = "Tiny"
        #expect(voiceOver.focusedDescription?.hasPrefix("Tiny") == true)
    }
}
