import EarshotUIKit
import Testing

/// UIKit's hierarchy hooks run where UIKit runs them (Apple's documentation of
/// `willMove(toSuperview:)`, `didMoveToSuperview()`, `willMove(toWindow:)`, `didMoveToWindow()`,
/// `didAddSubview(_:)` and `willRemoveSubview(_:)`; their order is the one UIKit is seen to use,
/// `UIView+HierarchyCallbacks`), so an app's view that starts its work when it is shown runs.
@MainActor
@Suite("UIView's hierarchy callbacks")
struct HierarchyCallbackTests {
    /// What the views of one test heard, in order.
    final class Log {
        var entries: [String] = []
    }

    /// A view that writes every hook it hears into its test's log.
    final class LoggingView: UIView {
        let name: String
        let log: Log
        required init?(coder: NSCoder) {
            return nil
        }

        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        private func describe(_ view: UIView?) -> String {
            switch view {
            case nil: "nil"
            case is UIWindow: "the window"
            case let view as LoggingView: view.name
            default: "a view"
            }
        }
        override func willMove(toSuperview newSuperview: UIView?) { log.entries.append("\(name) will move to \(describe(newSuperview))") }
        override func didMoveToSuperview() { log.entries.append("\(name) moved to \(describe(superview))") }
        override func willMove(toWindow newWindow: UIWindow?) { log.entries.append("\(name) will move to window \(describe(newWindow))") }
        override func didMoveToWindow() { log.entries.append("\(name) moved to window \(describe(window))") }
        override func didAddSubview(_ subview: UIView) { log.entries.append("\(name) added \(describe(subview))") }
        override func willRemoveSubview(_ subview: UIView) { log.entries.append("\(name) will remove \(describe(subview))") }
    }

    /// A window holding views C and E; A, holding B, detached; D detached. The log starts empty.
    @MainActor
    struct Scene {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a, b, c, d, e: LoggingView
        init() {
            (a, b, c, d, e) = (
                LoggingView("A", log), LoggingView("B", log), LoggingView("C", log), LoggingView("D", log), LoggingView("E", log)
            )
            a.addSubview(b)
            window.addSubview(c)
            window.addSubview(e)
            log.entries = []
        }
    }

    struct Move: CustomTestStringConvertible, Sendable {
        let name: String
        let move: @MainActor @Sendable (Scene) -> Void
        let heard: [String]
        var testDescription: String { name }
    }

    @Test(
        "each hook runs once, in UIKit's order, and only when the view moves",
        arguments: [
            Move(
                name: "a view holding another, added to a view in a window", move: { $0.c.addSubview($0.a) },
                heard: [
                    "A will move to C", "A will move to window the window", "B will move to window the window",
                    "A moved to window the window", "B moved to window the window", "A moved to C", "C added A",
                ]),
            Move(
                name: "added to a view in no window", move: { $0.d.addSubview($0.a) },
                heard: [
                    "A will move to D", "A moved to D", "D added A",
                ]),
            Move(
                name: "moved between two views of the same window",
                move: { scene in
                    scene.c.addSubview(scene.a)
                    scene.log.entries = []
                    scene.e.addSubview(scene.a)
                }, heard: ["A will move to E", "C will remove A", "A moved to E", "E added A"]),
            Move(
                name: "removed from a window",
                move: { scene in
                    scene.c.addSubview(scene.a)
                    scene.log.entries = []
                    scene.a.removeFromSuperview()
                },
                heard: [
                    "A will move to nil", "A will move to window nil", "B will move to window nil", "C will remove A",
                    "A moved to window nil", "B moved to window nil", "A moved to nil",
                ]),
            Move(
                name: "a subview reordered among its siblings",
                move: { scene in
                    scene.c.addSubview(scene.a)
                    scene.c.addSubview(scene.d)
                    scene.log.entries = []
                    scene.c.bringSubviewToFront(scene.a)
                    scene.c.sendSubviewToBack(scene.a)
                    scene.c.insertSubview(scene.a, at: 1)
                }, heard: []),
            Move(name: "removed when it has no superview", move: { $0.a.removeFromSuperview() }, heard: []),
        ])
    func hooksRunAsUIKitRunsThem(_ move: Move) {
        let scene = Scene()
        move.move(scene)
        #expect(scene.log.entries == move.heard)
    }

    /// A view that leaves as soon as it arrives, and one that goes elsewhere while being added.
    final class Restless: UIView {
        var target: UIView?
        override func didMoveToWindow() {
            if window != nil { removeFromSuperview() }
        }
        override func willMove(toSuperview newSuperview: UIView?) {
            if let target, newSuperview != nil, newSuperview !== target { target.addSubview(self) }
        }
    }

    @Test("a hook that moves its own view leaves it in one place, with its window as that place says")
    func hooksThatMoveTheirViewLeaveItInOnePlace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let leaving = Restless()
        window.addSubview(leaving)
        #expect(leaving.superview == nil && leaving.window == nil)
        #expect(!window.subviews.contains { $0 === leaving })

        let elsewhere = UIView()
        let going = Restless()
        going.target = elsewhere
        let holder = UIView()
        holder.addSubview(going)
        // The add runs to its end: the view lands where it was added, once.
        #expect(going.superview === holder)
        #expect(holder.subviews.filter { $0 === going }.count == 1)
        #expect(elsewhere.subviews.isEmpty)
    }

    @Test("the window follows every move of a view above: the views under a moved view know their new window")
    func windowFollowsMoves() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (outer, inner, leaf) = (UIView(), UIView(), UIView())
        outer.addSubview(inner)
        inner.addSubview(leaf)
        #expect(leaf.window == nil)
        window.addSubview(outer)
        #expect(leaf.window === window && inner.window === window)
        inner.removeFromSuperview()
        #expect(leaf.window == nil && inner.window == nil && outer.window === window)
        let other = UIWindow(frame: window.frame)
        other.addSubview(inner)
        #expect(leaf.window === other)
        #expect(other.window === other)
    }

    @Test("a view the app keeps after its window is freed is in no window, and asking says so without a crash")
    func aViewOutlivingItsWindowIsInNone() {
        weak var freed: UIWindow?
        var kept: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let (outer, inner) = (UIView(), UIView())
            outer.addSubview(inner)
            inner.addSubview(UIView())
            window.addSubview(outer)
            #expect(inner.subviews[0].window === window)
            kept = inner
            freed = window
        }
        #expect(freed == nil)
        #expect(kept?.window == nil)
        #expect(kept?.subviews.first?.window == nil)
        #expect(kept?.superview == nil)
    }
}
