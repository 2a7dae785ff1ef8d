import Benchmark
import BenchmarkScreens
import Earshot

/// VoiceOver on a wide screen, for the per-gesture goals of README.md's Performance table: a swipe and a touch
/// when the app changed nothing between them.
@MainActor
final class GestureRunner {
    let voiceOver: VoiceOver
    private let count: Int
    private var touches = 0

    /// Starts VoiceOver and makes one touch and one swipe, so what a kept tree builds on first
    /// use (the grid of touch areas, the index of its objects, the subviews' painting order,
    /// O(n) each) is built in the set-up and not counted against the gestures measured: the
    /// benchmark runs its closure, set-up included, for every thousand gestures. The touch lands
    /// on the second row, away from the element VoiceOver starts on, so that it moves the cursor
    /// and finds its object in the index (a swipe knows its target's place without it).
    init(count: Int, window: UIWindow? = nil) {
        self.count = count
        voiceOver = VoiceOver(window: window ?? Screens.wide(count))
        _ = voiceOver.touch(at: CGPoint(x: 40, y: 29))
        _ = voiceOver.swipeRight()
    }

    /// `times` swipes to the next element, back to the first after the last; the characters said.
    func swipe(times: Int) -> Int {
        var said = 0
        for _ in 0..<times {
            said += (voiceOver.swipeRight() ?? voiceOver.fourFingerTap(.top))?.utf8.count ?? 0
        }
        return said
    }

    /// `times` times, the app changes one element's value, then a swipe to the next element: VoiceOver
    /// reads that element again, not the screen (the goal: cost proportional to the change).
    func changeAndSwipe(times: Int) -> Int {
        let changed = voiceOver.tree.elements[min(5, count - 1)].object
        var said = 0
        for time in 0..<times {
            changed.accessibilityValue = time.isMultiple(of: 2) ? "On" : "Off"
            said += (voiceOver.swipeRight() ?? voiceOver.fourFingerTap(.top))?.utf8.count ?? 0
        }
        return said
    }

    /// `times` times, the app changes the text of one label that Auto Layout holds between the
    /// margins, then a swipe: the layout pass applies that text alone and VoiceOver reads that
    /// label again, not the screen.
    func changeTextAndSwipe(times: Int) -> Int {
        let changed = voiceOver.tree.elements[min(5, count - 1)].object as? UILabel
        var said = 0
        for time in 0..<times {
            changed?.text = time.isMultiple(of: 2) ? "Row 5, renamed" : "Row 5"
            said += (voiceOver.swipeRight() ?? voiceOver.fourFingerTap(.top))?.utf8.count ?? 0
        }
        return said
    }

    /// `times` touches, on a different row each time; the characters said.
    func touch(times: Int) -> Int {
        var said = 0
        for _ in 0..<times {
            touches += 1
            let row = (touches * 7_919) % max(1, count / 4)
            said += voiceOver.touch(at: CGPoint(x: 40, y: CGFloat(row) * 20 + 9))?.utf8.count ?? 0
        }
        return said
    }
}

/// A label of the app's own class, as a real screen's are: an initializer, state and a layout of
/// its own, and every getter a reader calls left to UIKit (docs/architecture.md, "Keeping the
/// tree").
final class RowLabel: UILabel {
    let row: Int
    init(row: Int) {
        self.row = row
        super.init(frame: CGRect(x: CGFloat(row % 4) * 90, y: CGFloat(row / 4) * 20, width: 80, height: 18))
        text = "Row \(row)"
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        numberOfLines = 1
    }
}

/// A card whose code says the app's model, as an accessible app's custom views do: VoiceOver reads
/// it again at every gesture, alone.
final class PriceCard: UIView {
    var price = 3
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
        get { "Tea, \(price) euros" }
        set {}
    }
}

/// A button that restyles itself when selected or pressed, as apps' buttons commonly do (`didSet`
/// replaces the getters too): VoiceOver asks its getters at every gesture whether they still
/// answer what UIKit stores, and keeps the tree when they do.
final class ChipButton: UIButton {
    private(set) var restyles = 0
    override var isSelected: Bool { didSet { restyles += 1 } }
    override var isHighlighted: Bool { didSet { restyles += 1 } }
}

/// A custom container listing twenty elements it keeps, as the Accessibility Programming Guide
/// for iOS's custom containers do: VoiceOver asks it again at every gesture, and reads its
/// elements again.
final class Shelf: UIView {
    lazy var items: [UIAccessibilityElement] = (0..<20).map { index in
        let item = UIAccessibilityElement(accessibilityContainer: self)
        item.accessibilityLabel = "Item \(index)"
        item.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index % 4) * 90, y: CGFloat(index / 4) * 20, width: 80, height: 18)
        return item
    }

    override var accessibilityElements: [Any]? {
        get { items }
        set {}
    }
}

@MainActor
extension Screens {
    /// `wide(_:)` with its first twenty labels' places taken by a `Shelf` of twenty elements.
    static func wideWithShelf(_ count: Int) -> UIWindow {
        let window = wide(count)
        let container = window.subviews[0]
        let labels = container.subviews.suffix(20)
        let shelf = Shelf(frame: labels.reduce(CGRect.null) { $0.union($1.frame) })
        labels.forEach { $0.removeFromSuperview() }
        container.addSubview(shelf)
        _ = shelf.items
        return window
    }

