import Testing

@testable import EarshotUIKitCore

/// A layout pass on a hierarchy nothing changed since the last one settled does no work, as
/// UIKit's `layoutIfNeeded()` does nothing when nothing was invalidated; any change UIKit's setters
/// make runs it again, and an app's own view, whose getters Earshot cannot watch, is asked at every
/// pass (docs/layout.md, "Passes nothing changed").
@MainActor
@Suite("Auto Layout passes with nothing changed")
struct AutoLayoutSettledPassTests {
    /// A label pinned below the top margin of a root view, and its top constraint.
    @MainActor
    final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root: UIView
        let label = UILabel()
        let top: NSLayoutConstraint
        let leading: NSLayoutConstraint

        init() {
            root = UIView(frame: window.bounds)
            window.addSubview(root)
            label.text = "Title"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            top = label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 8)
            leading = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            NSLayoutConstraint.activate([top, leading])
        }

        var passes: Int { window.autoLayout.engine?.passes ?? 0 }
    }

    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @MainActor @Sendable (Screen) -> Void
        var testDescription: String { name }
    }

    nonisolated static let changes: [Change] = [
        Change(name: "a constant") { $0.top.constant = 30 },
        Change(name: "a label's text") { $0.label.text = "A much longer title" },
        Change(name: "a font") { $0.label.font = .systemFont(ofSize: 30) },
        Change(name: "a constraint deactivated") { screen in
            screen.leading.isActive = false
            screen.label.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor, constant: 50).isActive = true
        },
        Change(name: "the margins") {
            $0.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 40, bottom: 0, trailing: 0)
        },
        Change(name: "the window's size") { screen in
            screen.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            screen.root.frame = screen.window.bounds
        },
    ]

    @Test func aPassWithNothingChangedDoesNoWork() {
        let screen = Screen()
        screen.window.layoutIfNeeded()
        let frame = screen.label.frame
        let passes = screen.passes
        #expect(passes > 0)
        screen.window.layoutIfNeeded()
        screen.root.layoutIfNeeded()
        #expect(screen.passes == passes)
        #expect(screen.label.frame == frame)
    }

    @Test("every change UIKit's setters make runs the pass again, and frames are a fresh layout's", arguments: changes)
    func aChangeRunsThePass(_ change: Change) {
        let screen = Screen()
        screen.window.layoutIfNeeded()
        let before = screen.label.frame
        let passes = screen.passes
        change.apply(screen)
        screen.window.layoutIfNeeded()
        let fresh = Screen()
        change.apply(fresh)
        fresh.window.layoutIfNeeded()
        #expect(screen.passes > passes)
        #expect(screen.label.frame == fresh.label.frame)
        #expect(screen.label.frame != before, "the change must move the label")
    }

    /// An app's view whose intrinsic size comes from its own property, changed without
    /// `invalidateIntrinsicContentSize()`.
    final class Badge: UIView {
        var width: CGFloat = 20
        override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
    }

    /// Apple's documentation of `invalidateIntrinsicContentSize()`: calling it lets the layout
    /// system take the new intrinsic size into account in its next pass. Without it, UIKit's
    /// `layoutIfNeeded()` has nothing pending and keeps the old size.
    @Test func anAppsOwnSizeIsTakenAfterItIsInvalidated() {
        let screen = Screen()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        screen.root.addSubview(badge)
        NSLayoutConstraint.activate([badge.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 100)])
        screen.window.layoutIfNeeded()
        #expect(badge.frame.width == 20)
        badge.width = 60
        screen.window.layoutIfNeeded()
        #expect(badge.frame.width == 20)
        badge.invalidateIntrinsicContentSize()
        screen.window.layoutIfNeeded()
        #expect(badge.frame.width == 60)
    }
}

/// When only constants of constraints the solver holds, or texts of one-line labels laid out by
/// Auto Layout, changed since the last pass, the pass applies those changes alone (each a removal
/// and an addition) without gathering every relation again; frames and logs are those of a full
/// pass making the same change (docs/layout.md, "Passes where only constants changed").
@MainActor
@Suite("Auto Layout passes where only constants and texts changed")
struct AutoLayoutChangedConstantTests {
    /// A column of labels chained below the top margin, each between the margins, with a
    /// required height on one of them that a constant can make contradict a required maximum.
    @MainActor
    final class Column {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let application = UIApplication()
        let content: UIView
        var labels: [UILabel] = []
        var tops: [NSLayoutConstraint] = []
        var leadings: [NSLayoutConstraint] = []
        let height: NSLayoutConstraint
        let guideGap: NSLayoutConstraint
        /// Agrees with the content view's translated frame until its constant changes.
        let contentWidth: NSLayoutConstraint
        /// A box below the labels, and a label inside it placed from the content view's edges
        /// rather than the box's: moving the box moves the label's frame (relative to the box)
        /// but not its place on the screen.
        let box = UIView()
        let boxTop: NSLayoutConstraint
        let boxed = UILabel()

