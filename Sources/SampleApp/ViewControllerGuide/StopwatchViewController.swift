import EarshotUIKit

/// A label showing a stopwatch time, "00:07". While it times (the running lap) its text follows
/// the clock and it has the `updatesFrequently` trait, so VoiceOver polls it while focused and
/// speaks the new time; once frozen (a finished lap) it is `staticText`: it will not change again.
public final class StopwatchTimeLabel: UILabel {
    weak var stopwatch: StopwatchViewController?
    /// The lap time once the lap is over; nil while it runs.
    public private(set) var frozenTime: Duration?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(stopwatch: StopwatchViewController?) {
        self.stopwatch = stopwatch
        super.init(frame: .zero)
        accessibilityTraits = .updatesFrequently
    }

    /// Ends the lap: the time stops here and the label becomes static text.
    func freeze(at time: Duration) {
        frozenTime = time
        accessibilityTraits = .staticText
    }

    /// Whether the label is still timing.
    public var isRunning: Bool { frozenTime == nil }

    /// The lap's time, as drawn (a display link would redraw it; here it is read from the clock).
    public override var text: String? {
        get { StopwatchTimeLabel.format(frozenTime ?? stopwatch?.currentLapTime ?? .zero) }
        set {}
    }

    /// Minutes and seconds, "01:05".
    static func format(_ time: Duration) -> String {
        let seconds = max(0, Int(time.components.seconds))
        let minutes = seconds / 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}

/// A finished or running lap in the laps table: "Lap 2, 00:03", with its time label's traits.
final class LapCell: UITableViewCell {
    let timeLabel: StopwatchTimeLabel

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(number: Int, timeLabel: StopwatchTimeLabel) {
        self.timeLabel = timeLabel
        super.init(style: .default, reuseIdentifier: nil)
        textLabel?.text = "Lap \(number)"
        contentView.addSubview(timeLabel)
    }

    /// The initializer a table view makes registered cells with (UITableViewCell): the first
    /// lap, its time label tied to no stopwatch.
    required convenience init() {
        self.init(number: 1, timeLabel: StopwatchTimeLabel(stopwatch: nil))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        timeLabel.frame = CGRect(x: contentView.bounds.width - 116, y: 0, width: 100, height: contentView.bounds.height)
    }

    /// The cell is the element VoiceOver focuses, so it carries its time label's traits.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { timeLabel.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}

/// A stopwatch, after the Clock app.
///
/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "特征": while it runs, the time label updates every second and has the
/// `updatesFrequently` trait. Lap freezes the time in that label, which becomes `staticText`, and
/// adds a row to the laps table that goes on timing.
///
/// The View Controller Programming Guide for iOS, "Magic Tap": in the Clock app Magic Tap (two-finger double tap) starts and stops the
/// stopwatch wherever VoiceOver's cursor is; the screen's view controller implements
/// `accessibilityPerformMagicTap()`.
///
/// Time comes from the app's `SampleClock`.
public final class StopwatchViewController: UIViewController, UITableViewDataSource {
    private let clock: SampleClock
    /// The time of the running lap (the top label until the first Lap).
    public private(set) var timeLabel: StopwatchTimeLabel!
    public private(set) var startStopButton: UIButton!
    public private(set) var lapButton: UIButton!
    public let lapsTable = UITableView(frame: .zero, style: .plain)
    /// One cell per lap started after the first, in order.
    private var lapCells: [LapCell] = []

    /// Whether the stopwatch is running.
    public private(set) var isRunning = false
    /// Time counted before the current start.
    private var accumulated: Duration = .zero
    /// When the current run started, on the clock.
    private var runningSince: Duration?
    /// The total time when the current lap began.
    private var lapStart: Duration = .zero

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(clock: SampleClock) {
        self.clock = clock
        super.init()
        title = "Stopwatch"
    }

    /// The total time counted.
    public var elapsed: Duration {
        accumulated + (runningSince.map { clock.now - $0 } ?? .zero)
    }

    /// The running lap's time.
    public var currentLapTime: Duration { elapsed - lapStart }

    /// The label timing the running lap.
    public var runningLabel: StopwatchTimeLabel { lapCells.last?.timeLabel ?? timeLabel }

    public override func viewDidLoad() {
        super.viewDidLoad()
        timeLabel = StopwatchTimeLabel(stopwatch: self)
        startStopButton = UIButton(title: "Start") { [weak self] in self?.startOrStop() }
        lapButton = UIButton(title: "Lap") { [weak self] in self?.lap() }
        lapsTable.dataSource = self
        timeLabel.frame = CGRect(x: 16, y: 16, width: 358, height: 60)
        startStopButton.frame = CGRect(x: 16, y: 92, width: 171, height: 44)
        lapButton.frame = CGRect(x: 203, y: 92, width: 171, height: 44)
        lapsTable.frame = CGRect(x: 0, y: 152, width: 390, height: 400)
        [timeLabel, startStopButton, lapButton, lapsTable].forEach { view.addSubview($0) }
    }

    /// Starts the stopwatch, or stops it when it runs.
    public func startOrStop() {
        if let since = runningSince {
            accumulated += clock.now - since
            runningSince = nil
            isRunning = false
        } else {
            runningSince = clock.now
            isRunning = true
        }
        startStopButton.setTitle(isRunning ? "Stop" : "Start", for: .normal)
    }

    /// Ends the running lap: its label freezes (static text) and a new row goes on timing.
    public func lap() {
        let now = elapsed
        runningLabel.freeze(at: now - lapStart)
        lapStart = now
        lapCells.append(LapCell(number: lapCells.count + 2, timeLabel: StopwatchTimeLabel(stopwatch: self)))
        lapsTable.reloadData()
    }

    /// Magic Tap starts or stops the stopwatch.
    public override func accessibilityPerformMagicTap() -> Bool {
        startOrStop()
        return true
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lapCells.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        lapCells[indexPath.row]
    }
}
