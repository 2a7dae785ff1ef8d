import EarshotUIKit
import Testing
import VoiceOverSimulator

/// What VoiceOver reads on screens laid out with Auto Layout and stack views: the order follows
/// the solved frames (top to bottom, then in the layout direction), so code that positions views
/// only with constraints reads as on an iPhone (Accessibility Programming Guide for iOS,
/// "Accessibility and VoiceOver"; UIKit's documentation of `UIStackView`: a stack view arranges,
/// it is not drawn and is not an accessibility element).
@MainActor
@Suite("Auto Layout reading order")
struct AutoLayoutReadingOrderTests {
    func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// Subviews added in the reverse of their visual order, positioned only by constraints:
    /// without Auto Layout they would all be at (0, 0), zero-sized and unreadable.
    @Test func constraintsDecideTheReadingOrder() {
        let screen = SimulatorScreen()
        let title = label("Title"), subtitle = label("Subtitle"), footer = label("Footer")
        let window = screen.window
        for view in [footer, subtitle, title] { window.addSubview(view) }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            footer.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            footer.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        ])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Title", "Subtitle", "Footer"])
    }

    @Test func changingAConstantChangesWhatIsReadFirst() {
        let screen = SimulatorScreen()
        let window = screen.window
        let first = label("First"), second = label("Second")
        window.addSubview(first)
        window.addSubview(second)
        let firstTop = first.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            firstTop, second.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            second.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        ])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["First", "Second"])
        firstTop.constant = 300
        #expect(voiceOver.transcript() == ["Second", "First"])
    }

    /// A stack view is neither an element nor a container: its arranged views are read, in
    /// their on-screen order, and hidden ones are skipped.
    @Test func aStackViewsArrangedViewsAreReadAndHiddenOnesSkipped() {
        let screen = SimulatorScreen()
        let window = screen.window
        let name = label("Name"), hidden = label("Hidden"), value = label("Value")
        hidden.isHidden = true
        let row = UIStackView(arrangedSubviews: [name, hidden, value])
        row.distribution = .equalSpacing
        let column = UIStackView(arrangedSubviews: [label("Heading"), row, label("Details")])
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        ])
        #expect(!column.isAccessibilityElement && column.accessibilityElements == nil)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Heading", "Name", "Value", "Details"])
        hidden.isHidden = false
        #expect(voiceOver.transcript() == ["Heading", "Name", "Hidden", "Value", "Details"])
    }

    /// In a right-to-left language leading is the right edge: a row built leading to trailing is
    /// read right to left, first the view at the leading (right) edge.
    @Test func rightToLeftFlipsLeadingAndTheReadingOrderTogether() {
        let screen = SimulatorScreen()
        screen.application.userInterfaceLayoutDirection = .rightToLeft
        let window = screen.window
        let row = UIStackView(arrangedSubviews: [label("Back"), label("Inbox"), label("Edit")])
        row.distribution = .equalSpacing
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        ])
        let voiceOver = screen.voiceOver()
        #expect(row.arrangedSubviews[0].frame.maxX == row.bounds.width)
        #expect(voiceOver.transcript() == ["Back", "Inbox", "Edit"])
    }
}
