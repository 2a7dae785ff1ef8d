/// The view that shows a `UIListContentConfiguration` (UIKit's `UIListContentView`): an image
/// view and two labels, laid out by the configuration's style. The labels make what VoiceOver
/// reads of the cell holding it.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown. Setting another kind of configuration than a list content
    /// configuration logs and is ignored, as UIKit's view only supports its own.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UICollectionView.log("UIListContentView cannot show a \(type(of: newValue)); it keeps its configuration")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether the configuration is a section header's (the view holding it is a heading).
    package var showsHeader: Bool { listConfiguration.style.isHeader }

    open override var frame: CGRect { didSet { layoutContent() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        if let attributed = configuration.attributedText {
            textLabel.attributedText = attributed
        } else {
            textLabel.text = configuration.text
        }
        if let attributed = configuration.secondaryAttributedText {
            secondaryTextLabel.attributedText = attributed
        } else {
            secondaryTextLabel.text = configuration.secondaryText
        }
        configuration.textProperties.apply(to: textLabel)
        configuration.secondaryTextProperties.apply(to: secondaryTextLabel)
        layoutContent()
    }

    /// The image (29 pt square) at the leading margin (16 pt), the text after it, and the secondary
    /// text under it (`subtitleCell`) or in the trailing half (the other styles).
    private func layoutContent() {
        let size = bounds.size
        var left: CGFloat = 16
        if !imageView.isHidden {
            imageView.frame = CGRect(x: left, y: max(0, (size.height - 29) / 2), width: 29, height: 29)
            left += 29 + 16
        }
        let width = max(0, size.width - left - 16)
        let hasSecondary = !(secondaryTextLabel.text ?? "").isEmpty
        if !hasSecondary {
            textLabel.frame = CGRect(x: left, y: 0, width: width, height: size.height)
            secondaryTextLabel.frame = CGRect(x: left + width, y: 0, width: 0, height: size.height)
        } else if listConfiguration.style == .subtitleCell {
            textLabel.frame = CGRect(x: left, y: 0, width: width, height: size.height / 2)
            secondaryTextLabel.frame = CGRect(x: left, y: size.height / 2, width: width, height: size.height / 2)
        } else {
            textLabel.frame = CGRect(x: left, y: 0, width: width / 2, height: size.height)
            secondaryTextLabel.frame = CGRect(x: left + width / 2, y: 0, width: width / 2, height: size.height)
        }
    }
}
