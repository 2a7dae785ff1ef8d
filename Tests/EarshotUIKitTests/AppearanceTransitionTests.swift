import EarshotUIKit
import Testing

/// A custom container's forwarding of the appearance callbacks to a child (Apple's documentation
/// for `UIViewController`, "beginAppearanceTransition(_:animated:)" and "endAppearanceTransition()":
/// a container calls the pair instead of the callbacks themselves).
@MainActor
@Suite("UIViewController appearance transitions")
struct AppearanceTransitionTests {
    /// A controller that writes down each appearance callback it receives.
    private final class Recorder: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear(\(animated))")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear(\(animated))")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear(\(animated))")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("didDisappear(\(animated))")
        }
    }

    /// One call a container makes on its child.
    enum Step: Sendable, CustomStringConvertible {
        case begin(appearing: Bool, animated: Bool)
        case end

        var description: String {
            switch self {
            case .begin(let appearing, let animated): "begin(\(appearing), animated: \(animated))"
            case .end: "end"
            }
        }
    }

    /// Each begin runs the will-callback and its end the did-callback with the same `animated`;
    /// a begin the other way before the end (a cancelled swipe between pages) turns the change
    /// round; a repeated begin or an end with nothing begun calls nothing.
    @Test(arguments: [
        ([Step.begin(appearing: true, animated: true), .end], ["willAppear(true)", "didAppear(true)"]),
        (
            [.begin(appearing: true, animated: false), .end, .begin(appearing: false, animated: true), .end],
            ["willAppear(false)", "didAppear(false)", "willDisappear(true)", "didDisappear(true)"]
        ),
        (
            [.begin(appearing: true, animated: true), .begin(appearing: false, animated: true), .end],
            ["willAppear(true)", "willDisappear(true)", "didDisappear(true)"]
        ),
        (
            [.begin(appearing: true, animated: false), .begin(appearing: true, animated: false), .end, .end],
            ["willAppear(false)", "didAppear(false)"]
        ),
        ([.end, .begin(appearing: false, animated: false), .end], []),
    ])
    func containerForwardsTheCallbacksToItsChild(steps: [Step], expected: [String]) {
        let screen = TestScreen()
        let container = UIViewController()
        screen.window.rootViewController = container
        let child = Recorder()
        container.addChild(child)
        for step in steps {
            switch step {
            case .begin(let appearing, let animated):
                child.beginAppearanceTransition(appearing, animated: animated)
                if appearing { container.view.addSubview(child.view) } else { child.viewIfLoaded?.removeFromSuperview() }
            case .end:
                child.endAppearanceTransition()
            }
        }
        #expect(child.calls == expected)
    }

    /// The pair and Earshot's own containers keep one record: a window's root has appeared, so a
    /// begin-appearing adds nothing and a begin-disappearing takes it off screen once.
    @Test func aWindowsRootHasAppearedForTheTransitionPair() {
        let screen = TestScreen()
        let root = Recorder()
        screen.window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        #expect(root.calls == ["willAppear(false)", "didAppear(false)"])
        root.beginAppearanceTransition(false, animated: true)
        root.endAppearanceTransition()
        #expect(root.calls == ["willAppear(false)", "didAppear(false)", "willDisappear(true)", "didDisappear(true)"])
    }

    /// Earshot's own containers go through the same record: a controller pushed, popped and
    /// pushed again hears each change once.
    @Test func aNavigationControllersSwapsKeepTheSameRecord() {
        let screen = TestScreen()
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.window.rootViewController = navigation
        let pushed = Recorder()
        navigation.pushViewController(pushed, animated: false)
        _ = navigation.popViewController(animated: true)
        navigation.pushViewController(pushed, animated: false)
        #expect(
            pushed.calls == [
                "willAppear(false)", "didAppear(false)", "willDisappear(true)", "didDisappear(true)", "willAppear(false)",
                "didAppear(false)",
            ])
    }
}
