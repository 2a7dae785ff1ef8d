import EarshotUIKit

/// A post's author.
public struct TimelineUser: Hashable, Sendable {
    public var name: String
    public var handle: String
}

/// One post of a social-media timeline (Developing Accessible iOS Apps, chapter 6: `TimelineEntry`).
public struct TimelineEntry: Hashable, Sendable {
    public var user: TimelineUser
    public var content: String
    public var comments: Int
    public var likes: Int
    public var shares: Int
}

/// A social-media post as UIKit shows it with no accessibility work: avatar (a button to the
/// profile), name, handle, text, and comment / like / share buttons with their counts. iOS groups
/// the texts into one element for the cell, but the buttons stay separate, so swiping from a post
/// reaches its buttons before the next post: browsing hundreds of posts takes ages. `SemanticCell`
/// is the fix.
public class PostCell: UITableViewCell {
    public let avatar = UIButton(type: .custom)
    public let nameLabel = UILabel(frame: .zero)
    public let handleLabel = UILabel(frame: .zero)
    public let contentLabel = UILabel(frame: .zero)
    public let comment = UIButton(type: .custom)
    public let like = UIButton(type: .custom)
    public let share = UIButton(type: .custom)
    /// Tells the timeline which action ran ("like Accessibility London").
    var onAction: (@MainActor (String) -> Void)?

    public var model: TimelineEntry! {
        didSet {
            nameLabel.text = model.user.name
            handleLabel.text = model.user.handle
            contentLabel.text = model.content
            comment.setTitle("\(model.comments)", for: .normal)
            like.setTitle("\(model.likes)", for: .normal)
            share.setTitle("\(model.shares)", for: .normal)
            avatar.accessibilityLabel = "\(model.user.name) profile"
        }
    }

    /// The initializer a table view makes registered cells with (UITableViewCell).
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        contentLabel.numberOfLines = 0
        avatar.setImage(UIImage(named: "avatar"), for: .normal)
        comment.accessibilityLabel = "Comment"
        like.accessibilityLabel = "Like"
        share.accessibilityLabel = "Share"
        for view in [avatar, nameLabel, handleLabel, contentLabel, comment, like, share] as [UIView] {
            contentView.addSubview(view)
        }
        avatar.addAction(UIAction { [weak self] _ in self?.perform("view profile") }, for: .touchUpInside)
        comment.addAction(UIAction { [weak self] _ in self?.perform("comment") }, for: .touchUpInside)
        like.addAction(UIAction { [weak self] _ in self?.perform("like") }, for: .touchUpInside)
        share.addAction(UIAction { [weak self] _ in self?.perform("share") }, for: .touchUpInside)
    }

    func perform(_ action: String) {
        onAction?("\(action) \(model?.user.name ?? "")")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        avatar.frame = CGRect(x: 16, y: 12, width: 44, height: 44)
        nameLabel.frame = CGRect(x: 72, y: 12, width: width - 88, height: 22)
        handleLabel.frame = CGRect(x: 72, y: 36, width: width - 88, height: 20)
        contentLabel.frame = CGRect(x: 72, y: 60, width: width - 88, height: 60)
        let buttonWidth = (width - 88) / 3
        for (index, button) in [comment, like, share].enumerated() {
            button.frame = CGRect(x: 72 + CGFloat(index) * buttonWidth, y: 128, width: buttonWidth - 8, height: 44)
        }
    }
}

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "Twitter 示例" / "Semantic Cell": the post cell made one semantic view. Its label
/// leaves the handle out ("Accessibility London. Our next meetup …"), its buttons leave the
/// accessibility tree, and what they did comes back as custom actions: "Comment, 3", "Like, 12",
/// "Share, 2", "view Accessibility London profile". One swipe per post.
public final class SemanticCell: PostCell {
    public override var model: TimelineEntry! {
        didSet {
            accessibilityLabel = "\(model.user.name). \(model.content)"

            comment.isAccessibilityElement = false
            share.isAccessibilityElement = false
            like.isAccessibilityElement = false
            avatar.isAccessibilityElement = false

            let likeAction = UIAccessibilityCustomAction(name: "Like, \(model.likes)") { [weak self] _ in
                self?.perform("like")
                return true
            }
            let shareAction = UIAccessibilityCustomAction(name: "Share, \(model.shares)") { [weak self] _ in
                self?.perform("share")
                return true
            }
            let commentAction = UIAccessibilityCustomAction(name: "Comment, \(model.comments)") { [weak self] _ in
                self?.perform("comment")
                return true
            }
            let profileAction = UIAccessibilityCustomAction(name: "view \(model.user.name) profile") { [weak self] _ in
                self?.perform("view profile")
                return true
            }
            accessibilityCustomActions = [commentAction, likeAction, shareAction, profileAction]
        }
    }
}

/// A timeline of posts, made of `SemanticCell`s or, before the fix, plain `PostCell`s.
public final class TimelineViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let semantic: Bool
    public let entries: [TimelineEntry] = [
        TimelineEntry(
            user: TimelineUser(name: "Accessibility London", handle: "@A11YLondon"),
            content: "Our next meetup is on Thursday: semantic views in UIKit and SwiftUI.",
            comments: 3, likes: 12, shares: 2
        ),
        TimelineEntry(
            user: TimelineUser(name: "Rob Whitaker", handle: "@RobRWAPP"),
            content: "The accessibility chapter is finished.",
            comments: 1, likes: 40, shares: 5
        ),
    ]
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// The actions the posts ran, in order ("like Accessibility London").
    public private(set) var performedActions: [String] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(semantic: Bool) {
        self.semantic = semantic
        super.init()
        title = semantic ? "Semantic cell" : "Timeline (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 180
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: PostCell = semantic ? SemanticCell(reuseIdentifier: nil) : PostCell(reuseIdentifier: nil)
        cell.model = entries[indexPath.row]
        cell.onAction = { [weak self] action in self?.performedActions.append(action) }
        return cell
    }
}
