@testable import EarshotUIKit
import Testing

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
        Change(name: "the margins") { $0.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 40, bottom: 0, trailing: 0) },
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

    @Test func anAppsOwnViewIsAskedAtEveryPass() {
        let screen = Screen()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        screen.root.addSubview(badge)
        NSLayoutConstraint.activate([badge.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 100)])
        screen.window.layoutIfNeeded()
        #expect(badge.frame.width == 20)
        badge.width = 60
        screen.window.layoutIfNeeded()
        #expect(badge.frame.width == 60)
    }
}
