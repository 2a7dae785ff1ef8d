import AccessibilityTree
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// An app's classes answer VoiceOver from UIKit's stored state unless they override a getter or
/// method a reader calls, or adopt a protocol a reader asks about (docs/architecture.md,
/// "Keeping the tree"). The classes below are this test module's, so each is an app's
/// class. VoiceOver keeps the tree it read with those that answer through UIKit, reads again
/// alone the element of one whose code answers only its element's attributes (a label, a
/// value), asks a container whose code lists its children or names it again and reads the
/// elements inside it, asks one that overrides getters of properties UIKit stores (observing them
/// with `didSet`) whether they still answer what is stored, and reads the screen again at every
/// gesture with the others.
@MainActor
@Suite("VoiceOver keeps a tree read with app classes that answer through UIKit or answer their element's attributes")
struct SimulatorAppClassTests {
    // MARK: Classes that answer through UIKit

    /// A label whose class adds an initializer and state of its own, as a cell's subview does.
    final class TitleLabel: UILabel {
        let row: Int
        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            return nil
        }

        init(row: Int) {
            self.row = row
            super.init(frame: CGRect(x: 20, y: 60 + CGFloat(row) * 50, width: 350, height: 40))
            text = "Row \(row)"
        }
    }

    /// A card that lays its subviews out and follows the text size itself.
    final class Card: UIView {
        let title = UILabel()
        var relaidOut = 0
        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Card"
            addSubview(title)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            relaidOut += 1
            title.frame = bounds.insetBy(dx: 8, dy: 4)
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            setNeedsLayout()
        }
    }

    /// A view with stored properties of Foundation's types, as a model-backed view has.
    final class Stamp: UIView {
        let created = Date(timeIntervalSince1970: 0)
        var link: URL?
        override func layoutSubviews() {
            super.layoutSubviews()
            link = URL(string: "https://example.com")
        }
    }

    /// A control whose class handles its own touches and VoiceOver's activation.
    final class TapTarget: UIControl {
        var taps = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            taps += 1
        }
        override func accessibilityActivate() -> Bool {
            taps += 1
            return true
        }
    }

    /// A button with a larger touch area and its own first-responder handling, as apps enlarge
    /// small targets: touch delivery runs inside a gesture, never in a read.
    final class WideTarget: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
        override func becomeFirstResponder() -> Bool { true }
    }

    /// A base class of the app's with a method of its own that a subclass overrides: no reader
    /// knows that method.
    class ConfigurableView: UIView {
        func configure(_ text: String) {}
    }

    final class Badge: ConfigurableView {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        override func configure(_ text: String) {
            label.text = text
            if label.superview == nil { addSubview(label) }
        }
    }

    // MARK: Classes that answer with their own code

    final class CountLabel: UILabel {
        var count = 0
        override var accessibilityValue: String? {
            get { "\(count)" }
            set {}
        }
    }

    /// An app class between the screen's class and UIKit's overrides a getter.
    class ComputedLabel: UILabel {
        override var accessibilityLabel: String? {
            get { "Computed" }
            set {}
        }
    }

    final class ComputedLabelSubclass: ComputedLabel {}

    final class SizedView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 30) }
    }

    /// A custom container that keeps the elements it lists, as the Accessibility Programming Guide
    /// for iOS's custom containers do ("Make the Contents of Custom Container Views Accessible").
    final class Shelf: UIView {
        lazy var items: [UIAccessibilityElement] = ["Tea", "Coffee"].enumerated().map { offset, name in
            let item = UIAccessibilityElement(accessibilityContainer: self)
            item.accessibilityLabel = name
            item.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(offset) * 40, y: 0, width: 40, height: 30)
            return item
        }
        override var accessibilityElements: [Any]? {
            get { items }
            set {}
        }
    }

    /// A custom container that makes new elements each time it is asked.
    final class FreshElements: UIView {
        override func accessibilityElementCount() -> Int { 1 }
        override func accessibilityElement(at index: Int) -> Any? {
            let item = UIAccessibilityElement(accessibilityContainer: self)
            item.accessibilityLabel = "Fresh"
            item.accessibilityFrameInContainerSpace = bounds
            return item
        }
        override func index(ofAccessibilityElement element: Any) -> Int { 0 }
    }

    final class ContentCell: UIView, AXCustomContentProvider {
        var accessibilityCustomContent: [AXCustomContent]! = []
    }

    final class ObservedLabel: UILabel {
        override var text: String? { didSet {} }
    }

    // MARK: Classes that observe stored properties

    /// A button that restyles itself when selected or pressed, as apps' buttons commonly do:
    /// `didSet` replaces the getters too, which answer what UIKit stores.
    final class ToggleChip: UIButton {
        private(set) var restyles = 0
        override var isSelected: Bool { didSet { restyles += 1 } }
        override var isHighlighted: Bool { didSet { restyles += 1 } }
    }

    /// A collection view cell that draws its selection itself.
    final class SwatchCell: UICollectionViewCell {
        override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 1 : 0.8 } }
        override var isHighlighted: Bool { didSet {} }
    }

    /// A view that keeps a shadow in step with its size and hides its badge with itself.
    final class ShadowedView: UIView {
        override var frame: CGRect { didSet {} }
        override var bounds: CGRect { didSet {} }
        override var isHidden: Bool { didSet {} }
    }

    /// An image view that says its image's name.
    final class NamedImageView: UIImageView {
        override var image: UIImage? { didSet { accessibilityLabel = image?.accessibilityLabel } }
    }

    /// A switch that saves its state when it changes, and a slider that plays a tick.
    final class SavingSwitch: UISwitch {
        private(set) var saved: [Bool] = []
        override var isOn: Bool { didSet { saved.append(isOn) } }
    }

    final class TickingSlider: UISlider {
        private(set) var ticks = 0
        override var value: Float { didSet { ticks += 1 } }
    }

    /// A scroll view that fades a header as it scrolls, and a label that tracks its font.
    final class FadingScrollView: UIScrollView {
        private(set) var fades = 0
        override var contentOffset: CGPoint { didSet { fades += 1 } }
    }

    final class FontTrackingLabel: UILabel {
        private(set) var fontChanges = 0
        override var font: UIFont! { didSet { fontChanges += 1 } }
    }

    /// A panel that hides its rows from VoiceOver while collapsed, answered by its own getter.
    final class CollapsiblePanel: UIView {
        var isCollapsed = false
        override var accessibilityElementsHidden: Bool {
            get { isCollapsed }
            set {}
        }
    }

    /// A card that groups its labels by its own getter, and a label that re-wraps when its line
    /// count changes.
    final class GroupingCard: UIView {
        override var shouldGroupAccessibilityChildren: Bool {
            get { false }
            set {}
        }
    }

    final class WrappingLabel: UILabel {
        private(set) var rewraps = 0
        override var numberOfLines: Int { didSet { rewraps += 1 } }
    }

    /// A view that keeps its layer's colours in step with its background colour, which no reader
    /// that keeps what it read asks.
    final class TintedView: UIView {
        private(set) var borderShade: CGFloat = 0
        override var backgroundColor: UIColor? { didSet { borderShade = backgroundColor == nil ? 0 : 0.5 } }
    }

    /// A view whose visibility is the app's model's, answered by its own getter: UIKit stores
    /// nothing of it.
    final class ModelHiddenView: UIView {
        var modelHides = false
        override var isHidden: Bool {
            get { modelHides }
            set { modelHides = newValue }
        }
    }

    /// A dialog that says it is modal with its own getter, always (docs/voiceover-behaviour.md
    /// §1 (Tree walk): VoiceOver then reads it alone): UIKit stores `false`.
    final class AlwaysModalDialog: UIView {
        override var accessibilityViewIsModal: Bool {
            get { true }
            set {}
        }
    }

    /// A view shown whatever UIKit stores: its getter answers `false`, its setter stores.
    final class AlwaysShownView: UIView {
        override var isHidden: Bool {
            get { false }
            set { super.isHidden = newValue }
        }
    }

    /// A button whose selection is the app's model's, answered by its own getter.
    final class ModelSelectedButton: UIButton {
        var modelSelects = false
        override var isSelected: Bool {
            get { modelSelects }
            set { modelSelects = newValue }
        }
    }

    /// A round badge whose touch area is its circle, built in screen coordinates each time it is
    /// asked, and a row that puts its activation point on its switch, where the app's model says
    /// (Apple's documentation of `accessibilityPath` and `accessibilityActivationPoint`).
    final class RoundBadge: UIView {
        override var accessibilityPath: UIBezierPath? {
            get { UIAccessibility.convertToScreenCoordinates(UIBezierPath(ovalIn: bounds), in: self) }
            set {}
        }
    }

    final class SwitchRow: UIView {
        var switchX: CGFloat = 60
        override var accessibilityActivationPoint: CGPoint {
            get { UIAccessibility.convertToScreenCoordinates(CGRect(x: switchX, y: 15, width: 0, height: 0), in: self).origin }
            set {}
        }
    }

    final class Generic<Model>: UIView {}

    // MARK: The table

    /// What VoiceOver does at a gesture on a screen with an object of the class.
    enum Reading: Sendable {
        /// Keeps the tree unread: the class answers through UIKit.
        case keeps
        /// Reads the object's element again, alone: the class answers its element's own
        /// attributes with its code.
        case readsTheElement
        /// Asks the object, a container, for its children and what it says again, and reads the
        /// elements inside it again: the class answers those with its code.
        case readsTheContainer
        /// Asks the object's getters of the stored properties its class overrides again, and
        /// keeps the tree while they answer as when it was read.
        case asksItsGetters
        /// Reads the screen again.
        case readsTheScreen
    }

    struct AppClass: CustomTestStringConvertible, Sendable {
        let name: String
        let reading: Reading
        let make: @MainActor @Sendable () -> UIView
        var testDescription: String { name }
    }

    /// Where the app's object goes, below the screen's labels.
    nonisolated static let slot = CGRect(x: 20, y: 560, width: 80, height: 30)

    /// `label` with `text`, for the table below.
    static func titled<Label: UILabel>(_ label: Label, _ text: String) -> Label {
        label.text = text
        return label
    }

    /// `view` holding a label with `text`, for the table below.
    static func holding<View: UIView>(_ view: View, labelled text: String) -> View {
        view.addSubview(titled(UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30)), text))
        return view
    }

    nonisolated static let classes: [AppClass] =
        [
            AppClass(name: "a label with its own initializer and state", reading: .keeps) { TitleLabel(row: 9) },
            AppClass(name: "a view with layoutSubviews and traitCollectionDidChange", reading: .keeps) {
                Card(frame: CGRect(x: 20, y: 560, width: 350, height: 60))
            },
            AppClass(name: "a view with Foundation's types as stored properties", reading: .keeps) {
                Stamp(frame: slot)
            },
            AppClass(name: "a control with touchesEnded and accessibilityActivate", reading: .keeps) {
                let target = TapTarget(frame: CGRect(x: 20, y: 560, width: 100, height: 44))
                target.accessibilityLabel = "Tap"
                return target
            },
            AppClass(name: "a button with point(inside:with:) and becomeFirstResponder()", reading: .keeps) {
                let button = WideTarget(frame: slot)
                button.setTitle("Go", for: .normal)
                return button
            },
            AppClass(name: "a subclass overriding its app base class's own method", reading: .keeps) {
                let badge = Badge(frame: slot)
                badge.configure("New")
                return badge
            },
            AppClass(name: "an accessibilityValue getter", reading: .readsTheElement) { titled(CountLabel(frame: slot), "Count") },
            AppClass(name: "an accessibilityLabel getter overridden by an app class in between", reading: .readsTheElement) {
                ComputedLabelSubclass(frame: slot)
            },
            AppClass(name: "isAccessibilityElement and accessibilityFrame getters", reading: .readsTheElement) {
                Gauge(frame: CGRect(x: 20, y: 400, width: 100, height: 40))
            },
            AppClass(name: "an intrinsicContentSize, which only the Auto Layout pass asks", reading: .keeps) { SizedView(frame: slot) },
            AppClass(name: "an accessibilityElements getter listing the elements it keeps", reading: .readsTheContainer) {
                let shelf = Shelf(frame: slot)
                _ = shelf.items
                return shelf
            },
            AppClass(name: "accessibilityElement(at:) making new elements each time", reading: .readsTheScreen) {
                FreshElements(frame: slot)
            },
            AppClass(name: "AXCustomContentProvider adopted", reading: .readsTheScreen) {
                let view = ContentCell(frame: slot)
                view.isAccessibilityElement = true
                view.accessibilityLabel = "Cell"
                return view
            },
            AppClass(name: "a text observed with didSet, whose getter is overridden too", reading: .asksItsGetters) {
                titled(ObservedLabel(frame: slot), "Observed")
            },
            AppClass(name: "a button observing isSelected and isHighlighted", reading: .asksItsGetters) {
                let chip = ToggleChip(frame: slot)
                chip.setTitle("Tea", for: .normal)
                return chip
            },
            AppClass(name: "a collection view cell observing its selection", reading: .asksItsGetters) {
                let cell = SwatchCell(frame: slot)
                cell.accessibilityLabel = "Red"
                return cell
            },
            AppClass(name: "a view observing its frame, bounds and isHidden", reading: .asksItsGetters) {
                holding(ShadowedView(frame: slot), labelled: "Inside")
            },
            AppClass(name: "a switch observing isOn", reading: .asksItsGetters) {
                let toggle = SavingSwitch(frame: slot)
                toggle.accessibilityLabel = "Wi-Fi"
                return toggle
            },
            AppClass(name: "a slider observing its value", reading: .asksItsGetters) {
                let slider = TickingSlider(frame: slot)
                slider.accessibilityLabel = "Volume"
                return slider
            },
            AppClass(name: "a scroll view observing its contentOffset", reading: .asksItsGetters) {
                let scroll = holding(FadingScrollView(frame: slot), labelled: "Scrolled")
                scroll.contentSize = CGSize(width: 80, height: 200)
                return scroll
            },
            AppClass(name: "a label observing its font", reading: .asksItsGetters) { titled(FontTrackingLabel(frame: slot), "Styled") },
            AppClass(name: "accessibilityElementsHidden answered from the app's model, agreeing with UIKit's", reading: .asksItsGetters) {
                holding(CollapsiblePanel(frame: slot), labelled: "Row")
            },
            AppClass(name: "shouldGroupAccessibilityChildren answered by its own getter, agreeing with UIKit's", reading: .asksItsGetters) {
                holding(GroupingCard(frame: slot), labelled: "Grouped")
            },
            AppClass(name: "a label observing its numberOfLines", reading: .asksItsGetters) {
                titled(WrappingLabel(frame: slot), "Wrapped")
            },
            AppClass(name: "a view observing its backgroundColor", reading: .keeps) {
                let view = holding(TintedView(frame: slot), labelled: "Tinted")
                view.backgroundColor = .systemBlue
                return view
            },
            AppClass(name: "an image view observing its image", reading: .asksItsGetters) {
                let view = NamedImageView(frame: slot)
                view.isAccessibilityElement = true
                view.image = UIImage(systemName: "star")
                return view
            },
            AppClass(name: "an isHidden answered from the app's model, agreeing with UIKit's", reading: .asksItsGetters) {
                holding(ModelHiddenView(frame: slot), labelled: "Shown")
            },
            AppClass(
                name: "a dialog whose getter answers accessibilityViewIsModal with true, where UIKit stores false", reading: .asksItsGetters
            ) {
                holding(AlwaysModalDialog(frame: slot), labelled: "Dialog")
            },
            AppClass(name: "an isHidden answered false by its own getter, where UIKit stores true", reading: .asksItsGetters) {
                let view = holding(AlwaysShownView(frame: slot), labelled: "Shown")
                view.isHidden = true
                return view
            },
            AppClass(name: "a view whose code builds its accessibilityPath anew each time", reading: .readsTheElement) {
                let badge = RoundBadge(frame: slot)
                badge.isAccessibilityElement = true
                badge.accessibilityLabel = "Badge"
                return badge
            },
            AppClass(name: "a view whose code answers its activation point", reading: .readsTheElement) {
                let row = SwitchRow(frame: slot)
                row.isAccessibilityElement = true
                row.accessibilityLabel = "Wi-Fi"
                return row
            },
            AppClass(name: "a generic class, which Earshot does not analyse", reading: .readsTheScreen) {
                Generic<Int>(frame: slot)
            },
        ] + restylingClasses

    /// A screen of UIKit's labels with one object of the app's class.
    static func screen(with appView: UIView) -> (UIWindow, [UILabel]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        UIApplication().addWindow(window)
        let labels = (0..<4).map { row in
            let label = UILabel(frame: CGRect(x: 20, y: 60 + CGFloat(row) * 50, width: 350, height: 40))
            label.text = "Label \(row)"
            window.addSubview(label)
            return label
        }
        window.addSubview(appView)
        return (window, labels)
    }

    /// `screen(with:)` under VoiceOver, focused on its last element (the app's object, or inside it).
    static func focusedOnTheLast(of appView: UIView) -> (window: UIWindow, voiceOver: VoiceOver) {
        let (window, _) = screen(with: appView)
        let voiceOver = VoiceOver(window: window)
        voiceOver.fourFingerTap(.bottom)
        return (window, voiceOver)
    }

    /// Swipes away and back, and checks the screen was not read again.
    static func expectKeptAcrossASwipe(_ voiceOver: VoiceOver, sourceLocation: SourceLocation = #_sourceLocation) {
        let reads = voiceOver.treeReads
        voiceOver.swipeLeft()
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads, sourceLocation: sourceLocation)
    }

    @Test(
        "VoiceOver reads the screen again at gestures only when the app's class answers more than its element's attributes",
        arguments: classes)
    func whatAGestureReads(_ appClass: AppClass) {
        let (window, _) = Self.screen(with: appClass.make())
        let voiceOver = VoiceOver(window: window)
        voiceOver.swipeRight()
        let (reads, updates) = (voiceOver.treeReads, voiceOver.treeUpdates)
        for _ in 0..<4 { voiceOver.swipeRight() }
        switch appClass.reading {
        case .keeps:
            #expect(voiceOver.treeReads == reads)
            #expect(voiceOver.treeUpdates == updates)
        case .readsTheElement, .readsTheContainer, .asksItsGetters:
            #expect(voiceOver.treeReads == reads)
            #expect(voiceOver.treeUpdates >= updates + 4)
        case .readsTheScreen:
            #expect(voiceOver.treeReads >= reads + 4)
        }
    }

    @Test(
        "with the tree kept, a UIKit change to the app's objects is heard, as a new read gives it",
        arguments: classes.filter { $0.reading != .readsTheScreen })
    func keptTreeFollowsChanges(_ appClass: AppClass) {
        let appView = appClass.make()
        let (window, labels) = Self.screen(with: appView)
        let voiceOver = VoiceOver(window: window)
        voiceOver.swipeRight()
        appView.isAccessibilityElement = true
        appView.accessibilityLabel = "Renamed"
        appView.frame.origin.y = 0
        labels[1].text = "Changed"
        voiceOver.swipeRight()
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        #expect(voiceOver.tree.elements.contains { $0.object === appView })
        if appClass.reading == .keeps { #expect(voiceOver.tree.elements.contains { $0.label == "Renamed" }) }
    }

    // MARK: Elements whose code answers their attributes

    /// A view that is an element and says the app's model, as the custom views of the
    /// Accessibility Programming Guide for iOS do (chapter 4, "Make Your Custom Views Accessible").
    final class ProductCard: UIView {
        var name = "Tea"
        var price = 3
        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
        }
        override var accessibilityLabel: String? {
            get { name }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(price) euros" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { price > 10 ? [.button, .selected] : .button }
            set {}
        }
    }

    @Test(
        "the app's model changes between gestures, no UIKit setter runs: the element says what its getters answer now, and the screen is not read"
    )
    func modelChangesAreHeardWithoutReadingTheScreen() {
        let cards = (0..<3).map { ProductCard(frame: CGRect(x: 20, y: 300 + CGFloat($0) * 60, width: 350, height: 50)) }
        let (window, _) = Self.screen(with: cards[0])
        cards.dropFirst().forEach(window.addSubview)
        let voiceOver = VoiceOver(window: window)
        voiceOver.fourFingerTap(.bottom)
        #expect(voiceOver.focusedDescription == "Tea, 3 euros, Button")
        let reads = voiceOver.treeReads
        cards[2].name = "Coffee"
        cards[2].price = 12
        cards[1].price = 4
        #expect(voiceOver.swipeLeft() == "Tea, 4 euros, Button")
        #expect(voiceOver.swipeRight() == "Selected, Coffee, 12 euros, Button")
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    /// A view that says whether it is an element and where through its own code, as the
    /// Accessibility Programming Guide for iOS's custom views do.
    final class Gauge: UIView {
        var isShown = true
        var top: CGFloat = 400
        override var isAccessibilityElement: Bool {
            get { isShown }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Gauge" }
            set {}
        }
        override var accessibilityFrame: CGRect {
            get { CGRect(x: 20, y: top, width: 100, height: 40) }
            set {}
        }
    }

    @Test("a view whose code says whether it is an element and where: read alone while those hold, the screen read when they change")
    func elementhoodAndFrameAreAskedAgain() {
        let gauge = Gauge(frame: CGRect(x: 20, y: 400, width: 100, height: 40))
        let (window, voiceOver) = Self.focusedOnTheLast(of: gauge)
        #expect(voiceOver.focusedDescription == "Gauge")
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        gauge.top = 0
        voiceOver.swipeLeft()
        #expect(voiceOver.treeReads > reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        #expect(voiceOver.tree.elements.first?.label == "Gauge")
        let moved = voiceOver.treeReads
        gauge.isShown = false
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads > moved)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        #expect(!voiceOver.tree.elements.contains { $0.label == "Gauge" })
    }

    /// A label whose code says a price, inside a cell that lends its label from its labels.
    final class PriceLabel: UILabel {
        var price = 3
        override var accessibilityLabel: String? {
            get { "\(price) euros" }
            set {}
        }
    }

    @Test("a label whose code answers, inside a cell that lends its label from it: the cell says the new answer")
    func aCellLendsItsLabelFromAnAnsweringLabel() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 300, width: 390, height: 44)
        let price = PriceLabel(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
        cell.contentView.addSubview(price)
        let (window, voiceOver) = Self.focusedOnTheLast(of: cell)
        let before = voiceOver.focusedDescription
        #expect(before?.contains("3 euros") == true)
        let reads = voiceOver.treeReads
        price.price = 5
        voiceOver.swipeLeft()
        #expect(voiceOver.swipeRight()?.contains("5 euros") == true)
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    /// A group whose code names it, around elements: not an element, so its answer is the
    /// container's. It is asked again at every gesture; a new name is taken into the tree's record
    /// of the container, and the elements inside it are read again.
    final class NamedGroup: UIView {
        var name = "Drinks"
        override var accessibilityLabel: String? {
            get { name }
            set {}
        }
    }

    @Test("a container whose code names it: asked again at every gesture, its new name taken without reading the screen")
    func aNamedContainerIsAskedAgain() {
        let group = NamedGroup(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        group.accessibilityContainerType = .semanticGroup
        for row in 0..<2 {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(row) * 50, width: 350, height: 40))
            label.text = "Drink \(row)"
            group.addSubview(label)
        }
        let (window, voiceOver) = Self.focusedOnTheLast(of: group)
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        group.name = "Teas"
        voiceOver.swipeLeft()
        voiceOver.swipeRight()
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        #expect(voiceOver.tree.containers.contains { $0.label == "Teas" })
    }

    @Test(
        "a custom container asked again at every gesture: its elements' changes are heard without reading the screen, and a new list of elements reads it"
    )
    func aCustomContainerIsAskedAgain() {
        let shelf = Shelf(frame: CGRect(x: 20, y: 400, width: 200, height: 30))
        let (window, voiceOver) = Self.focusedOnTheLast(of: shelf)
        #expect(voiceOver.focusedDescription == "Coffee")
        let reads = voiceOver.treeReads
        shelf.items[0].accessibilityLabel = "Green tea"
        #expect(voiceOver.swipeLeft() == "Green tea")
        #expect(voiceOver.swipeRight() == "Coffee")
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        // The app's own property: no UIKit setter runs, the container lists other objects.
        let cocoa = UIAccessibilityElement(accessibilityContainer: shelf)
        cocoa.accessibilityLabel = "Cocoa"
        cocoa.accessibilityFrameInContainerSpace = CGRect(x: 80, y: 0, width: 40, height: 30)
        shelf.items.append(cocoa)
        #expect(voiceOver.swipeRight() == "Cocoa")
        #expect(voiceOver.treeReads > reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    /// A badge whose size follows the app's model, as a custom view's `intrinsicContentSize`
    /// does. Only the Auto Layout pass asks it, and UIKit lays out again only after
    /// `invalidateIntrinsicContentSize()`, so VoiceOver keeps the tree until the app calls it.
    final class CountBadge: UIView {
        var digits = 1
        override var intrinsicContentSize: CGSize { CGSize(width: 20 + CGFloat(digits) * 10, height: 24) }
    }

    @Test(
        "a view whose code answers its intrinsic size under Auto Layout: the tree is kept, and a new size the app invalidates moves its element"
    )
    func anIntrinsicSizeIsAskedOnlyByLayout() {
        let badge = CountBadge()
        badge.isAccessibilityElement = true
        badge.accessibilityLabel = "Unread"
        badge.translatesAutoresizingMaskIntoConstraints = false
        let (window, _) = Self.screen(with: badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 400),
        ])
        let voiceOver = VoiceOver(window: window)
        voiceOver.fourFingerTap(.bottom)
        #expect(voiceOver.focusedDescription == "Unread")
        #expect(voiceOver.tree.elements.last?.frame.width == 30)
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        badge.digits = 3
        badge.invalidateIntrinsicContentSize()
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.treeReads > reads)
        #expect(voiceOver.tree.elements.last?.frame.width == 50)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    // MARK: Stored properties observed

    @Test("a button observing its selection keeps the tree; selecting it is heard at the next gesture, as a new read says it")
    func anObservedSelectionIsHeard() {
        let chip = ToggleChip(frame: Self.slot)
        chip.setTitle("Tea", for: .normal)
        let (window, voiceOver) = Self.focusedOnTheLast(of: chip)
        #expect(voiceOver.focusedDescription == "Tea, Button")
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        chip.isSelected = true
        #expect(chip.restyles == 1)
        voiceOver.swipeLeft()
        // UIKit's word for a selected button (docs/voiceover-behaviour.md §4 (What is spoken)).
        #expect(voiceOver.swipeRight() == "Selected, Tea, Button")
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test("a switch observing isOn, turned on by a double tap: the app saves it, VoiceOver says it, and the screen is not read")
    func anObservedSwitchIsHeard() {
        let toggle = SavingSwitch(frame: CGRect(x: 20, y: 560, width: 51, height: 31))
        toggle.accessibilityLabel = "Wi-Fi"
        let (window, voiceOver) = Self.focusedOnTheLast(of: toggle)
        let reads = voiceOver.treeReads
        voiceOver.doubleTap()
        #expect(toggle.saved == [true])
        voiceOver.swipeLeft()
        #expect(voiceOver.swipeRight()?.hasPrefix("Wi-Fi, Switch Button, On") == true)
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test("a scroll view observing its offset, scrolled by the app: heard as a new read says it, and kept between scrolls")
    func anObservedScrollViewIsReadWhenScrolled() {
        let scroll = FadingScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        let rows = (0..<6).map { row in
            Self.titled(UILabel(frame: CGRect(x: 20, y: CGFloat(row) * 50, width: 350, height: 40)), "Item \(row)")
        }
        rows.forEach(scroll.addSubview)
        scroll.contentSize = CGSize(width: 390, height: 300)
        let (window, voiceOver) = Self.focusedOnTheLast(of: scroll)
        Self.expectKeptAcrossASwipe(voiceOver)
        // VoiceOver scrolls the focused row into view too, through the same setter.
        let fades = scroll.fades
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scroll.fades == fades + 1)
        voiceOver.swipeLeft()
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        Self.expectKeptAcrossASwipe(voiceOver)
    }

    @Test("a panel whose code hides its rows: kept while open, read again when the app collapses it, no UIKit setter run")
    func aCollapsedPanelIsReadAgain() {
        let panel = Self.holding(CollapsiblePanel(frame: Self.slot), labelled: "Row")
        let (window, voiceOver) = Self.focusedOnTheLast(of: panel)
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        panel.isCollapsed = true
        voiceOver.swipeLeft()
        #expect(voiceOver.treeReads > reads)
        #expect(!voiceOver.tree.elements.contains { $0.label == "Row" })
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test(
        "a view whose isHidden is the app's model's: read again when the model hides it, no UIKit setter run, and kept while the answer stays"
    )
    func aGetterAnsweringAnewReadsTheScreenOnce() {
        let view = Self.holding(ModelHiddenView(frame: Self.slot), labelled: "Shown")
        let (window, voiceOver) = Self.focusedOnTheLast(of: view)
        #expect(voiceOver.focusedDescription == "Shown")
        Self.expectKeptAcrossASwipe(voiceOver)
        let reads = voiceOver.treeReads
        // The app's model changes; UIKit's stored isHidden does not.
        view.modelHides = true
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.treeReads == reads + 1)
        #expect(!voiceOver.tree.elements.contains { $0.label == "Shown" })
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        // The getter answers what it answered that read, though UIKit stores otherwise.
        Self.expectKeptAcrossASwipe(voiceOver)
        view.modelHides = false
        voiceOver.swipeLeft()
        #expect(voiceOver.tree.elements.contains { $0.label == "Shown" })
        Self.expectKeptAcrossASwipe(voiceOver)
    }

    @Test("a button whose selection is the app's model's: the new answer is heard at the next gesture, its element read alone")
    func aModelSelectionIsReadAlone() {
        let button = ModelSelectedButton(frame: Self.slot)
        button.setTitle("Tea", for: .normal)
        let (window, voiceOver) = Self.focusedOnTheLast(of: button)
        #expect(voiceOver.focusedDescription == "Tea, Button")
        let reads = voiceOver.treeReads
        button.modelSelects = true
        voiceOver.swipeLeft()
        // UIKit's word for a selected button (docs/voiceover-behaviour.md §4 (What is spoken)).
        #expect(voiceOver.swipeRight() == "Selected, Tea, Button")
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
        Self.expectKeptAcrossASwipe(voiceOver)
    }

    @Test(
        "a view its getter shows though UIKit stores it hidden: a new text of a cell's label inside is heard, not passed over as out of the walk"
    )
    func aGetterShowingAStoredHiddenViewKeepsItsChangesInTheWalk() {
        let view = AlwaysShownView(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = view.bounds
        cell.textLabel?.text = "Save"
        view.addSubview(cell)
        view.isHidden = true
        let (window, voiceOver) = Self.focusedOnTheLast(of: view)
        #expect(voiceOver.focusedDescription == "Save")
        cell.textLabel?.text = "Sync"
        voiceOver.swipeLeft()
        #expect(voiceOver.swipeRight() == "Sync")
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test(
        "a badge whose code builds its circle each time it is asked: a touch finds it inside the circle only, and the screen is not read again"
    )
    func aPathBuiltEachTimeKeepsTheTree() {
        let badge = RoundBadge(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        badge.isAccessibilityElement = true
        badge.accessibilityLabel = "Badge"
        let (window, voiceOver) = Self.focusedOnTheLast(of: badge)
        let reads = voiceOver.treeReads
        #expect(voiceOver.touch(at: CGPoint(x: 150, y: 550)) == "Badge")
        // The bounding box's corner is outside the circle.
        #expect(voiceOver.touch(at: CGPoint(x: 103, y: 503)) != "Badge")
        Self.expectKeptAcrossASwipe(voiceOver)
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test("a row whose code moves its activation point with the app's model: the tree takes the new point without reading the screen")
    func aMovedActivationPointIsReadAlone() {
        let row = SwitchRow(frame: CGRect(x: 0, y: 500, width: 390, height: 44))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Wi-Fi"
        let (window, voiceOver) = Self.focusedOnTheLast(of: row)
        #expect(voiceOver.tree.elements.last?.activationPoint == CGPoint(x: 60, y: 515))
        let reads = voiceOver.treeReads
        row.switchX = 320
        voiceOver.swipeLeft()
        voiceOver.swipeRight()
        #expect(voiceOver.tree.elements.last?.activationPoint == CGPoint(x: 320, y: 515))
        #expect(voiceOver.treeReads == reads)
        #expect(voiceOver.tree.differences(from: AccessibilityTree(window: window)) == [])
    }

    @Test("an app getter's new answer is heard at the next gesture, with no UIKit change")
    func ownCodeIsHeardAsItAnswersNow() {
        let label = Self.titled(CountLabel(frame: Self.slot), "Count")
        let (_, voiceOver) = Self.focusedOnTheLast(of: label)
        label.count = 7
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.swipeRight() == "Count, 7")
    }
}
