import Testing

@testable import EarshotUIKitCore

/// UIStackView's arrangement, as UIKit's documentation of `UIStackView.Distribution`,
/// `UIStackView.Alignment`, `spacing`, `setCustomSpacing(_:after:)`, `isHidden` of arranged views
/// and `isLayoutMarginsRelativeArrangement` describes it.
@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    /// A horizontal stack pinned to a 300 × 100 area at (10, 200) of a window, holding boxes
    /// whose intrinsic widths are `widths` (and heights 20, 30, 40 …).
    final class Box: UIView {
        var size: CGSize
        required init?(coder: NSCoder) {
            return nil
        }

        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: CGSize { size }
    }

    func makeStack(_ widths: [CGFloat], configure: (UIStackView) -> Void) -> (UIWindow, UIStackView, [Box]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let boxes = widths.enumerated().map { Box(CGSize(width: $1, height: CGFloat(20 + 10 * $0))) }
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        configure(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        return (window, stack, boxes)
    }

    @Test func arrangedSubviewsAreSubviewsLaidOutByAutoLayout() {
        let (_, stack, boxes) = makeStack([50, 60]) { _ in }
        #expect(stack.arrangedSubviews == boxes)
        #expect(stack.subviews == boxes)
        #expect(boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        stack.removeArrangedSubview(boxes[0])
        #expect(stack.arrangedSubviews == [boxes[1]])
        #expect(stack.subviews.count == 2)
        boxes[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    /// `.fill`: the views fill the stack; the one with the lowest hugging priority grows.
    @Test func fillGrowsTheLeastHuggingView() {
        let (_, _, boxes) = makeStack([50, 60, 70]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        }
        #expect(boxes.map(\.frame.minX) == [0, 60, 230])
        #expect(boxes.map(\.frame.width) == [50, 160, 70])
        // `.fill` alignment: every view is as tall as the stack.
        #expect(boxes.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 })
    }

    /// A switch hugs its size at 750 on both axes (UIKit's default for `UISwitch`, shown in
    /// Interface Builder's size inspector and quoted in the public bug report rdar://39275811), so
    /// in a settings row the label beside it takes the width left and the switch stays 51 points
    /// wide; with the 250 of a plain view the two split the width.
    @Test func aSwitchKeepsItsSizeAndTheLabelBesideItGrows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        label.text = "Wi-Fi"
        let toggle = UISwitch()
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 299, y: 0, width: 51, height: 31))
        #expect(label.frame.minX == 0 && label.frame.width == 291)
        // The app's own priority still wins.
        toggle.setContentHuggingPriority(.defaultLow, for: .horizontal)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        window.layoutIfNeeded()
        #expect(label.frame.width == TextMetrics.size(of: "Wi-Fi", pointSize: 17).width)
        #expect(toggle.frame.maxX == 350)
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, _, boxes) = makeStack([50, 60, 70]) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(boxes.map(\.frame.width) == [90, 90, 90])
        #expect(boxes.map(\.frame.minX) == [0, 105, 210])
    }

    @Test func fillProportionallyKeepsTheIntrinsicRatios() {
        let (_, _, boxes) = makeStack([50, 100, 150]) { $0.distribution = .fillProportionally }
        #expect(boxes.map(\.frame.width) == [50, 100, 150].map { CGFloat($0) })
        let (_, _, wider) = makeStack([10, 20, 30]) { $0.distribution = .fillProportionally }
        #expect(wider.map(\.frame.width) == [50, 100, 150])
    }

    @Test func equalSpacingSpreadsTheGaps() {
        let (_, _, boxes) = makeStack([50, 60, 70]) { $0.distribution = .equalSpacing }
        #expect(boxes.map(\.frame.width) == [50, 60, 70])
        #expect(boxes.map(\.frame.minX) == [0, 110, 230])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (_, _, boxes) = makeStack([40, 60, 80]) { $0.distribution = .equalCentering }
        let centres = boxes.map(\.frame.midX)
        #expect(centres[1] - centres[0] == centres[2] - centres[1])
        #expect(boxes[0].frame.minX == 0 && boxes[2].frame.maxX == 300)
    }

    @Test(arguments: [
        (UIStackView.Alignment.leading, [0.0, 0.0, 0.0]), (.top, [0, 0, 0]), (.center, [40, 35, 30]),
        (.trailing, [80, 70, 60]), (.bottom, [80, 70, 60]),
    ])
    func alignmentPlacesViewsAcrossTheAxis(alignment: UIStackView.Alignment, tops: [Double]) {
        let (_, _, boxes) = makeStack([50, 60, 70]) { $0.alignment = alignment }
        #expect(boxes.map { Double($0.frame.minY) } == tops)
        #expect(boxes.map(\.frame.height) == [20, 30, 40])
    }

    @Test func firstBaselineAlignmentLinesUpTheText() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let big = UILabel()
        let small = UILabel()
        big.font = .systemFont(ofSize: 30)
        big.text = "Big"
        small.text = "small"
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(
            big.frame.minY + TextMetrics.baselineOffsets(pointSize: 30).first
                == small.frame.minY + TextMetrics.baselineOffsets(pointSize: 17).first)
        // The stack fits its content: as tall as the big label, as wide as both and the spacing.
        #expect(stack.frame.height == big.frame.height)
        #expect(stack.frame.width == big.frame.width + 8 + small.frame.width)
    }

    @Test func hiddenArrangedViewsCollapseWithTheirSpacing() {
        let (window, stack, boxes) = makeStack([50, 60, 70]) {
            $0.distribution = .equalSpacing
            $0.spacing = 5
        }
        boxes[1].isHidden = true
        window.layoutIfNeeded()
        #expect(boxes[0].frame.minX == 0 && boxes[2].frame.maxX == 300)
        #expect(boxes[1].frame.width == 0)
        #expect(stack.arrangedSubviews.count == 3)
    }

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (_, stack, boxes) = makeStack([50, 60, 70]) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 2
            stack.setCustomSpacing(6, after: stack.arrangedSubviews[0])
            stack.arrangedSubviews[2].setContentHuggingPriority(UILayoutPriority(1), for: .vertical)
        }
        #expect(stack.customSpacing(after: boxes[0]) == 6)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        // 20 + 6 + 30 + 2 + 40 = 98 of 100 points: the last view, hugging least, takes the rest.
        #expect(boxes.map(\.frame.minY) == [0, 26, 58])
        #expect(boxes[2].frame.height == 42)
        #expect(boxes.map(\.frame.width) == [50, 60, 70])
        #expect(boxes.map(\.frame.minX) == [0, 0, 0])
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let (_, _, boxes) = makeStack([50]) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        }
        #expect(boxes[0].frame == CGRect(x: 20, y: 10, width: 260, height: 80))
    }

    @Test func aStackViewCannotHoldItselfOrAnAncestor() {
        let log = AutoLayoutLog.Recorder()
        AutoLayoutLog.$recorder.withValue(log) {
            let outer = UIStackView()
            let inner = UIStackView()
            outer.addArrangedSubview(inner)
            inner.addArrangedSubview(inner)
            inner.addArrangedSubview(outer)
            #expect(inner.arrangedSubviews.isEmpty)
            #expect(outer.arrangedSubviews == [inner])
            #expect(outer.superview == nil)
        }
        #expect(log.messages.count == 2)
        #expect(log.messages.allSatisfy { $0.hasPrefix("UIStackView cannot arrange UIStackView") })
    }

    /// A stack inside constraints, with constraints inside its arranged views: a row of a
    /// fixed-size icon and a label, the row pinned to the margins.
    @Test func stacksComposeWithConstraintsBothWays() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let icon = UIView()
        let label = UILabel()
        label.text = "Settings"
        let row = UIStackView(arrangedSubviews: [icon, label])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 29), icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 8, y: 47, width: 374, height: 29))
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 29, height: 29))
        #expect(label.frame == CGRect(x: 41, y: 4, width: 333, height: 21))
    }
}