        init(rightToLeft: Bool = false) {
            application.addWindow(window)
            if rightToLeft { application.preferredLanguage = "ar" }
            content = UIView(frame: window.bounds)
            window.addSubview(content)
            var previous = content.layoutMarginsGuide.topAnchor
            for index in 0..<6 {
                let label = UILabel()
                label.text = "Row \(index)"
                label.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(label)
                tops.append(label.topAnchor.constraint(equalTo: previous, constant: 8))
                leadings.append(label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor, constant: 4))
                NSLayoutConstraint.activate([
                    tops[index], leadings[index],
                    label.trailingAnchor.constraint(lessThanOrEqualTo: content.layoutMarginsGuide.trailingAnchor),
                ])
                labels.append(label)
                previous = label.bottomAnchor
            }
            height = labels[2].heightAnchor.constraint(equalToConstant: 30)
            let maximum = labels[2].heightAnchor.constraint(lessThanOrEqualToConstant: 100)
            let guide = UILayoutGuide()
            content.addLayoutGuide(guide)
            guideGap = guide.topAnchor.constraint(equalTo: labels[5].bottomAnchor, constant: 10)
            contentWidth = content.widthAnchor.constraint(equalToConstant: 390)
            box.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(box)
            boxed.text = "Boxed"
            boxed.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(boxed)
            boxTop = box.topAnchor.constraint(equalTo: content.topAnchor, constant: 500)
            NSLayoutConstraint.activate([
                boxTop, box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
                boxed.topAnchor.constraint(equalTo: content.topAnchor, constant: 520),
                boxed.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 30),
            ])
            NSLayoutConstraint.activate([
                contentWidth,
                height, maximum, guideGap, guide.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                guide.heightAnchor.constraint(equalToConstant: 20), guide.widthAnchor.constraint(equalToConstant: 50),
            ])
        }

        var engine: AutoLayoutEngine? { window.autoLayout.engine }
        var frames: [CGRect] { labels.map(\.frame) + [content.layoutGuides[0].layoutFrame, box.frame, boxed.frame] }
    }

    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let rightToLeft: Bool
        /// Whether UIKit logs for it (a conflict, a refused constant).
        var logs = false
        let apply: @MainActor @Sendable (Column) -> Void
        var testDescription: String { name }
    }

    nonisolated static let changes: [Change] = [
        Change(name: "the first gap", rightToLeft: false) { $0.tops[0].constant = 40 },
        Change(name: "a gap in the middle, twice", rightToLeft: false) { column in
            column.tops[3].constant = 0
            column.tops[3].constant = 24
        },
        Change(name: "several constants", rightToLeft: false) { column in
            column.tops[1].constant = 16
            column.leadings[4].constant = 30
            column.height.constant = 44
        },
        Change(name: "a leading constant, right to left", rightToLeft: true) { $0.leadings[2].constant = 20 },
        Change(name: "a guide's gap", rightToLeft: false) { $0.guideGap.constant = -4 },
        Change(name: "a box whose subview is placed from outside it", rightToLeft: false) { $0.boxTop.constant = 460 },
        Change(name: "a height that contradicts a required maximum", rightToLeft: false, logs: true) { $0.height.constant = 150 },
        Change(name: "a NaN constant", rightToLeft: false, logs: true) { $0.tops[1].constant = .nan },
        Change(name: "a width that contradicts a view's translated frame", rightToLeft: false, logs: true) {
            $0.contentWidth.constant = 200
        },
        Change(name: "a label's text", rightToLeft: false) { $0.labels[1].text = "A longer first row" },
        Change(name: "a label's text, right to left", rightToLeft: true) { $0.labels[4].text = "A longer fifth row" },
        Change(name: "a text wider than the margins", rightToLeft: false) {
            $0.labels[3].text = String(repeating: "Much too wide ", count: 10)
        },
        Change(name: "a text emptied", rightToLeft: false) { $0.labels[0].text = nil },
        Change(name: "a text twice, back to the first", rightToLeft: false) { column in
            column.labels[2].text = "Changed"
            column.labels[2].text = "Row 2"
        },
        Change(name: "texts and constants", rightToLeft: false) { column in
            column.labels[5].text = "The last row, longer"
            column.tops[2].constant = 30
            column.labels[0].text = "First"
        },
        Change(name: "a text and a height that contradicts a required maximum", rightToLeft: false, logs: true) { column in
            column.labels[2].text = "Taller, then"
            column.height.constant = 150
        },
    ]

    /// Lays `column` out, applies `change`, lays it out again; with `forcingFullPass`, an
    /// unrelated change (clipping a label) is made too, so the pass gathers everything as before. Returns
    /// the frames, the log and whether the second pass applied the constants alone.
    func run(_ change: Change, forcingFullPass: Bool) -> (frames: [CGRect], log: [String], constantOnly: Bool) {
        let log = AutoLayoutLog.Recorder()
        return AutoLayoutLog.$recorder.withValue(log) {
            let column = Column(rightToLeft: change.rightToLeft)
            column.window.layoutIfNeeded()
            let before = column.engine?.constantOnlyPasses ?? 0
            change.apply(column)
            if forcingFullPass { column.labels[0].clipsToBounds = true }
            column.window.layoutIfNeeded()
            let constantOnly = (column.engine?.constantOnlyPasses ?? 0) > before
            return (column.frames, log.messages, constantOnly)
        }
    }

    @Test("frames and logs are a full pass's", arguments: changes)
    func constantsAloneMatchAFullPass(_ change: Change) {
        let alone = run(change, forcingFullPass: false)
        let full = run(change, forcingFullPass: true)
        #expect(alone.constantOnly)
        #expect(!full.constantOnly)
        #expect(alone.frames == full.frames)
        #expect(alone.log == full.log)
        #expect(alone.log.isEmpty != change.logs)
    }

    @Test func aConstantChangedWithAnythingElseRunsAFullPass() {
        let column = Column()
        column.window.layoutIfNeeded()
        let before = column.engine?.constantOnlyPasses ?? 0
        column.tops[0].constant = 30
        column.labels[1].font = UIFont.systemFont(ofSize: 24)
        column.window.layoutIfNeeded()
        #expect(column.engine?.constantOnlyPasses == before)
        let fresh = Column()
        fresh.tops[0].constant = 30
        fresh.labels[1].font = UIFont.systemFont(ofSize: 24)
        fresh.window.layoutIfNeeded()
        #expect(column.frames == fresh.frames)
    }

    /// A text whose size another relation may read runs a full pass, whose frames are those of a
    /// new screen showing that text: a wrapping label (its size depends on the width solved), a
    /// label in a stack view that fills proportionally (its arrangement is made from the sizes),
    /// and a button's title (the title label translates its frame; the button's size reads it).
    @Test("a text read by more than its label's own size runs a full pass", arguments: ["wrapping", "proportional stack", "button title"])
    func aTextReadElsewhereRunsAFullPass(_ kind: String) {
        let long = "A text long enough to need more room than before, surely"
        /// The screen laid out showing `first`, then `text`: its frames, and whether the second
        /// pass applied the change alone.
        func layOut(first: String = "Short", showing text: String) -> (frames: [CGRect], alone: Bool) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let view: UIView
            let show: (String) -> Void
            switch kind {
            case "wrapping":
                let label = UILabel()
                label.numberOfLines = 0
                label.preferredMaxLayoutWidth = 200
                view = label
                show = { label.text = $0 }
            case "proportional stack":
                let first = UILabel()
                let second = UILabel()
                second.text = "Other"
                let stack = UIStackView(arrangedSubviews: [first, second])
                stack.distribution = .fillProportionally
                view = stack
                show = { first.text = $0 }
            default:
                let button = UIButton(type: .system)
                view = button
                show = { button.setTitle($0, for: .normal) }
            }
            show(first)
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                view.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -20),
            ])
            window.layoutIfNeeded()
            let before = window.autoLayout.engine?.constantOnlyPasses ?? 0
            show(text)
            window.layoutIfNeeded()
            let frames = ([view] + view.subviews).map(\.frame)
            return (frames, (window.autoLayout.engine?.constantOnlyPasses ?? 0) > before)
        }
        let changed = layOut(showing: long)
        #expect(!changed.alone)
        #expect(changed.frames == layOut(first: long, showing: long).frames)
        #expect(changed.frames != layOut(showing: "Short").frames, "the new text moves something")
    }

    @Test func aConstantOfAnInactiveConstraintChangesNothing() {
        let column = Column()
        column.window.layoutIfNeeded()
        let frames = column.frames
        let spare = column.labels[0].widthAnchor.constraint(equalToConstant: 10)
        spare.constant = 300
        column.window.layoutIfNeeded()
        #expect(column.frames == frames)
    }
}