    /// `wide(_:)` with its first twenty labels' places taken by `PriceCard`s.
    static func wideWithCards(_ count: Int) -> UIWindow {
        let window = wide(count)
        let container = window.subviews[0]
        for label in container.subviews.suffix(20) {
            container.addSubview(PriceCard(frame: label.frame))
            label.removeFromSuperview()
        }
        return window
    }

    /// `wide(_:)` with its first twenty labels' places taken by `ChipButton`s.
    static func wideWithChips(_ count: Int) -> UIWindow {
        let window = wide(count)
        let container = window.subviews[0]
        for label in container.subviews.suffix(20) {
            let chip = ChipButton(frame: label.frame)
            chip.setTitle((label as? UILabel)?.text, for: .normal)
            container.addSubview(chip)
            label.removeFromSuperview()
        }
        return window
    }

    /// `count` labels of the app's class `RowLabel`, laid out as `wide(_:)` lays out UIKit's.
    static func appLabels(_ count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        for index in (0..<count).reversed() { container.addSubview(RowLabel(row: index)) }
        return window
    }

    /// `count` buttons stacked on one spot, the audit's worst case for rules that compare targets.
    static func pileOfButtons(_ count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for index in 0..<count {
            let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
            button.setTitle("Button \(index)", for: .normal)
            window.addSubview(button)
        }
        return window
    }
}

/// README.md's Performance table at 1k, 10k and 100k elements: a swipe, a touch, the walk, speech and the
/// audit, each measured on its own (set-up outside the measurement).
func scaleBenchmarks() {
    for count in [1_000, 10_000, 100_000] {
        let large = count >= 100_000
        let configuration = Benchmark.Configuration(maxDuration: .seconds(large ? 30 : 10), maxIterations: large ? 5 : 100)

        Benchmark("walk: \(count) elements in one container", configuration: configuration) { benchmark in
            let window = await Screens.wide(count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { AccessibilityTree(window: window).elements.count })
            }
            benchmark.stopMeasurement()
        }

        // Speech alone, to set beside the walk above (the goal: speech ≤ 0.5× the walk).
        Benchmark("speech: \(count) elements (transcript of a read tree)", configuration: configuration) { benchmark in
            let tree = await MainActor.run { AccessibilityTree(window: Screens.wide(count)) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { Transcript(tree: tree).texts.count })
            }
            benchmark.stopMeasurement()
        }

        // A gesture on a screen the app left unchanged costs microseconds, less than a hop to the
        // main actor: each measured iteration makes a thousand in one hop, and the figures are
        // per gesture.
        let gestures = Benchmark.Configuration(scalingFactor: .kilo, maxDuration: .seconds(10), maxIterations: 50)

        // The same swipe on five screens of one size: UIKit's labels; labels of the app's own
        // class; twenty cards whose code answers their label, read again alone each time; a
        // custom container of twenty elements, asked again with its elements each time; and
        // twenty buttons observing their state, whose getters are asked each time.
        let swipeScreens: [(name: String, window: @MainActor @Sendable (Int) -> UIWindow)] = [
            ("\(count) elements", { Screens.wide($0) }),
            ("\(count) labels of the app's own class", { Screens.appLabels($0) }),
            ("\(count) elements, twenty of them cards whose code answers their label", { Screens.wideWithCards($0) }),
            ("\(count) elements, twenty of them in a custom container whose code lists them", { Screens.wideWithShelf($0) }),
            ("\(count) elements, twenty of them buttons observing isSelected and isHighlighted", { Screens.wideWithChips($0) }),
        ]
        for screen in swipeScreens {
            Benchmark("gesture: swipe right on \(screen.name)", configuration: gestures) { benchmark in
                let runner = await GestureRunner(count: count, window: screen.window(count))
                benchmark.startMeasurement()
                blackHole(await runner.swipe(times: benchmark.scaledIterations.count))
                benchmark.stopMeasurement()
            }
        }

        Benchmark("gesture: swipe right after one element's value changed, on \(count) elements", configuration: gestures) { benchmark in
            let runner = await GestureRunner(count: count)
            benchmark.startMeasurement()
            blackHole(await runner.changeAndSwipe(times: benchmark.scaledIterations.count))
            benchmark.stopMeasurement()
        }

        Benchmark("gesture: touch on \(count) elements", configuration: gestures) { benchmark in
            let runner = await GestureRunner(count: count)
            benchmark.startMeasurement()
            blackHole(await runner.touch(times: benchmark.scaledIterations.count))
            benchmark.stopMeasurement()
        }

        Benchmark("audit: \(count) labels in a scroll view", configuration: configuration) { benchmark in
            let tree = await MainActor.run { AccessibilityTree(window: Screens.wide(count, scrolling: true)) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { Auditor().audit(tree, screen: AuditScreen(name: "list")).findings.count })
            }
            benchmark.stopMeasurement()
        }

        Benchmark("audit: \(count / 25) buttons in one spot", configuration: configuration) { benchmark in
            let tree = await MainActor.run { AccessibilityTree(window: Screens.pileOfButtons(count / 25)) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { Auditor().audit(tree, screen: AuditScreen(name: "pile")).findings.count })
            }
            benchmark.stopMeasurement()
        }
    }
}
