import Benchmark
import BenchmarkScreens
import Earshot
import EarshotInspector

/// More of the screens big enough to show how Earshot's costs grow (BenchmarkScreens has the wide
/// one): a deep one (a 100,000-level chain), dumps, screen files and a realistic list.
@MainActor
extension Screens {
    /// A chain `depth` views deep with a label at every tenth level.
    static func deep(_ depth: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var parent: UIView = window
        for level in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0.001, width: 390, height: 800))
            parent.addSubview(view)
            if level.isMultiple(of: 10) {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
                label.text = "Level \(level)"
                view.addSubview(label)
            }
            parent = view
        }
        return window
    }

    /// A WebDriverAgent XML page source of `count` sibling texts, as a hostile or runaway dump
    /// would have them.
    nonisolated static func siblingsDump(_ count: Int) -> Data {
        var xml = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" width="390" height="844">"#
        xml.reserveCapacity(count * 110)
        for index in 0..<count {
            xml +=
                #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Row \#(index)" x="0" y="\#(index * 20)" width="390" height="20"/>"#
        }
        return Data((xml + "</XCUIElementTypeApplication>").utf8)
    }

    /// A screen file of `rows` table cells, as JSON text.
    nonisolated static func screenFile(rows: Int) -> Data {
        var children: [String] = []
        for row in 0..<rows {
            children.append(
                #"{"type": "tableViewCell", "text": "Item \#(row)", "detailText": "Detail", "frame": [0, \#(row * 44), 390, 44]}"#)
        }
        let json = #"{"format": "earshot-screen", "version": 1, "root": {"children": ["# + children.joined(separator: ",\n") + "]}}"
        return Data(json.utf8)
    }
}

/// VoiceOver on a wide screen whose labels follow the text size, turned and re-sized between
/// iterations (rotation and Dynamic Type run every callback, a layout pass and a walk).
@MainActor
final class DeviceChanger {
    let voiceOver: VoiceOver
    private var turned = false
    private var large = false

