import Testing

@testable import EarshotUIKitCore

/// System spacing constraints, checked through the frames VoiceOver reads (`accessibilityFrame`,
/// in screen coordinates). Sources: Apple's documentation of NSLayoutXAxisAnchor's
/// `constraint(equalToSystemSpacingAfter:multiplier:)` ("the current anchor trails the object
/// in the anchor parameter … in a right-to-left layout, it's to the left") and of
/// NSLayoutYAxisAnchor's `constraint(equalToSystemSpacingBelow:multiplier:)` ("if the anchors
/// represent text baselines, the spacing is determined by the fonts"); the Auto Layout Guide's
/// 8-point standard space between sibling views.
@MainActor
@Suite("Auto Layout system spacing")
struct AutoLayoutSystemSpacingTests {
    func label(_ text: String, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    /// Two labels on a row, the second a multiple of the system spacing after the first, with
    /// each relation: the gap VoiceOver's frames show is 8 points times the multiplier (an
    /// inequality settles at its bound, the labels hugging their text).
    @Test(arguments: [("equal", 1.0, 8.0), ("equal", 2.0, 16.0), ("greaterThanOrEqual", 1.5, 12.0), ("lessThanOrEqual", 3.0, 24.0)])
    func aRowIsSpacedByTheSystemSpacing(relation: String, multiplier: CGFloat, gap: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let name = label("Name", in: window)
        let value = label("Value", in: window)
        let spacing =
            switch relation {
            case "equal": value.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: multiplier)
            case "greaterThanOrEqual":
                value.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: name.trailingAnchor, multiplier: multiplier)
            default: value.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: name.trailingAnchor, multiplier: multiplier)
            }
        #expect(spacing.constant == gap)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            name.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            value.topAnchor.constraint(equalTo: name.topAnchor),
            spacing,
        ])
        // Where an inequality leaves room, a weak pull settles it (no ambiguity): the value
        // label leans towards the name.
        let lean = value.leadingAnchor.constraint(equalTo: name.trailingAnchor)
        lean.priority = .fittingSizeLevel
        lean.isActive = relation == "greaterThanOrEqual"
        let far = value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 1_000)
        far.priority = .fittingSizeLevel
        far.isActive = relation == "lessThanOrEqual"
        window.layoutIfNeeded()
        #expect(value.accessibilityFrame.minX - name.accessibilityFrame.maxX == gap)
    }

    /// Right to left, "after" is to the left: the value label sits 8 points left of the name.
    @Test func afterIsLeftwardsInARightToLeftLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let name = label("Name", in: window)
        let value = label("Value", in: window)
        for view in [name, value] { view.semanticContentAttribute = .forceRightToLeft }
        NSLayoutConstraint.activate([
            name.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 300),
            name.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            value.topAnchor.constraint(equalTo: name.topAnchor),
            value.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
        ])
        window.layoutIfNeeded()
        #expect(name.accessibilityFrame.minX - value.accessibilityFrame.maxX == 8)
    }

    /// A subtitle's first baseline one system spacing below a title's last baseline: between
    /// baselines the spacing follows the font (Earshot measures the lower label's line height,
    /// `TextMetrics`, docs/layout.md), so it grows with the text; between edges it stays 8
    /// points.
    @Test(arguments: [(17.0, 21.0), (40.0, 48.0)])
    func baselinesAreSpacedByTheFont(pointSize: CGFloat, spacing: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = label("Title", in: window)
        let subtitle = label("Subtitle", in: window)
        let footer = label("Footer", in: window)
        for view in [title, subtitle, footer] { view.font = .systemFont(ofSize: pointSize) }
        NSLayoutConstraint.activate(
            [
                title.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                subtitle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
                footer.topAnchor.constraint(equalToSystemSpacingBelow: subtitle.bottomAnchor, multiplier: 1),
            ] + [title, subtitle, footer].map { $0.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20) })
        window.layoutIfNeeded()
        let offsets = TextMetrics.baselineOffsets(pointSize: pointSize)
        let titleBaseline = title.accessibilityFrame.maxY - offsets.last
        let subtitleBaseline = subtitle.accessibilityFrame.minY + offsets.first
        #expect(subtitleBaseline - titleBaseline == spacing)
        #expect(footer.accessibilityFrame.minY - subtitle.accessibilityFrame.maxY == 8)
    }

    /// An app that sets its own constant replaces the system spacing.
    @Test func theAppsConstantReplacesTheSystemSpacing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let name = label("Name", in: window)
        let value = label("Value", in: window)
        let spacing = value.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: window.leadingAnchor), name.topAnchor.constraint(equalTo: window.topAnchor),
            value.topAnchor.constraint(equalTo: name.topAnchor), spacing,
        ])
        window.layoutIfNeeded()
        #expect(value.frame.minX - name.frame.maxX == 8)
        spacing.constant = 30
        window.layoutIfNeeded()
        #expect(value.frame.minX - name.frame.maxX == 30)
    }
}
