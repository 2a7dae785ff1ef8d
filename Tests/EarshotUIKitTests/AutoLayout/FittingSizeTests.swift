import Testing

@testable import EarshotUIKitCore

/// `systemLayoutSizeFitting`, as a self-sizing cell measures its content view before it is
/// placed. Sources: Apple's documentation of `systemLayoutSizeFitting(_:)` and
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` ("To obtain
/// a view that is as small as possible, specify layoutFittingCompressedSize … This method does not
/// actually change the size of the view") and of `UILayoutPriority.fittingSizeLevel`.
@MainActor
@Suite("Auto Layout fitting size")
struct FittingSizeTests {
    /// A card: a title and a wrapping body label stacked with 16-point insets.
    func card(body: String) -> (UIView, UILabel) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let title = UILabel()
        title.text = "Title"
        let text = UILabel()
        text.text = body
        text.numberOfLines = 0
        for label in [title, text] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            text.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return (card, text)
    }

    /// At a required width, the height is what the wrapped text needs: each line 21 points, so
    /// a body that wraps to more lines at a narrower width makes a taller card; the card keeps
    /// its frame.
    @Test(arguments: [(390.0, 2), (200.0, 3)])
    func aCardIsAsTallAsItsTextAtTheWidth(width: CGFloat, lines: Int) {
        let (card, text) = card(body: "A body long enough to wrap onto a second line at full width")
        let size = card.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == width)
        let expectedLines = TextMetrics.size(of: text.text ?? "", pointSize: 17, maxWidth: width - 32, lineLimit: 0).height / 21
        #expect(Int(expectedLines) == lines)
        #expect(size.height == 16 + 21 + 8 + CGFloat(lines) * 21 + 16)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    /// Compressed, a view is as small as its constraints and its content's compression
    /// resistance allow; expanded, a view with nothing holding it back grows to the target, one
    /// whose content hugs it stays at the content's size.
    @Test func compressedAndExpandedTargets() {
        let label = UILabel()
        label.text = "Fits"
        let intrinsic = label.intrinsicContentSize
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == intrinsic)
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == intrinsic)
        let (card, _) = card(body: "Short")
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.height == CGFloat(16 + 21 + 8 + 21 + 16))
        #expect(compressed.width == 32 + TextMetrics.size(of: "Title", pointSize: 17).width)
    }

    /// The measured size, set as the frame, is the layout VoiceOver then reads: the body label
    /// is placed where the measure put it.
    @Test func theMeasuredSizeIsTheLaidOutSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (card, text) = card(body: "A body long enough to wrap onto a second line at full width")
        window.addSubview(card)
        card.frame.size = card.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        window.layoutIfNeeded()
        #expect(text.accessibilityFrame.maxY == card.frame.maxY - 16)
    }
}