    init(count: Int) {
        let window = Screens.wide(count)
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let label = view as? UILabel {
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
            }
            stack.append(contentsOf: view.subviews)
        }
        voiceOver = VoiceOver(window: window)
    }

    /// Turns to landscape, or back to portrait.
    func rotate() -> String? {
        turned.toggle()
        return voiceOver.rotate(to: turned ? .landscapeLeft : .portrait)
    }

    /// Switches between the largest accessibility size and the default.
    func changeTextSize() -> String? {
        large.toggle()
        return voiceOver.setPreferredContentSizeCategory(large ? .accessibilityExtraExtraExtraLarge : .large)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5))

    // Set-up runs on the main actor before the measurement starts, and the measurement stops
    // before the set-up's screen is freed (tearing down 100,000 views is not the work measured):
    // only the work is measured.
    Benchmark("snapshot: SVG of a 1,000-element screen") { benchmark in
        let window = await MainActor.run { Screens.wide(1_000) }
        benchmark.startMeasurement()
        await MainActor.run { blackHole(AccessibilitySnapshotSVG(window: window).svg.utf8.count) }
        benchmark.stopMeasurement()
    }

    Benchmark("inspector: one gesture (perform, settle, new state as JSON)") { benchmark in
        let session = await MainActor.run { InspectorSession(window: Screens.wide(100)) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            await MainActor.run { blackHole(((try? session.perform("right"))?.json ?? "").utf8.count) }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("walk: 100,000-deep chain") { benchmark in
        let window = await MainActor.run { Screens.deep(100_000) }
        benchmark.startMeasurement()
        await MainActor.run { blackHole(AccessibilityTree(window: window).elements.count) }
        benchmark.stopMeasurement()
    }

    Benchmark("transcript: 10,000 elements (walk + speech)") { benchmark in
        let window = await MainActor.run { Screens.wide(10_000) }
        benchmark.startMeasurement()
        await MainActor.run { blackHole(Transcript(tree: AccessibilityTree(window: window)).texts.count) }
        benchmark.stopMeasurement()
    }

    Benchmark("screen file: parse and build 5,000 cells") { benchmark in
        let data = Screens.screenFile(rows: 5_000)
        benchmark.startMeasurement()
        await MainActor.run {
            guard let result = try? ScreenFileReader().read(json: data, source: "bench.json"),
                let built = try? ScreenBuilder().build(result.document)
            else { return }
            blackHole(built.window)
        }
    }

    Benchmark("earshot read: the sample screen end to end") { _ in
        await MainActor.run {
            guard let screen = try? ScreenLoader.sample() else { return }
            blackHole(TranscriptWriter.text(Transcript(tree: AccessibilityTree(window: screen.window))))
        }
    }

    // Input below the limits costs time and memory linear in its size: a dump of
    // 1,000 to 1,000,000 sibling nodes (the last past the default --max-nodes, raised here),
    // imported and read end to end as `earshot read` does; the memory goal (≤ 0.5 KB a node) at 1k, 10k, 100k.
    for count in [1_000, 10_000, 100_000, 1_000_000] {
        Benchmark(
            "import and read: \(count) sibling nodes of WebDriverAgent XML",
            configuration: .init(maxDuration: .seconds(60), maxIterations: 3)
        ) { benchmark in
            let data = Screens.siblingsDump(count)
            var limits = ImportLimits.default
            limits.maxNodes = 2_000_000
            benchmark.startMeasurement()
            await MainActor.run {
                // The document goes once the screen is built, as in `ScreenLoader.load(path:)`.
                let screen = { () -> LoadedScreen? in
                    guard
                        let result = try? ScreenImporter.importScreen(data, format: .webDriverAgentXML, source: "bench.xml", limits: limits)
                    else { return nil }
                    return try? ScreenLoader.build(result.document, source: "bench.xml")
                }()
                guard let screen else { return }
                blackHole(TranscriptWriter.text(Transcript(tree: AccessibilityTree(window: screen.window))))
            }
        }
    }

    // A SwiftUI List of toggles built (evaluated and hosted), laid out and walked.
    for count in [1_000, 10_000] {
        Benchmark(
            "swiftui: build, lay out and walk a List of \(count) toggles",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 20)
        ) { _ in
            await MainActor.run {
                blackHole(VoiceOver(window: Screens.swiftUIList(count)).transcript().count)
            }
        }
    }

    // A Toggle's double tap (the @State change renders the rows shown, then VoiceOver speaks).
    // Lists are lazy, so it costs what the rows shown cost, whatever the list's length: the goal
    // is the 10,000-row figure about the 10-row one.
    for count in [10, 1_000, 10_000] {
        Benchmark(
            "SwiftUI list toggle: double tap in a List of \(count) rows",
            configuration: .init(maxDuration: .seconds(10), maxIterations: 200)
        ) { benchmark in
            let toggles = await ToggleTapper(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await toggles.doubleTap())
            }
            benchmark.stopMeasurement()
        }
    }

    // A compositional grid as apps write it (diffable data source, cell registration, list
    // content configuration): built, laid out and walked, and a swipe through it. The goal is
    // 10,000 items built in under a second and a swipe that costs what it costs among 100.
    for count in [100, 1_000, 10_000] {
        Benchmark(
            "uikit: build, lay out and walk a compositional grid of \(count) items",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 20)
        ) { _ in
            await MainActor.run {
                blackHole(VoiceOver(window: Screens.compositionalGrid(count)).transcript().count)
            }
        }

        Benchmark(
            "uikit: swipe right in a compositional grid of \(count) items",
            configuration: .init(maxDuration: .seconds(10), maxIterations: 2_000)
        ) { benchmark in
            let swiper = await GridSwiper(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await swiper.swipe())
            }
            benchmark.stopMeasurement()
        }
    }

    // Turning the device (traits, a layout pass, VoiceOver's cursor
    // reset and walk) and changing the text size (fonts, traits, layout) on a screen of labels.
    for count in [1_000, 10_000] {
        Benchmark(
            "device: rotate a screen of \(count) labels under VoiceOver",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 20)
        ) { benchmark in
            let changer = await DeviceChanger(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await changer.rotate())
            }
            benchmark.stopMeasurement()
        }

        Benchmark(
            "device: change the text size of \(count) adjusting labels under VoiceOver",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 20)
        ) { benchmark in
            let changer = await DeviceChanger(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(await changer.changeTextSize())
            }
            benchmark.stopMeasurement()
        }
    }

    scaleBenchmarks()
    explorerBenchmarks()
    importBenchmarks()

    // Auto Layout, a cold solve of a row of chained views (goal: 10,000 in under a second),
    // spaced by at least the system spacing and by exactly it.
    for count in [100, 1_000, 10_000] {
        for exactly in [false, true] {
            Benchmark(
                "auto layout: build, solve and lay out \(count) views chained \(exactly ? "exactly" : "at least") the system spacing apart, cold",
                configuration: .init(maxDuration: .seconds(20), maxIterations: 5)
            ) { benchmark in
                var rows: [ChainedRow] = []
                for _ in benchmark.scaledIterations {
                    rows.append(await ChainedRow.laidOutCold(count: count, exactly: exactly))
                }
                benchmark.stopMeasurement()
                blackHole(rows.count)
            }
        }
    }

    // Auto Layout, a cold solve of a constrained column against one constant changed
    // (which the incremental solver must make far cheaper than starting over).
    for count in [100, 1_000, 10_000] {
        Benchmark(
            "auto layout: build, solve and lay out \(count) constrained labels, cold",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 5)
        ) { benchmark in
            var columns: [ConstrainedColumn] = []
            for _ in benchmark.scaledIterations {
                columns.append(await ConstrainedColumn.laidOutCold(count: count))
            }
            benchmark.stopMeasurement()
            blackHole(columns.count)
        }

        // A pass on a column laid out once: with nothing changed, then with one constant changed,
        // then with one label's text changed. The passes that cost microseconds run a thousand
        // times a measurement, inside one call on the main actor, so the hop is not what is timed.
        let passes: [(name: String, scaling: BenchmarkScalingFactor, pass: @MainActor (ConstrainedColumn) -> CGFloat)] = [
            ("lay out \(count) constrained labels again, nothing changed", .kilo, { $0.layOutAgain() }),
            ("change one constant of \(count) constrained labels and lay out again", .one, { $0.changeOneConstant() }),
            ("change one text of \(count) constrained labels and lay out again", .kilo, { $0.changeOneText() }),
        ]
        Benchmark(
            "gesture: swipe right after one text changed, on \(count) labels Auto Layout holds between the margins",
            configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(10), maxIterations: 50)
        ) { benchmark in
            let runner = await GestureRunner(count: count, window: ConstrainedColumn(count: count, heldBetweenMargins: true).window)
            benchmark.startMeasurement()
            blackHole(await runner.changeTextAndSwipe(times: benchmark.scaledIterations.count))
            benchmark.stopMeasurement()
        }

        for (name, scaling, pass) in passes {
            Benchmark(
                "auto layout: \(name)",
                configuration: .init(scalingFactor: scaling, maxDuration: .seconds(20), maxIterations: 50)
            ) { benchmark in
                let column = await ConstrainedColumn(count: count)
                blackHole(await pass(column))
                let times = benchmark.scaledIterations.count
                benchmark.startMeasurement()
                blackHole(
                    await MainActor.run {
                        var total: CGFloat = 0
                        for _ in 0..<times { total += pass(column) }
                        return total
                    })
                benchmark.stopMeasurement()
            }
        }
    }
}
