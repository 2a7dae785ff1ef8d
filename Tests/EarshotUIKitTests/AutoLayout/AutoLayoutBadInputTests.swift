import Testing

@testable import EarshotUIKitCore

/// Conflicting, ambiguous, cross-window and non-finite constraints: UIKit's console message, a
/// deterministic layout, no crash and no hang (UIKit's documentation of `NSLayoutConstraint`
/// activation; the Auto Layout Guide, "Debugging Auto Layout: Unsatisfiable Layouts").
@MainActor
@Suite("Auto Layout bad input")
struct AutoLayoutBadInputTests {
    func makeBox(in window: UIWindow) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        return box
    }

    @Test func unsatisfiableConstraintsBreakOneAndLogAsUIKitDoes() {
        let log = AutoLayoutLog.Recorder()
        var widths: [CGFloat] = []
        AutoLayoutLog.$recorder.withValue(log) {
            for _ in 0..<2 {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let box = makeBox(in: window)
                let wide = box.widthAnchor.constraint(equalToConstant: 200)
                wide.identifier = "too-wide"
                NSLayoutConstraint.activate([
                    box.widthAnchor.constraint(equalToConstant: 100), wide,
                    box.heightAnchor.constraint(equalToConstant: 10),
                    box.topAnchor.constraint(equalTo: window.topAnchor), box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                ])
                window.layoutIfNeeded()
                window.layoutIfNeeded()
                widths.append(box.frame.width)
            }
        }
        #expect(widths == [100, 100])
        // Logged once per window, not once per pass.
        #expect(log.messages.count == 2)
        let message = log.messages[0]
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint UIView'box'.width == 100   (active)>\""))
        #expect(
            message.contains(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'too-wide' UIView'box'.width == 200   (active)>"))
        #expect(log.messages[0] == log.messages[1])
    }

    @Test func aConflictThroughAChainListsTheChain() {
        let log = AutoLayoutLog.Recorder()
        AutoLayoutLog.$recorder.withValue(log) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let a = makeBox(in: window)
            let b = makeBox(in: window)
            let c = makeBox(in: window)
            NSLayoutConstraint.activate([
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
                a.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 10),
                c.widthAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            // The cycle alone holds (with negative widths); the last width added closes the
            // contradiction and is the one broken, as UIKit breaks the constraint being added.
            #expect(a.frame.width == 10 && b.frame.width == 10)
            #expect(b.frame.minX == a.frame.maxX + 10)
        }
        #expect(log.messages.count == 1)
        #expect(
            log.messages.first?.hasSuffix(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint UIView'box'.width == 10   (active)>") == true)
        #expect(log.messages.first?.components(separatedBy: "\n").filter { $0.hasPrefix("    \"<NSLayoutConstraint") }.count ?? 0 >= 4)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteConstantsAreRefusedWithALog(constant: CGFloat) {
        let log = AutoLayoutLog.Recorder()
        AutoLayoutLog.$recorder.withValue(log) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let box = makeBox(in: window)
            let bad = box.widthAnchor.constraint(equalToConstant: constant)
            NSLayoutConstraint.activate([
                bad, box.heightAnchor.constraint(equalToConstant: 10),
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
            window.layoutIfNeeded()
            #expect(box.frame.minY == 30)
            #expect(box.frame.width.isFinite)
            bad.constant = 44
            window.layoutIfNeeded()
            #expect(box.frame.width == 44)
        }
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("because its constant is \(constant)") == true)
    }

    /// UIKit raises for views in different hierarchies; Earshot logs UIKit's message, leaves the
    /// constraint inactive and lays both windows out as if it did not exist.
    @Test func constraintsAcrossWindowsAreRefused() {
        let log = AutoLayoutLog.Recorder()
        AutoLayoutLog.$recorder.withValue(log) {
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let a = makeBox(in: first)
            let b = makeBox(in: second)
            let across = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
            let back = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
            NSLayoutConstraint.activate([across, back])
            #expect(!across.isActive && !back.isActive)
            first.layoutIfNeeded()
            second.layoutIfNeeded()
            #expect(a.frame.width.isFinite && b.frame.width.isFinite)
        }
        #expect(log.messages.count == 2)
        #expect(
            log.messages.first?.contains(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            ) == true)
    }

    @Test func invalidAttributePairsAreRefused() {
        let log = AutoLayoutLog.Recorder()
        AutoLayoutLog.$recorder.withValue(log) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let box = makeBox(in: window)
            let sizeToPosition = NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: window,
                attribute: .leading, multiplier: 1, constant: 0)
            let positionToConstant = NSLayoutConstraint(
                item: box, attribute: .left, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 20)
            let leadingToLeft = NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: window,
                attribute: .left, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([sizeToPosition, positionToConstant, leadingToLeft])
            #expect(![sizeToPosition, positionToConstant, leadingToLeft].contains { $0.isActive })
            window.layoutIfNeeded()
        }
        #expect(log.messages.count == 3)
        #expect(log.messages.allSatisfy { $0.hasPrefix("Invalid pairing of layout attributes") })
    }

    @Test func aRequiredPriorityCannotBecomeOptionalOnceActive() {
        let log = AutoLayoutLog.Recorder()
        AutoLayoutLog.$recorder.withValue(log) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let box = makeBox(in: window)
            let width = box.widthAnchor.constraint(equalToConstant: 10)
            width.isActive = true
            width.priority = .defaultHigh
            #expect(width.priority == .required)
            width.isActive = false
            width.priority = .defaultHigh
            #expect(width.priority == .defaultHigh)
        }
        #expect(log.messages.count == 1)
    }

    /// Ambiguous: only a size, no position. The same screen built twice lays out the same.
    @Test func ambiguousLayoutsAreDeterministic() {
        func build() -> [CGRect] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let a = makeBox(in: window)
            let b = makeBox(in: window)
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor),
            ])
            window.layoutIfNeeded()
            return [a.frame, b.frame]
        }
        let first = build()
        for _ in 0..<5 { #expect(build() == first) }
    }

    /// A controller that changes a constant in every `viewDidLayoutSubviews` would loop forever;
    /// the pass stops after four rounds.
    @Test func aLayoutThatNeverSettlesStops() {
        final class Restless: UIViewController {
            var height: NSLayoutConstraint?
            var rounds = 0
            override func viewDidLayoutSubviews() {
                rounds += 1
                height?.constant += 1
            }
        }
        let controller = Restless()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        controller.height = box.heightAnchor.constraint(equalToConstant: 10)
        controller.height?.isActive = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        #expect(controller.rounds <= 4)
        controller.view.setNeedsLayout()
        let before = controller.rounds
        window.layoutIfNeeded()
        #expect(controller.rounds - before <= 4)
    }
}
