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
        let title = label("Title")
        let subtitle = label("Subtitle")
        let footer = label("Footer")
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
        let first = label("First")
        let second = label("Second")
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

    /// A wrapping label whose text grows wraps at the width its constraints allow, not at its
    /// short text's width, and the button pinned below it moves down: a touch on the label's last
    /// line finds the label, and one below it the button. When the text shrinks back, the button
    /// comes back up (UIKit's `preferredMaxLayoutWidth`: 0 wraps at the width Auto Layout gives
    /// the label; docs/layout.md, "Wrapping labels").
    @Test func aWrappingLabelWhoseTextGrowsIsFoundOnItsNewLines() {
        let screen = SimulatorScreen()
        let window = screen.window
        let note = label("Note")
        let save = label("Save")
        note.numberOfLines = 0
        for view in [note, save] { window.addSubview(view) }
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            note.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            note.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -20),
            save.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 8),
            save.leadingAnchor.constraint(equalTo: note.leadingAnchor),
        ])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.touch(at: CGPoint(x: 25, y: 110)) == "Note")
        let text = Array(repeating: "The payment is due on Friday.", count: 4).joined(separator: " ")
        note.text = text
        let wrapped = TextMetrics.size(of: text, pointSize: 17, maxWidth: window.bounds.width - 40)
        #expect(wrapped.height >= 3 * 21 && wrapped.width > 300)
        #expect(voiceOver.touch(at: CGPoint(x: 20 + wrapped.width / 2, y: 100 + wrapped.height - 5)) == text)
        #expect(voiceOver.touch(at: CGPoint(x: 25, y: 100 + wrapped.height + 8 + 5)) == "Save")
        note.text = "Note"
        #expect(voiceOver.touch(at: CGPoint(x: 25, y: 100 + 21 + 8 + 5)) == "Save")
    }

    /// A form longer than the screen, in a scroll view whose content is pinned to its edges: the
    /// content keeps its own height and gives the content size (Auto Layout Guide, "Working with
    /// Scroll Views"), so VoiceOver reads every row in order, scrolls the last one into view, and
    /// pages by screenfuls with a three-finger swipe.
    @Test func aFormInAScrollViewIsReadToItsEndAndScrolls() {
        let screen = SimulatorScreen()
        let window = screen.window
        // The scroll view keeps the frame it was given; only its content uses constraints.
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let rows = (0..<60).map { label("Row \($0)") }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -40),
        ])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == (0..<60).map { "Row \($0)" })
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1890), "60 rows of 21 points, 59 gaps of 10, 20 above and below")
        var last: String?
        for _ in 0..<59 { last = voiceOver.swipeRight() }
        #expect(last == "Row 59")
        #expect(scrollView.contentOffset.y > 0)
        let frame = rows[59].accessibilityFrame
        #expect(frame.minY >= 0 && frame.maxY <= 844 && frame.height == 21)
        scrollView.contentOffset = .zero
        #expect(voiceOver.threeFingerSwipe(.up) == "Page 2 of 3")
    }

    /// A column held between two edges: each label below the previous one, the last one kept
    /// above a footer that is pinned to the bottom. The chain's positions are solved outside the
    /// simplex tableau until the inequality names the last label (docs/layout.md, "Definitions");
    /// re-chaining the middle and changing constants must still read and place as UIKit does.
    @Test func aChainHeldBetweenTwoEdgesIsReChainedAndStillReadsInOrder() {
        let screen = SimulatorScreen()
        let window = screen.window
        let rows = (0..<6).map { label("Row \($0)") }
        let footer = label("Footer")
        for view in rows.reversed() + [footer] { window.addSubview(view) }
        var links: [NSLayoutConstraint] = []
        var previous = window.safeAreaLayoutGuide.topAnchor
        for row in rows {
            links.append(row.topAnchor.constraint(equalTo: previous, constant: 10))
            previous = row.bottomAnchor
        }
        NSLayoutConstraint.activate(
            links + rows.map { $0.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor) } + [
                footer.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
                footer.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
                rows[5].bottomAnchor.constraint(lessThanOrEqualTo: footer.topAnchor, constant: -10),
            ])
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == rows.map { $0.text! } + ["Footer"])
        let height = rows[0].frame.height
        #expect(rows[5].frame.minY == rows[0].frame.minY + 5 * (height + 10))

        // Row 3 moves under row 1 and row 2 under row 4: the order changes with the frames.
        NSLayoutConstraint.deactivate([links[2], links[3], links[4]])
        NSLayoutConstraint.activate([
            rows[3].topAnchor.constraint(equalTo: rows[1].bottomAnchor, constant: 10),
            rows[2].topAnchor.constraint(equalTo: rows[3].bottomAnchor, constant: 10),
            rows[4].topAnchor.constraint(equalTo: rows[2].bottomAnchor, constant: 10),
        ])
        #expect(voiceOver.transcript() == ["Row 0", "Row 1", "Row 3", "Row 2", "Row 4", "Row 5", "Footer"])

        // The first gap grows: every row moves with it, re-chained ones included.
        let lastY = rows[5].frame.minY
        links[0].constant = 30
        window.layoutIfNeeded()
        #expect(rows[5].frame.minY == lastY + 20)
        #expect(rows.allSatisfy { $0.frame.height == height })
        #expect(rows[5].frame.maxY <= footer.frame.minY - 10)
        links[0].constant = 10
        window.layoutIfNeeded()
        #expect(rows[5].frame.minY == lastY)
    }

    /// A stack view is neither an element nor a container: its arranged views are read, in
    /// their on-screen order, and hidden ones are skipped.
    @Test func aStackViewsArrangedViewsAreReadAndHiddenOnesSkipped() {
        let screen = SimulatorScreen()
        let window = screen.window
        let name = label("Name")
        let hidden = label("Hidden")
        let value = label("Value")
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

    /// A form written in the visual format language (Auto Layout Guide, "Visual Format
    /// Language": `|-[find]-[findNext]-[findField(>=20)]-|` and a vertical line), its fields
    /// added in reverse: VoiceOver reads the frames the format draws, left to right and top to
    /// bottom, not the order of the subviews.
    @Test func aVisualFormatLayoutIsReadInTheOrderItDraws() {
        let screen = SimulatorScreen()
        let window = screen.window
        let find = label("Find")
        let next = label("Next")
        let status = label("No results")
        for view in [status, next, find] { window.addSubview(view) }
        let views: [String: Any] = ["find": find, "next": next, "status": status]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[find]-[next]-(>=20)-|", options: .alignAllCenterY, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-60-[find]-[status]", options: .alignAllLeading, views: views))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Find", "Next", "No results"])
        #expect(next.accessibilityFrame.minX == find.accessibilityFrame.maxX + 8)
    }

    /// Labels chained twice the system spacing apart in views that force right to left (Apple's
    /// documentation of `constraint(equalToSystemSpacingAfter:multiplier:)`: "in a right-to-left
    /// layout, it's to the left"): the element frames VoiceOver reads put the second 16 points
    /// left of the first, and both are read.
    @Test func aRowSpacedBySystemSpacingFollowsTheViewsDirection() {
        let screen = SimulatorScreen()
        let window = screen.window
        let first = label("First")
        let second = label("Second")
        for view in [second, first] {
            view.semanticContentAttribute = .forceRightToLeft
            window.addSubview(view)
        }
        window.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            first.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor),
        ])
        let voiceOver = screen.voiceOver()
        #expect(Set(voiceOver.transcript()) == ["First", "Second"])
        #expect(first.accessibilityFrame.minX - second.accessibilityFrame.maxX == 16)
    }
}
