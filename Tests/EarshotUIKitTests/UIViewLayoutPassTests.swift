import Testing

@testable import EarshotUIKitCore

/// `layoutIfNeeded()` runs `layoutSubviews()` on exactly the views of its subtree that asked for
/// layout (`setNeedsLayout()`, a new frame, being added), parents first, including those a parent's
/// `layoutSubviews()` asks for on its way (Apple's UIView documentation, "setNeedsLayout()" and
/// "layoutIfNeeded()"). The pass goes down only where a view below needs layout
/// (docs/layout.md, "The layout pass").
@MainActor
@Suite("The layout pass")
struct UIViewLayoutPassTests {
    /// Records each `layoutSubviews()` in a shared list; optionally asks for a subview's layout.
    final class RecordingView: UIView {
        let name: String
        let record: Record
        var marksDuringLayout: UIView?

        required init?(coder: NSCoder) {
            return nil
        }

        init(_ name: String, record: Record) {
            self.name = name
            self.record = record
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            record.names.append(name)
            marksDuringLayout?.setNeedsLayout()
            marksDuringLayout = nil
        }
    }

    @MainActor
    final class Record { var names: [String] = [] }

    /// A window holding two branches, each a chain five views deep with three leaves at its end.
    @MainActor
    final class Tree {
        let record = Record()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [String: RecordingView] = [:]

        init() {
            for branch in ["a", "b"] {
                var parent: UIView = window
                for depth in 0..<5 {
                    let view = RecordingView("\(branch)\(depth)", record: record)
                    parent.addSubview(view)
                    views[view.name] = view
                    parent = view
                }
                for leaf in 0..<3 {
                    let view = RecordingView("\(branch)-leaf\(leaf)", record: record)
                    parent.addSubview(view)
                    views[view.name] = view
                }
            }
            window.layoutIfNeeded()
            record.names = []
        }

        subscript(name: String) -> RecordingView { views[name]! }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let change: @MainActor @Sendable (Tree) -> Void
        /// The views whose `layoutSubviews()` runs in the next pass of the window, in order.
        let laidOut: [String]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "nothing asked", change: { _ in }, laidOut: []),
        Case(name: "a leaf deep in one branch", change: { $0["a-leaf1"].setNeedsLayout() }, laidOut: ["a-leaf1"]),
        Case(
            name: "a leaf in each branch",
            change: { tree in
                tree["b-leaf2"].setNeedsLayout()
                tree["a-leaf0"].setNeedsLayout()
            }, laidOut: ["a-leaf0", "b-leaf2"]),
        Case(
            name: "a parent and its child, parent first",
            change: { tree in
                tree["b-leaf0"].setNeedsLayout()
                tree["b2"].setNeedsLayout()
            }, laidOut: ["b2", "b-leaf0"]),
        Case(name: "a new frame", change: { $0["a3"].frame = CGRect(x: 0, y: 0, width: 20, height: 20) }, laidOut: ["a3"]),
        Case(
            name: "a subview asked for by its parent's layout",
            change: { tree in
                tree["a4"].setNeedsLayout()
                tree["a4"].marksDuringLayout = tree["a-leaf2"]
            }, laidOut: ["a4", "a-leaf2"]),
        Case(
            name: "a subtree added, never laid out",
            change: { tree in
                let top = RecordingView("new", record: tree.record)
                let below = RecordingView("new-child", record: tree.record)
                top.addSubview(below)
                tree["b3"].addSubview(top)
            }, laidOut: ["b3", "new", "new-child"]),
        Case(
            name: "a view moved to the other branch",
            change: { tree in
                tree["a-leaf0"].setNeedsLayout()
                tree["b4"].addSubview(tree["a-leaf0"])
            }, laidOut: ["a4", "b4", "a-leaf0"]),
    ]

    @Test("the pass lays out exactly the views that asked, parents first", arguments: cases)
    func thePassLaysOutWhatAsked(_ test: Case) {
        let tree = Tree()
        test.change(tree)
        tree.window.layoutIfNeeded()
        #expect(tree.record.names == test.laidOut)
        tree.record.names = []
        tree.window.layoutIfNeeded()
        #expect(tree.record.names.isEmpty)
    }

    /// A pass on a subview lays out its subtree alone; what waits elsewhere runs in the next pass
    /// of the window.
    @Test func aPassOnASubviewLeavesTheRestWaiting() {
        let tree = Tree()
        tree["a-leaf0"].setNeedsLayout()
        tree["b-leaf0"].setNeedsLayout()
        tree["b1"].layoutIfNeeded()
        #expect(tree.record.names == ["b-leaf0"])
        tree.window.layoutIfNeeded()
        #expect(tree.record.names == ["b-leaf0", "a-leaf0"])
    }
}
