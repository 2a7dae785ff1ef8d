import AccessibilityTree
import Foundation
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// An app's classes answer VoiceOver from UIKit's stored state unless they override a getter or
/// method a reader calls, or adopt a protocol a reader asks about (docs/architecture.md,
/// "Keeping the tree"; issue 11). The classes below are this test module's, so each is an app's
/// class; VoiceOver keeps the tree it read with the first kind and reads the screen again at
/// every gesture with the second.
@MainActor
@Suite("VoiceOver keeps a tree read with app classes that answer through UIKit")
struct SimulatorAppClassTests {
    // MARK: Classes that answer through UIKit

    /// A label whose class adds an initializer and state of its own, as a cell's subview does.
    final class TitleLabel: UILabel {
        let row: Int
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

    final class Elements: UIView {
        override func accessibilityElementCount() -> Int { 0 }
    }

    final class ContentCell: UIView, AXCustomContentProvider {
        var accessibilityCustomContent: [AXCustomContent]! = []
    }

    final class ObservedLabel: UILabel {
        override var text: String? { didSet {} }
    }

    final class Generic<Model>: UIView {}

    // MARK: The table

    struct AppClass: CustomTestStringConvertible, Sendable {
        let name: String
        let answersThroughUIKit: Bool
        let make: @MainActor @Sendable () -> UIView
        var testDescription: String { name }
    }

    nonisolated static let classes: [AppClass] = [
        AppClass(name: "a label with its own initializer and state", answersThroughUIKit: true) { TitleLabel(row: 9) },
        AppClass(name: "a view with layoutSubviews and traitCollectionDidChange", answersThroughUIKit: true) {
            Card(frame: CGRect(x: 20, y: 560, width: 350, height: 60))
        },
        AppClass(name: "a view with Foundation's types as stored properties", answersThroughUIKit: true) {
            Stamp(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
        },
        AppClass(name: "a control with touchesEnded and accessibilityActivate", answersThroughUIKit: true) {
            let target = TapTarget(frame: CGRect(x: 20, y: 560, width: 100, height: 44))
            target.accessibilityLabel = "Tap"
            return target
        },
        AppClass(name: "a subclass overriding its app base class's own method", answersThroughUIKit: true) {
            let badge = Badge(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
            badge.configure("New")
            return badge
        },
        AppClass(name: "an accessibilityValue getter", answersThroughUIKit: false) {
            let label = CountLabel(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
            label.text = "Count"
            return label
        },
        AppClass(name: "a getter overridden by an app class in between", answersThroughUIKit: false) {
            ComputedLabelSubclass(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
        },
        AppClass(name: "an intrinsicContentSize", answersThroughUIKit: false) { SizedView(frame: CGRect(x: 20, y: 560, width: 80, height: 30)) },
        AppClass(name: "accessibilityElementCount()", answersThroughUIKit: false) { Elements(frame: CGRect(x: 20, y: 560, width: 80, height: 30)) },
        AppClass(name: "AXCustomContentProvider adopted", answersThroughUIKit: false) {
            let view = ContentCell(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
            view.isAccessibilityElement = true
            view.accessibilityLabel = "Cell"
            return view
        },
        AppClass(name: "a text observed with didSet, whose getter is overridden too", answersThroughUIKit: false) {
            let label = ObservedLabel(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
            label.text = "Observed"
            return label
        },
        AppClass(name: "a generic class, which Earshot does not analyse", answersThroughUIKit: false) {
            Generic<Int>(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
        },
    ]

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

    @Test("VoiceOver reads the screen again at gestures only when the app's class answers with its own code", arguments: classes)
    func treeIsKeptOnlyWithoutOwnCode(_ appClass: AppClass) {
        let (window, _) = Self.screen(with: appClass.make())
        let voiceOver = VoiceOver(window: window)
        voiceOver.swipeRight()
        let reads = voiceOver.treeReads
        for _ in 0..<4 { voiceOver.swipeRight() }
        if appClass.answersThroughUIKit {
            #expect(voiceOver.treeReads == reads)
        } else {
            #expect(voiceOver.treeReads >= reads + 4)
        }
    }

    @Test("with the tree kept, a UIKit change to the app's objects is heard, as a new read gives it", arguments: classes.filter(\.answersThroughUIKit))
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
        #expect(SimulatorKeptTreeTests.summary(voiceOver.tree) == SimulatorKeptTreeTests.summary(AccessibilityTree(window: window)))
        #expect(voiceOver.tree.elements.contains { $0.label == "Renamed" })
    }

    @Test("an app getter's new answer is heard at the next gesture, with no UIKit change")
    func ownCodeIsHeardAsItAnswersNow() {
        let label = CountLabel(frame: CGRect(x: 20, y: 560, width: 80, height: 30))
        label.text = "Count"
        let (window, _) = Self.screen(with: label)
        let voiceOver = VoiceOver(window: window)
        voiceOver.fourFingerTap(.bottom)
        label.count = 7
        #expect(voiceOver.swipeLeft() != nil)
        #expect(voiceOver.swipeRight() == "Count, 7")
    }
}
