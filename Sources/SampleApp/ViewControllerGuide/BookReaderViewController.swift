import EarshotUIKit

/// The View Controller Programming Guide for iOS, "观测无障碍访问通知": how iBooks reads a book aloud without a break. It speaks one line
/// with an announcement; when VoiceOver posts `announcementDidFinishNotification` for it, and the
/// line was spoken to the end, it announces the next line; after the last line of a page it turns
/// the page and goes on; after the last line of the book it stops. When a line was cut off (the
/// user moved VoiceOver's cursor, or other speech interrupted it) reading stops.
///
/// It observes on `NotificationCenter.default`, as on iOS.
public final class BookReaderViewController: UIViewController {
    public let pageLabel = UILabel(frame: .zero)
    public let pageNumberLabel = UILabel(frame: .zero)
    public private(set) var readButton: UIButton!
    /// The page shown, from 0.
    public private(set) var pageIndex = 0
    /// The line being read on the page, from 0.
    public private(set) var lineIndex = 0
    /// Whether continuous reading is going on.
    public private(set) var isReading = false
    /// The lines announced so far, in order.
    public private(set) var announcedLines: [String] = []
    private var observation: NotificationObservation?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Continuous reading"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        pageLabel.numberOfLines = 0
        readButton = UIButton(title: "Read aloud") { [weak self] in self?.startReading() }
        var column = ColumnLayout()
        column.place(readButton, height: 44, in: view)
        column.place(pageLabel, height: 240, in: view)
        column.place(pageNumberLabel, height: 30, in: view)
        showPage()
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if observation == nil {
            observation = NotificationObservation(center: .default, name: UIAccessibility.announcementDidFinishNotification) {
                [weak self] in
                self?.didFinishAnnouncement($0)
            }
        }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isReading = false
        observation?.cancel()
        observation = nil
    }

    private func showPage() {
        pageLabel.text = Book.pages[pageIndex].joined(separator: " ")
        pageNumberLabel.text = "Page \(pageIndex + 1) of \(Book.pages.count)"
    }

    private var currentLine: String { Book.pages[pageIndex][lineIndex] }

    /// Starts reading aloud from the top of the page shown.
    public func startReading() {
        isReading = true
        lineIndex = 0
        announceCurrentLine()
    }

    private func announceCurrentLine() {
        announcedLines.append(currentLine)
        UIAccessibility.post(notification: .announcement, argument: currentLine)
    }

    func didFinishAnnouncement(_ notification: Notification) {
        let valueSpoken = notification.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
        let wasSuccessful = (notification.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? false
        guard isReading, valueSpoken == currentLine else { return }
        guard wasSuccessful else {
            isReading = false
            return
        }
        if lineIndex + 1 < Book.pages[pageIndex].count {
            lineIndex += 1
        } else if pageIndex + 1 < Book.pages.count {
            // The last line of the page: turn the page and go on.
            pageIndex += 1
            lineIndex = 0
            showPage()
        } else {
            // The last line of the book.
            isReading = false
            return
        }
        announceCurrentLine()
    }
}
