import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A table cell lends itself the labels of its content, and decides what its content is with the
/// walk's own filter (docs/voiceover-behaviour.md §1 (Tree walk), `AccessibilityFilter`): what VoiceOver would
/// not read on its own is not read as part of the cell either, and what it would read is.
@MainActor
@Suite("Cell content through the walk's filter")
struct SimulatorCellContentFilterTests {
    private func cellWindow(_ build: (UITableViewCell) -> Void) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
        cell.textLabel?.text = "Post"
        build(cell)
        window.addSubview(cell)
        return window
    }

    private func label(_ text: String, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    /// docs/voiceover-behaviour.md §1 (Tree walk), rule 2: a zero-size element is not read, so it lends the cell no words.
    @Test func aZeroSizeLabelLendsNothing() {
        let window = cellWindow { $0.contentView.addSubview(label("Draft", frame: .zero)) }
        #expect(VoiceOver(window: window).transcript() == ["Post"])
    }

    /// docs/voiceover-behaviour.md §1 (Tree walk), rule 2: alpha at or below 0.01 hides a view with its subviews.
    @Test(arguments: [(0.0, ["Post"]), (0.01, ["Post"]), (0.5, ["Post, 3 likes"])] as [(CGFloat, [String])])
    func aTransparentLabelLendsNothing(alpha: CGFloat, heard: [String]) {
        let window = cellWindow { cell in
            let likes = label("3 likes", frame: CGRect(x: 200, y: 10, width: 100, height: 20))
            likes.alpha = alpha
            cell.contentView.addSubview(likes)
        }
        #expect(VoiceOver(window: window).transcript() == heard)
    }

    /// docs/voiceover-behaviour.md §1 (Tree walk), rule 4: a content view that lists its elements through the container methods
    /// (`accessibilityElementCount`, `accessibilityElement(at:)`) lends their labels, as the walk
    /// would read them.
    @Test func containerMethodsInTheContentAreRead() {
        final class Badges: UIView {
            lazy var badges: [UIAccessibilityElement] = ["Pinned", "Edited"].map { name in
                let badge = UIAccessibilityElement(accessibilityContainer: self)
                badge.accessibilityLabel = name
                badge.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 40, height: 20)
                return badge
            }
            override func accessibilityElementCount() -> Int { badges.count }
            override func accessibilityElement(at index: Int) -> Any? { badges[index] }
        }
        let window = cellWindow { $0.contentView.addSubview(Badges(frame: CGRect(x: 200, y: 10, width: 100, height: 20))) }
        #expect(VoiceOver(window: window).transcript() == ["Post, Pinned, Edited"])
    }
}
