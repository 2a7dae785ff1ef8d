import Earshot
import Foundation

// Code written as Swift 5 apps write it, with no isolation of its own: a component library's
// plain classes and free functions that make and change UIKit views, a data source that is a
// plain class, and a closure handler. On iOS this compiles in Swift 5 mode because UIKit, imported
// from Objective-C, is @preconcurrency; this target compiles it in that mode against Earshot.

/// Makes a title label, as a component library's helper function does.
func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    label.accessibilityTraits = .header
    return label
}

/// A library's plain class (not a view) that builds and owns views.
final class BadgeBuilder {
    let container: UIView
    private(set) var taps = 0

    init(frame: CGRect) {
        container = UIView(frame: frame)
        let title = makeTitleLabel("Inbox")
        title.frame = CGRect(x: 0, y: 0, width: frame.width, height: 40)
        container.addSubview(title)
        let button = UIButton(type: .system)
        button.setTitle("Mark all read", for: .normal)
        button.frame = CGRect(x: 0, y: 50, width: frame.width, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        container.addSubview(button)
    }

    func markUnread(_ count: Int) {
        container.accessibilityHint = nil
        if let title = container.subviews.first as? UILabel {
            title.accessibilityValue = "\(count) unread"
        }
    }
}

/// A data source that is a plain NSObject subclass, as Swift 5 apps declare them.
final class MessagesDataSource: NSObject, UITableViewDataSource {
    let messages = ["Lunch?", "Build is green"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}
