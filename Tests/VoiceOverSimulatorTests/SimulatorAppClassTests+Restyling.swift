import AccessibilityTree
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// App classes written the way apps restyle UIKit's views: setters written as methods
/// (`setTitle(_:for:)`), colours, fonts and layout observed with `didSet`, hierarchy methods
/// wrapped. No reader that keeps a tree asks what they replace, so VoiceOver keeps the tree; the
/// getters it does ask (a field's placeholder, a cell's accessory) it asks again at each gesture
/// (docs/architecture.md, "Keeping the tree").
extension SimulatorAppClassTests {
    /// A button that writes every title in capitals, as a design system's button does.
    final class CapitalizedButton: UIButton {
        override func setTitle(_ title: String?, for state: UIControl.State) {
            super.setTitle(title?.uppercased(), for: state)
        }
        override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
            super.setTitleColor(color ?? .systemBlue, for: state)
        }
        override func setImage(_ image: UIImage?, for state: UIControl.State) {
            super.setImage(image, for: state)
        }
    }

    /// A label that restyles itself when its colour, attributed text or highlight is set.
    final class BrandLabel: UILabel {
        var restyles = 0
        override var textColor: UIColor! { didSet { restyles += 1 } }
        override var attributedText: NSAttributedString? { didSet { restyles += 1 } }
        override var isHighlighted: Bool { didSet { restyles += 1 } }
        override var adjustsFontForContentSizeCategory: Bool { didSet { restyles += 1 } }
    }

    /// A form field that follows its own look: border, font, colour.
    final class StyledField: UITextField {
        var restyles = 0
        override var borderStyle: UITextField.BorderStyle { didSet { restyles += 1 } }
        override var font: UIFont? { didSet { restyles += 1 } }
        override var textColor: UIColor? { didSet { restyles += 1 } }
        override var canBecomeFirstResponder: Bool { isEnabled }
    }

    /// A card that rounds its corners by clipping and turns its touches off when disabled.
    final class RoundedCard: UIView {
        var changes = 0
        override var clipsToBounds: Bool { didSet { changes += 1 } }
        override var isUserInteractionEnabled: Bool { didSet { changes += 1 } }
        override var autoresizingMask: UIView.AutoresizingMask { didSet { changes += 1 } }
    }

    /// A view that styles every subview it is given and counts its layout requests.
    final class StylingContainer: UIView {
        var requests = 0
        override func addSubview(_ view: UIView) {
            super.addSubview(view)
            view.backgroundColor = .systemBackground
        }
        override func setNeedsLayout() {
            super.setNeedsLayout()
            requests += 1
        }
        override func layoutIfNeeded() {
            requests += 1
            super.layoutIfNeeded()
        }
    }

    /// A stack view of a form that follows its own axis and spacing.
    final class FormStack: UIStackView {
        var relayouts = 0
        override var axis: NSLayoutConstraint.Axis { didSet { relayouts += 1 } }
        override var spacing: CGFloat { didSet { relayouts += 1 } }
    }

    /// A carousel that pages and counts when scrolling is turned off.
    final class Carousel: UIScrollView {
        var locks = 0
        override var isScrollEnabled: Bool { didSet { locks += 1 } }
    }

    /// A password field whose bullets come from the app's model: its "Show" button reveals the text.
    final class RevealablePasswordField: UITextField {
        var revealed = false
        override var isSecureTextEntry: Bool {
            get { !revealed }
            set { revealed = !newValue }
        }
    }

    /// A search field whose placeholder names the scope the app's model has chosen.
    final class ScopedSearchField: UITextField {
        var scope = "Songs"
        override var placeholder: String? {
            get { "Search \(scope)" }
            set {}
        }
    }

    /// A settings row whose checkmark is the app's model's choice.
    final class ChoiceCell: UITableViewCell {
        var chosen = false
        override var accessoryType: UITableViewCell.AccessoryType {
            get { chosen ? .checkmark : .none }
            set {}
        }
    }

    /// A label drawn dimmed while the app's model is offline.
    final class StatusLabel: UILabel {
        var offline = false
        override var isEnabled: Bool {
            get { !offline }
            set {}
        }
    }

    /// A progress bar that shows the app's upload as it goes, without setting `progress`.
    final class LiveUploadBar: UIProgressView {
        var sent = 0.25
        override var progress: Float {
            get { Float(sent) }
            set {}
        }
    }

    /// A slider that shows the player's volume, which changes with the device's buttons too.
    final class PlayerVolumeSlider: UISlider {
        var playerVolume: Float = 0.3
        override var value: Float {
            get { playerVolume }
            set { playerVolume = newValue }
        }
    }

    /// A button whose title comes from the app's model, whatever was set.
    final class CountdownButton: UIButton {
        var seconds = 30
        override func title(for state: UIControl.State) -> String? { "Resend in \(seconds) s" }
    }

    /// A text view that shows a placeholder label while its text is empty, the usual way apps
    /// give `UITextView` one.
    final class NoteView: UITextView {
        let placeholderLabel = UILabel()
        override var text: String! { didSet { placeholderLabel.isHidden = !text.isEmpty } }
    }

    /// Controls that update the app's own display when their value changes.
    final class UnitPicker: UISegmentedControl {
        var updates = 0
        override var selectedSegmentIndex: Int { didSet { updates += 1 } }
    }
    final class OnboardingDots: UIPageControl {
        var updates = 0
        override var currentPage: Int { didSet { updates += 1 } }
        override var numberOfPages: Int { didSet { updates += 1 } }
    }
    final class UploadBar: UIProgressView {
        var updates = 0
        override var progress: Float { didSet { updates += 1 } }
    }
    final class QuantityStepper: UIStepper {
        var updates = 0
        override var value: Double { didSet { updates += 1 } }
    }
    final class DeliveryDatePicker: UIDatePicker {
        var updates = 0
        override var date: Date { didSet { updates += 1 } }
    }

    /// A switch that plays a haptic when the app turns it, a slider with a thicker track.
    final class HapticSwitch: UISwitch {
        var haptics = 0
        override func setOn(_ on: Bool, animated: Bool) {
            super.setOn(on, animated: animated)
            haptics += 1
        }
    }
    final class ThickSlider: UISlider {
        override func trackRect(forBounds bounds: CGRect) -> CGRect {
            let track = super.trackRect(forBounds: bounds)
            return CGRect(x: track.minX, y: bounds.midY - 4, width: track.width, height: 8)
        }
    }

    /// A table that shows an empty-state message when its data source has no rows, the usual
    /// `reloadData()` override.
    final class EmptyStateTable: UITableView {
        let message = UILabel()
        override func reloadData() {
            super.reloadData()
            message.text = "No messages"
        }
    }

    /// A stack view that styles each view it arranges, a segmented control that capitalizes its titles.
    final class ChipStack: UIStackView {
        override func addArrangedSubview(_ view: UIView) {
            super.addArrangedSubview(view)
            view.backgroundColor = .systemBackground
        }
    }
    final class LocalizedSegments: UISegmentedControl {
        override func setTitle(_ title: String?, forSegmentAt segment: Int) {
            super.setTitle(title?.capitalized, forSegmentAt: segment)
        }
    }

    /// A cell that restyles itself for editing and selection.
    final class InboxCell: UITableViewCell {
        var restyles = 0
        override var selectionStyle: UITableViewCell.SelectionStyle { didSet { restyles += 1 } }
        override var isEditing: Bool { didSet { restyles += 1 } }
    }

    /// An image view that tracks its highlighted state, and a cell observing its accessory view.
    final class StarView: UIImageView {
        var restyles = 0
        override var isHighlighted: Bool { didSet { restyles += 1 } }
    }
    final class ToggleRowCell: UITableViewCell {
        var attached = 0
        override var accessoryView: UIView? { didSet { attached += 1 } }
    }

    /// A clock that starts ticking when it is shown and stops when it is put away, the usual
    /// `didMoveToWindow()` pattern, and says the time it was shown at.
    final class ShownClock: UIView {
        var isTicking = false
        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            if newWindow == nil { isTicking = false }
        }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else { return }
            isTicking = true
            isAccessibilityElement = true
            accessibilityLabel = "12:00"
        }
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            if superview == nil { isTicking = false }
        }
    }

    /// A tag that sizes itself to its text, the usual `sizeThatFits(_:)` and `sizeToFit()` pair.
    final class FittedTag: UILabel {
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let text = super.sizeThatFits(size)
            return CGSize(width: text.width + 16, height: text.height + 8)
        }
    }

    @Test("a view that labels itself when it enters the window is heard with that label; the tree is kept after")
    func aViewLabelledInDidMoveToWindowIsHeard() {
        let clock = ShownClock(frame: Self.slot)
        #expect(!clock.isTicking)
        let (window, voiceOver) = Self.focusedOnTheLast(of: clock)
        #expect(clock.isTicking)
        #expect(voiceOver.focusedDescription == "12:00")
        Self.expectKeptAcrossASwipe(voiceOver)
        clock.removeFromSuperview()
        #expect(!clock.isTicking)
        voiceOver.swipeLeft()
        #expect(!voiceOver.tree.elements.contains { $0.object === clock })
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    nonisolated static let restylingClasses: [AppClass] = [
        AppClass(name: "a button that capitalizes its titles in setTitle(_:for:) and colours them", reading: .keeps) {
            let button = CapitalizedButton(frame: slot)
            button.setTitle("Send", for: .normal)
            button.setTitleColor(nil, for: .normal)
            return button
        },
        AppClass(name: "a label observing its textColor, attributedText, isHighlighted and text-size adjusting", reading: .keeps) {
            let label = titled(BrandLabel(frame: slot), "Brand")
            label.textColor = .systemRed
            label.isHighlighted = true
            return label
        },
        AppClass(name: "a text field observing its border, font and colour, focusable while enabled", reading: .keeps) {
            let field = StyledField(frame: slot)
            field.borderStyle = .roundedRect
            field.accessibilityLabel = "Name"
            return field
        },
        AppClass(name: "a view observing clipsToBounds, isUserInteractionEnabled and autoresizingMask", reading: .asksItsGetters) {
            let card = holding(RoundedCard(frame: slot), labelled: "Card")
            card.clipsToBounds = true
            return card
        },
        AppClass(name: "a view wrapping addSubview, setNeedsLayout and layoutIfNeeded", reading: .keeps) {
            let container = StylingContainer(frame: slot)
            container.addSubview(titled(UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30)), "Styled"))
            container.setNeedsLayout()
            return container
        },
        AppClass(name: "a stack view observing its axis and spacing", reading: .keeps) {
            let stack = FormStack(frame: slot)
            stack.axis = .vertical
            stack.addArrangedSubview(titled(UILabel(), "Stacked"))
            return stack
        },
        AppClass(name: "a scroll view observing isScrollEnabled", reading: .keeps) {
            let carousel = holding(Carousel(frame: slot), labelled: "Page")
            carousel.isScrollEnabled = false
            return carousel
        },
        AppClass(name: "a password field whose isSecureTextEntry is the app's model's", reading: .asksItsGetters) {
            let field = RevealablePasswordField(frame: slot)
            field.accessibilityLabel = "Password"
            field.text = "hunter2"
            return field
        },
        AppClass(name: "a search field whose placeholder is the app's model's", reading: .asksItsGetters) {
            ScopedSearchField(frame: slot)
        },
        AppClass(name: "a cell whose accessoryType is the app's model's", reading: .asksItsGetters) {
            let cell = ChoiceCell(style: .default, reuseIdentifier: nil)
            cell.frame = slot
            cell.textLabel?.text = "Metric"
            return cell
        },
        AppClass(name: "a label whose isEnabled is the app's model's", reading: .asksItsGetters) {
            titled(StatusLabel(frame: slot), "Synced")
        },
        AppClass(name: "a button whose title(for:) is the app's model's", reading: .readsTheElement) { CountdownButton(frame: slot) },
        AppClass(name: "a switch wrapping setOn(_:animated:)", reading: .keeps) {
            let toggle = HapticSwitch(frame: slot)
            toggle.accessibilityLabel = "Alerts"
            toggle.setOn(true, animated: false)
            return toggle
        },
        AppClass(name: "a slider with its own trackRect(forBounds:), which places its activation point", reading: .readsTheElement) {
            let slider = ThickSlider(frame: slot)
            slider.accessibilityLabel = "Brightness"
            return slider
        },
        AppClass(name: "a table view wrapping reloadData() for its empty state", reading: .keeps) {
            let table = EmptyStateTable(frame: slot)
            table.reloadData()
            return holding(table, labelled: "Inbox")
        },
        AppClass(name: "a stack view wrapping addArrangedSubview(_:)", reading: .keeps) {
            let stack = ChipStack(frame: slot)
            stack.addArrangedSubview(titled(UILabel(), "Chip"))
            return stack
        },
        AppClass(name: "a segmented control wrapping setTitle(_:forSegmentAt:)", reading: .keeps) {
            let control = LocalizedSegments(items: ["Day", "Week"])
            control.frame = slot
            control.setTitle("Month", forSegmentAt: 1)
            return control
        },
        AppClass(name: "a table view cell observing selectionStyle and isEditing", reading: .keeps) {
            let cell = InboxCell(style: .default, reuseIdentifier: nil)
            cell.frame = slot
            cell.textLabel?.text = "Inbox"
            cell.selectionStyle = .none
            return cell
        },
        AppClass(name: "an image view observing isHighlighted", reading: .asksItsGetters) {
            let star = StarView(frame: slot)
            star.isAccessibilityElement = true
            star.accessibilityLabel = "Favourite"
            return star
        },
        AppClass(name: "a table view cell observing its accessoryView", reading: .asksItsGetters) {
            let cell = ToggleRowCell(style: .default, reuseIdentifier: nil)
            cell.frame = slot
            cell.textLabel?.text = "Wi-Fi"
            cell.accessoryView = UISwitch()
            return cell
        },
        AppClass(name: "a view that starts its work in didMoveToWindow() and stops it when put away", reading: .keeps) {
            ShownClock(frame: slot)
        },
        AppClass(name: "a label with its own sizeThatFits(_:), sized by sizeToFit()", reading: .keeps) {
            let tag = titled(FittedTag(frame: slot), "New")
            tag.sizeToFit()
            return tag
        },
        AppClass(name: "a text view observing its text to show a placeholder", reading: .asksItsGetters) {
            let note = NoteView(frame: slot)
            note.text = "Buy milk"
            return note
        },
        AppClass(name: "a segmented control observing its selected segment", reading: .asksItsGetters) {
            let picker = UnitPicker(items: ["Metric", "Imperial"])
            picker.frame = slot
            picker.selectedSegmentIndex = 0
            return picker
        },
        AppClass(name: "a page control observing its page and page count", reading: .asksItsGetters) {
            let dots = OnboardingDots(frame: slot)
            dots.numberOfPages = 3
            return dots
        },
        AppClass(name: "a progress view observing its progress", reading: .asksItsGetters) {
            let bar = UploadBar(frame: slot)
            bar.progress = 0.5
            return bar
        },
        AppClass(name: "a stepper observing its value", reading: .asksItsGetters) {
            let stepper = QuantityStepper(frame: slot)
            stepper.value = 2
            return stepper
        },
        AppClass(name: "a date picker observing its date", reading: .asksItsGetters) {
            let picker = DeliveryDatePicker(frame: slot)
            picker.datePickerMode = .date
            return picker
        },
    ]

    /// UIKit's controls describe themselves through their public getters, so an app's class that
    /// answers one from its model is heard saying that answer (a progress view's percentage, a
    /// slider's), as on a device, where UIKit's accessibility code asks `self.progress`.
    @Test(
        "a getter of a field, cell, label, control or button answering the app's model: the new answer is heard at the next gesture",
        arguments: [
            ModelAnswer(
                name: "a revealed password", reading: .readsTheScreenOnce,
                make: {
                    let field = RevealablePasswordField(frame: slot)
                    field.accessibilityLabel = "Password"
                    field.text = "hunter2"
                    return field
                },
                change: { ($0 as? RevealablePasswordField)?.revealed = true },
                before: "Password, •••••••, Secure Text Field, Double tap to edit.",
                after: "Password, hunter2, Text Field, Double tap to edit."),
            ModelAnswer(
                name: "a placeholder naming a new scope", reading: .readsTheScreenOnce,
                make: { ScopedSearchField(frame: slot) },
                change: { ($0 as? ScopedSearchField)?.scope = "Albums" },
                before: "Search Songs, Text Field, Double tap to edit.", after: "Search Albums, Text Field, Double tap to edit."),
            ModelAnswer(
                name: "a checkmark on a chosen row", reading: .readsTheScreenOnce,
                make: {
                    let cell = ChoiceCell(style: .default, reuseIdentifier: nil)
                    cell.frame = slot
                    cell.textLabel?.text = "Metric"
                    return cell
                },
                change: { ($0 as? ChoiceCell)?.chosen = true },
                before: "Metric", after: "Selected, Metric"),
            ModelAnswer(
                name: "a label dimmed offline", reading: .readsTheElement,
                make: { titled(StatusLabel(frame: slot), "Synced") },
                change: { ($0 as? StatusLabel)?.offline = true },
                before: "Synced", after: "Synced, Dimmed"),
            ModelAnswer(
                name: "an upload's progress", reading: .readsTheElement,
                make: {
                    let bar = LiveUploadBar(frame: slot)
                    bar.accessibilityLabel = "Upload"
                    return bar
                },
                change: { ($0 as? LiveUploadBar)?.sent = 0.75 },
                before: "Upload, 25%", after: "Upload, 75%"),
            ModelAnswer(
                name: "a volume the app's player reports", reading: .readsTheElement,
                make: {
                    let slider = PlayerVolumeSlider(frame: slot)
                    slider.accessibilityLabel = "Volume"
                    return slider
                },
                change: { ($0 as? PlayerVolumeSlider)?.playerVolume = 0.8 },
                before: "Volume, 30%, Adjustable, Swipe up or down with one finger to adjust the value.",
                after: "Volume, 80%, Adjustable, Swipe up or down with one finger to adjust the value."),
            ModelAnswer(
                name: "a countdown's title", reading: .readsTheElement,
                make: { CountdownButton(frame: slot) },
                change: { ($0 as? CountdownButton)?.seconds = 29 },
                before: "Resend in 30 s, Button", after: "Resend in 29 s, Button"),
        ])
    func aModelAnswerIsHeard(_ answer: ModelAnswer) {
        let view = answer.make()
        let (window, voiceOver) = Self.focusedOnTheLast(of: view)
        #expect(voiceOver.focusedDescription == answer.before)
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        answer.change(view)
        voiceOver.swipeLeft()
        #expect(voiceOver.swipeRight() == answer.after)
        #expect(voiceOver.treeReads == reads + (answer.reading == .readsTheScreenOnce ? 1 : 0))
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        if answer.reading == .readsTheScreenOnce { Self.expectKeptAcrossASwipe(voiceOver) }
    }

    /// A view whose getter answers from the app's model, a change of that model, and what
    /// VoiceOver says of it before and after.
    struct ModelAnswer: CustomTestStringConvertible, Sendable {
        enum Reading: Sendable {
            /// A new answer of a getter whose setter can move or reorder elements: one read.
            case readsTheScreenOnce
            /// A new answer that reaches only the element's words: the element alone.
            case readsTheElement
        }
        let name: String
        let reading: Reading
        let make: @MainActor @Sendable () -> UIView
        let change: @MainActor @Sendable (UIView) -> Void
        let before: String
        let after: String
        var testDescription: String { name }
    }
}
