import EarshotUIKit

/// A page of a book, one element showing one page at a time.
///
/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "导致翻页": its `causesPageTurn` trait tells VoiceOver, reading everything (two-finger
/// swipe up), to call `accessibilityScroll(.next)` on it as soon as it has read the page, and go
/// on with the new content; when the content no longer changes (the last page), reading stops.
///
/// The View Controller Programming Guide for iOS, "Three-Finger Scroll": a custom scrolling view implements `accessibilityScroll(_:)`
/// itself. A three-finger swipe up or left turns to the next page, down or right to the previous
/// one; each turn posts `.pageScrolled` with "Page 2 of 3", which VoiceOver speaks. At either end
/// it returns false (VoiceOver plays its boundary sound).
public final class BookPageView: UIView {
    private let textLabel = UILabel(frame: .zero)
    /// The page shown, from 0.
    public private(set) var pageIndex = 0

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        addSubview(textLabel)
        isAccessibilityElement = true
        accessibilityTraits = [.staticText, .causesPageTurn]
        showPage()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = bounds
    }

    /// The page's text.
    public override var accessibilityLabel: String? {
        get { textLabel.text }
        set {}
    }

    /// "Page 2 of 3".
    public var pageStatus: String { "Page \(pageIndex + 1) of \(Book.pages.count)" }

    private func showPage() {
        textLabel.text = Book.pages[pageIndex].joined(separator: " ")
    }

    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let step: Int
        switch direction {
        case .next, .down, .right: step = 1
        case .previous, .up, .left: step = -1
        }
        let target = pageIndex + step
        guard Book.pages.indices.contains(target) else { return false }
        pageIndex = target
        showPage()
        UIAccessibility.post(notification: .pageScrolled, argument: pageStatus)
        return true
    }
}

/// The book screen: its title as a heading, then the page.
public final class PagedBookViewController: UIViewController {
    public let titleLabel = UILabel(text: Book.title)
    public let pageView = BookPageView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Page turning"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.accessibilityTraits = [.staticText, .header]
        var column = ColumnLayout()
        column.place(titleLabel, height: 30, in: view)
        column.place(pageView, height: 300, in: view)
    }
}
