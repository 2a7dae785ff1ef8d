/// One item of a collection view (UIKit's `UICollectionViewCell`): a content view the app fills
/// directly or through a content configuration.
///
/// Accessibility, as for table cells (`UITableViewCell`; the scan is shared, CellContentScan):
/// the cell is read as one element whose label is its content's labels joined by ", ", with
/// `selected` when it is selected and `header` when its content configuration is a list header's.
/// A control inside it that needs its own focus makes the cell a container: the element standing
/// for the cell's content first, then the controls.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView, SelectableCell {
    /// The view the app adds its content to; it fills the cell (left of a list cell's accessories).
    public let contentView = UIView(frame: .zero)
    /// Whether the cell is selected and highlighted; read through `SelectableCell`.
    package private(set) var selectionState = CellSelectionState() { didSet { UIKitChanges.note() } }
    private var installedContentView: (any UIView & UIContentView)? { didSet { UIKitChanges.note() } }
    private lazy var contentElement = UITableViewCellContentElement(cell: self)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    // MARK: Content configuration

    /// The content shown in `contentView`, made by the configuration's view; nil removes it.
    /// A configuration of the same type as the current one updates the view already there.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            UIKitChanges.note()
            installContentView()
        }
    }

    private func installContentView() {
        guard let configuration = contentConfiguration else {
            installedContentView?.removeFromSuperview()
            installedContentView = nil
            return
        }
        if let existing = installedContentView, type(of: existing.configuration) == type(of: configuration) {
            existing.configuration = configuration
        } else {
            installedContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            installedContentView = view
        }
        layoutCell()
    }

    // MARK: Selection

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected: Bool {
        get { selectionState.isSelected }
        set { selectionState.isSelected = newValue }
    }

    /// Whether a finger is down on the cell.
    open var isHighlighted: Bool {
        get { selectionState.isHighlighted }
        set { selectionState.isHighlighted = newValue }
    }

    /// Resets selection and highlight before the cell is handed out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        selectionState = CellSelectionState()
    }

    /// Selects the item as a tap does (`SelectableCell`).
    package func selectFromTap(in collection: UICollectionView) {
        collection.selectItemFromUser(self)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !highlightForTouch() { super.touchesBegan(touches, with: event) }
    }

    /// A tap on the cell selects its item in its collection view (which asks and tells the delegate).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !selectForTouch() { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Layout

    open override var frame: CGRect { didSet { layoutCell() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// The content view's width; a list cell leaves room for its accessories.
    var contentWidth: CGFloat { bounds.width }
    /// Where the content view starts; a list cell leaves room for its leading accessories.
    var contentOriginX: CGFloat { 0 }

    /// Sizes the content view and the configuration's view to the cell, and the background's views.
    func layoutCell() {
        contentView.frame = CGRect(x: contentOriginX, y: 0, width: max(0, contentWidth), height: bounds.height)
        installedContentView?.frame = contentView.bounds
        layoutBackground()
    }

    // MARK: Background configuration

    /// The cell's background (UIKit's `backgroundConfiguration`): shown by views behind the
    /// content view, so the auditor sees its colour; nil removes them.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            UIKitChanges.note()
            showBackground()
        }
    }
    private var backgroundViews: [UIView] = [] { didSet { UIKitChanges.note() } }

    private func showBackground() {
        for view in backgroundViews { view.removeFromSuperview() }
        backgroundViews = []
        guard let configuration = backgroundConfiguration else { return }
        let fill = UIView(frame: .zero)
        fill.backgroundColor = configuration.backgroundColor
        backgroundViews = [fill] + (configuration.customView.map { [$0] } ?? [])
        for (index, view) in backgroundViews.enumerated() { insertSubview(view, at: index) }
        layoutBackground()
    }

    private func layoutBackground() {
        guard let insets = backgroundConfiguration?.backgroundInsets else { return }
        let frame = CGRect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        for view in backgroundViews { view.frame = frame }
    }

    // MARK: UIAccessibility defaults for cells

    /// Whether VoiceOver reads the cell as one element: true unless a control inside it needs
    /// its own focus (then the cell is a container), unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? scanCellContent().separate.isEmpty }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The labels of the cell's content joined by ", ", unless the app set a label.
    open override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            let labels = scanCellContent().labels
            return labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// Whether the cell shows a checkmark (a list cell's accessory); it reads as selected.
    var showsCheckmark: Bool { false }

    /// `selected` when selected (or checkmarked), `header` when its content is a list header's,
    /// unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let explicit = accessibilityOverrides.traits { return explicit }
            var traits: UIAccessibilityTraits = selectionState.isSelected || showsCheckmark ? .selected : .none
            if (installedContentView as? UIListContentView)?.showsHeader == true { traits.insert(.header) }
            return traits
        }
        set { accessibilityOverrides.traits = newValue }
    }

    /// For a cell holding controls: the content element (when it has anything to say), then the
    /// controls; for a plain cell nil. Unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let separate = scanCellContent().separate
            guard !separate.isEmpty else { return nil }
            let speaks = !(accessibilityLabel ?? "").isEmpty || !(accessibilityValue ?? "").isEmpty
            return (speaks ? [contentElement] : []) + separate
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}
