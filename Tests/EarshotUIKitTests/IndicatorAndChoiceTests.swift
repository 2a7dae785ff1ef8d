import EarshotUIKit
import Testing

@MainActor
@Suite("UISegmentedControl, UIPageControl, UIProgressView, UIActivityIndicatorView")
struct IndicatorAndChoiceTests {
    // MARK: UISegmentedControl

    @Test func segmentedControlIsAContainerOfButtonsWithSegmentsContext() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        #expect(!control.isAccessibilityElement)
        #expect(control.accessibilityPositionContext == .segments)
        let segments = try #require(control.accessibilityElements as? [NSObject])
        #expect(segments.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        #expect(segments.map(\.accessibilityTraits) == [.button, [.button, .selected], .button])
        #expect(segments[2].accessibilityFrame == CGRect(x: 200, y: 0, width: 100, height: 32))
        #expect(segments[2].accessibilityActivationPoint == CGPoint(x: 250, y: 16))
    }

    @Test func segmentEditingKeepsSelectionAndLabelsInStep() throws {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 0) == "Z")
        control.setTitle("Y", forSegmentAt: 0)
        control.setEnabled(false, forSegmentAt: 0)
        let segments = try #require(control.accessibilityElements as? [NSObject])
        #expect(segments[0].accessibilityLabel == "Y")
        #expect(segments[0].accessibilityTraits == [.button, .notEnabled])
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2, "an index out of range is ignored")
    }

    @Test func doubleTapOnASegmentSelectsItAndSendsValueChanged() throws {
        let screen = TestScreen()
        let control = screen.add(UISegmentedControl(items: ["Day", "Week", "Month"]))
        control.frame = CGRect(x: 45, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        let log = EventLog(control, [("changed", .valueChanged)])
        let segments = try #require(control.accessibilityElements as? [NSObject])
        screen.doubleTap(segments[1])
        #expect(control.selectedSegmentIndex == 1)
        #expect(segments[1].accessibilityTraits.contains(.selected))
        screen.doubleTap(segments[1])
        screen.doubleTap(segments[2])
        #expect(control.selectedSegmentIndex == 1, "a disabled segment cannot be selected")
        #expect(log.count("changed") == 1, "re-selecting the selected segment sends nothing")
    }

    // MARK: UIPageControl

    @Test(arguments: [(3, 0, "page 1 of 3"), (3, 1, "page 2 of 3"), (3, 9, "page 3 of 3"), (1, 0, "page 1 of 1")])
    func pageControlValue(pages: Int, current: Int, value: String) {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = pages
        control.currentPage = current
        #expect(control.accessibilityValue == value)
        #expect(control.accessibilityTraits == .adjustable)
        #expect(control.isAccessibilityElement)
    }

    @Test func pageControlWithoutPagesHasNoValue() {
        #expect(UIPageControl(frame: .zero).accessibilityValue == nil)
    }

    @Test(arguments: [(0, true, 1, 1), (2, true, 2, 0), (1, false, 0, 1), (0, false, 0, 0)])
    func pageControlAdjustsAndStopsAtTheEnds(start: Int, up: Bool, expected: Int, changes: Int) {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.currentPage = start
        let log = EventLog(control, [("changed", .valueChanged)])
        if up { control.accessibilityIncrement() } else { control.accessibilityDecrement() }
        #expect(control.currentPage == expected)
        #expect(log.count("changed") == changes)
    }

    @Test func tapOnThePageControlCentreGoesForward() {
        let screen = TestScreen()
        let control = screen.add(UIPageControl(frame: CGRect(x: 100, y: 700, width: 190, height: 26)))
        control.numberOfPages = 3
        screen.doubleTap(control)
        #expect(control.accessibilityValue == "page 2 of 3")
    }

    // MARK: UIProgressView

    @Test(
        arguments: [
            (0, "0%"), (0.5, "50%"), (0.333, "33%"), (0.005, "0%"), (0.016, "2%"), (0.014, "1%"), (1, "100%"), (1.7, "100%"), (-1, "0%"),
        ] as [(Float, String)])
    func progressValueIsAWholePercentage(progress: Float, value: String) {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.setProgress(progress, animated: false)
        #expect(bar.accessibilityValue == value)
    }

    @Test func progressViewIsAnElementLabelledProgress() {
        let bar = UIProgressView(frame: .zero)
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityLabel == "Progress")
        #expect(bar.accessibilityTraits == .updatesFrequently)
        bar.accessibilityLabel = "Download"
        #expect(bar.accessibilityLabel == "Download")
    }

    // MARK: UIActivityIndicatorView

    @Test func activityIndicatorIsHiddenWhileStoppedByDefault() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        #expect(!spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.accessibilityLabel == "In progress")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test func stoppedIndicatorThatStaysVisibleSaysProgressHalted() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(spinner.isAccessibilityElement)
        #expect(spinner.accessibilityLabel == "Progress halted")
        spinner.startAnimating()
        #expect(spinner.accessibilityLabel == "In progress")
    }
}
