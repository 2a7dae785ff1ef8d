import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// What a wrapped controller went through, in order.
@MainActor
final class ControllerLog {
    var entries: [String] = []
}

/// A UIKit screen of an older part of an app, wrapped for SwiftUI as apps do.
final class ScoreViewController: UIViewController {
    let log: ControllerLog
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))

    init(log: ControllerLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        log.entries.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("viewWillDisappear")
    }
}

struct ScoreScreen: UIViewControllerRepresentable {
    let score: Int
    let log: ControllerLog

    final class Coordinator {
        var updates = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> ScoreViewController {
        log.entries.append("make")
        return ScoreViewController(log: log)
    }

    func updateUIViewController(_ controller: ScoreViewController, context: Context) {
        context.coordinator.updates += 1
        controller.label.text = "Score \(score)"
    }

    static func dismantleUIViewController(_ controller: ScoreViewController, coordinator: Coordinator) {
        controller.log.entries.append("dismantle after \(coordinator.updates) updates")
    }
}

struct ScoreHost: View {
    let log: ControllerLog
    @State private var score = 1
    @State private var showsScore = true

    var body: some View {
        VStack {
            Button("Add") { score += 1 }
            Button("Hide") { showsScore = false }
            if showsScore {
                ScoreScreen(score: score, log: log).frame(height: 100)
            }
        }
    }
}

/// `UIViewControllerRepresentable`. Sources: Apple's documentation of the protocol
/// (`makeUIViewController(context:)` once, `updateUIViewController(_:context:)` at each update,
/// `dismantleUIViewController(_:coordinator:)` when it is removed, `makeCoordinator()`), of
/// `UIViewController` (the appearance callbacks a parent forwards to its children), and the
/// hosted view read with its own UIKit accessibility, as a `UIViewRepresentable`'s is.
@Suite("SwiftUI UIViewControllerRepresentable")
@MainActor
struct ViewControllerRepresentableTests {
    @Test func theControllersViewIsReadAndUpdated() {
        let log = ControllerLog()
        let screen = HostedScreen(ScoreHost(log: log))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Add, Button", "Hide, Button", "Score 1"])
        #expect(log.entries == ["make", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Add, Button", "Hide, Button", "Score 2"])
        #expect(log.entries == ["make", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    @Test func theControllerIsAChildOfTheHostingController() throws {
        let log = ControllerLog()
        let screen = HostedScreen(ScoreHost(log: log))
        _ = screen.voiceOver().transcript()
        let child = try #require(screen.controller.children.first as? ScoreViewController)
        #expect(child.parent === screen.controller)
    }

    @Test func removingItDismantlesTheController() {
        let log = ControllerLog()
        let screen = HostedScreen(ScoreHost(log: log))
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Add, Button", "Hide, Button"])
        #expect(log.entries.suffix(2).first == "viewWillDisappear")
        #expect(log.entries.last?.hasPrefix("dismantle after") == true)
        #expect(screen.controller.children.isEmpty)
    }
}
