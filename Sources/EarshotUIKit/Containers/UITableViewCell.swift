/// One row of a table view (UIKit's `UITableViewCell`): a content view with up to two text labels
/// and an image, and an accessory on the right.
///
/// Accessibility (docs/voiceover-behaviour.md §10 (Standard UIKit controls)): the cell is read as one element whose label is the labels of its
/// content joined by ", " (text label first, then the detail label and any label the app added,
/// in subview order), with `selected` when it is selected or checkmarked.
///
/// Controls inside it that need their own focus stay separate elements. VoiceOver never looks
/// inside an element, so a cell holding such a control cannot be a leaf: it becomes a container
/// whose `accessibilityElements` are first a content element standing for the cell (the joined
/// labels, the cell's traits, frame and actions; activating it selects the row) and then the
/// controls, in subview order. This is how UIKit itself exposes such rows (a private element
/// per cell, then the row's buttons: Developing Accessible iOS Apps, chapter 6: "Semantic Cell" reads the post, then its buttons).
/// A descendant "needs its own focus" when it is a visible accessibility element that responds to
/// user interaction (`accessibilityRespondsToUserInteraction`: buttons, switches, adjustable
/// controls, text fields, links, anything with custom actions), or is itself a table cell.
/// Everything else that is an element (labels, labelled images) only lends its label. The
/// `detailButton` accessory is a real "More Info" button, so such a cell is a container too.
@preconcurrency @MainActor
open class UITableViewCell: UIView, SelectableCell {
    /// The built-in layouts (UIKit's raw values).
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The standard accessories (UIKit's raw values).
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// How a table divides its rows (UIKit's raw values).
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// How a selected cell is drawn (UIKit's raw values).
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The identifier the table view reuses the cell under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// Set by the initializer, or by the table view for a cell it made for a registered identifier.
    package var storedReuseIdentifier: String? { didSet { UIKitChanges.note() } }
    /// The layout the cell was created with.
    public let cellStyle: CellStyle
    /// The view the app adds its content to; it fills the cell left of the accessory.
    public let contentView = UIView(frame: .zero)
    private let storedTextLabel = UILabel(frame: .zero)
    private let storedDetailTextLabel: UILabel?
    private let storedImageView = UIImageView(frame: .zero)
    private var standardAccessoryViews: [UIView] = [] { didSet { UIKitChanges.note() } }
    private lazy var contentElement = UITableViewCellContentElement(cell: self)
    /// Whether the cell is selected and highlighted; read through `SelectableCell`.
    package private(set) var selectionState = CellSelectionState() { didSet { UIKitChanges.note() } }
    private var storedEditing = false { didSet { UIKitChanges.note() } }
    /// The delete (or insert) control at the leading edge while editing.
    var editingControl: UITableViewCellEditingControl? { didSet { UIKitChanges.note() } }
    /// The "Delete" button at the trailing edge once the delete control was tapped.
    var deleteConfirmationButton: UIButton? { didSet { UIKitChanges.note() } }

    /// The main label.
    open var textLabel: UILabel? { storedTextLabel }
    /// The secondary label; nil for the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? { storedDetailTextLabel }
    /// The image on the left.
    open var imageView: UIImageView? { storedImageView }
    /// The standard accessory drawn on the right.
    open var accessoryType: AccessoryType {
        get { accessoryTypeStorage }
        set { accessoryTypeStorage = newValue }
    }
    private var accessoryTypeStorage: AccessoryType = .none {
        didSet {
            UIKitChanges.note()
            updateAccessory()
        }
    }
    /// What `accessoryType` holds, whatever an app's override of its getter answers.
    package final var storedAccessoryType: AccessoryType { accessoryTypeStorage }
    /// A custom accessory view (a switch, say); it replaces `accessoryType`.
    open var accessoryView: UIView? {
        get { accessoryViewStorage }
        set { accessoryViewStorage = newValue }
    }
    private var accessoryViewStorage: UIView? {
        didSet {
            UIKitChanges.note()
            if oldValue !== accessoryViewStorage { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// What `accessoryView` holds, whatever an app's override of its getter answers.
    package final var storedAccessoryView: UIView? { accessoryViewStorage }
    /// How the cell is drawn when selected.
    open var selectionStyle: SelectionStyle = .default { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell with `style`, reused under `reuseIdentifier`; 320 × 44 until a table sizes it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.storedReuseIdentifier = reuseIdentifier
        self.storedDetailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        storedImageView.isHidden = true
        contentView.addSubview(storedImageView)
        contentView.addSubview(storedTextLabel)
        if let detail = storedDetailTextLabel { contentView.addSubview(detail) }
        addSubview(contentView)
        layoutCell()
    }

    /// A `.default` cell with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A `.default` cell; table views make registered classes with it (then set the identifier),
    /// so a subclass that overrides `init(style:reuseIdentifier:)` is made through its override,
    /// as UIKit makes it. A subclass with only initializers of its own must add this one.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    // MARK: Selection

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { selectionState.isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectionState.isSelected = selected
    }

    /// Whether a finger is down on the cell.
    open var isHighlighted: Bool {
        get { selectionState.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        selectionState.isHighlighted = highlighted
    }

    /// Called before a table view hands the cell out again; resets selection and highlight.
    open func prepareForReuse() {
        selectionState = CellSelectionState()
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls (the table view sets it in editing mode).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls for the cell's editing style (UITableViewCell+Editing).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        updateEditingControls()
    }

    /// The table view showing the cell, if any.
    /// - Complexity: O(d), d the depth of the cell.
    var enclosingTableView: UITableView? { enclosingView(of: UITableView.self) }

    /// Selects the row as a tap does (`SelectableCell`).
    package func selectFromTap(in table: UITableView) {
        table.selectRowFromUser(self)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !highlightForTouch() { super.touchesBegan(touches, with: event) }
    }

    /// A tap on the cell selects its row in its table view (which tells the delegate).
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

    /// Rebuilds the views drawn for `accessoryType` (a custom `accessoryView` replaces them).
    private func updateAccessory() {
        standardAccessoryViews.forEach { $0.removeFromSuperview() }
        standardAccessoryViews = []
        if let accessoryView {
            addSubview(accessoryView)
        } else {
            switch accessoryType {
            case .none:
                break
            case .disclosureIndicator:
                standardAccessoryViews = [UIImageView(image: UIImage(systemName: "chevron.right"))]
            case .checkmark:
                standardAccessoryViews = [UIImageView(image: UIImage(systemName: "checkmark"))]
            case .detailButton:
                standardAccessoryViews = [makeDetailButton()]
            case .detailDisclosureButton:
                standardAccessoryViews = [makeDetailButton(), UIImageView(image: UIImage(systemName: "chevron.right"))]
            }
            standardAccessoryViews.forEach { addSubview($0) }
        }
        layoutCell()
    }

    /// The "More Info" button of the detail accessories; it tells the table's delegate.
    private func makeDetailButton() -> UIButton {
        let button = UIButton(type: .detailDisclosure)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self, let table = self.enclosingTableView, let indexPath = table.indexPath(for: self) else { return }
                table.delegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
            }, for: .touchUpInside)
        return button
    }

    /// Places the accessory on the right (24 pt per standard accessory, or the custom view's own
    /// size, 16 pt from the edge, vertically centred), the content view left of it, and the
    /// labels inside the content view by style, 16 pt from its edges.
    func layoutCell() {
        let size = bounds.size
        var right = size.width - 16
        // While editing, the accessory gives way to the delete confirmation, if shown.
        let accessories = isEditing ? [] : accessoryView.map { [$0] } ?? standardAccessoryViews
        for view in (accessoryView.map { [$0] } ?? standardAccessoryViews) { view.isHidden = isEditing }
        if let confirmation = deleteConfirmationButton {
            right = size.width - Self.deleteConfirmationWidth
            confirmation.frame = CGRect(x: right, y: 0, width: Self.deleteConfirmationWidth, height: size.height)
        }
        let leading: CGFloat = editingControl == nil ? 0 : Self.editingIndentation
        editingControl?.frame = CGRect(x: 0, y: 0, width: Self.editingIndentation, height: size.height)
        for view in accessories.reversed() {
            var accessorySize = view.bounds.size
            if accessorySize == .zero { accessorySize = CGSize(width: 24, height: 24) }
            right -= accessorySize.width
            view.frame = CGRect(
                x: right, y: (size.height - accessorySize.height) / 2,
                width: accessorySize.width, height: accessorySize.height)
            right -= 8
        }
        let contentRight = accessories.isEmpty && deleteConfirmationButton == nil ? size.width : max(0, right)
        let contentWidth = max(0, contentRight - leading)
        contentView.frame = CGRect(x: leading, y: 0, width: contentWidth, height: size.height)

        var left: CGFloat = 16
        let height = size.height
        if storedImageView.image != nil {
            storedImageView.isHidden = false
            storedImageView.frame = CGRect(x: left, y: (height - 29) / 2, width: 29, height: 29)
            left += 29 + 16
        } else {
            storedImageView.isHidden = true
        }
        let width = max(0, contentWidth - left - 16)
        switch cellStyle {
        case .default:
            storedTextLabel.frame = CGRect(x: left, y: 0, width: width, height: height)
        case .subtitle:
            storedTextLabel.frame = CGRect(x: left, y: 0, width: width, height: height / 2)
            storedDetailTextLabel?.frame = CGRect(x: left, y: height / 2, width: width, height: height / 2)
        case .value1:
            storedTextLabel.frame = CGRect(x: left, y: 0, width: width / 2, height: height)
            storedDetailTextLabel?.frame = CGRect(x: left + width / 2, y: 0, width: width / 2, height: height)
        case .value2:
            storedTextLabel.frame = CGRect(x: left, y: 0, width: width / 3, height: height)
            storedDetailTextLabel?.frame = CGRect(x: left + width / 3, y: 0, width: width * 2 / 3, height: height)
        }
    }

    // MARK: UIAccessibility defaults for cells

    /// What the cell's content offers VoiceOver (CellContentScan).
    private func scanContent() -> (labels: [String], separate: [NSObject]) { scanCellContent() }

    /// Whether VoiceOver reads the cell as one element: true unless a control inside it needs
    /// its own focus (then the cell is a container), unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? scanContent().separate.isEmpty }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The labels of the cell's content joined by ", ", unless the app set a label.
    open override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            let labels = scanContent().labels
            return labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// `selected` when selected or checkmarked, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let explicit = accessibilityOverrides.traits { return explicit }
            let checked = accessoryView == nil && accessoryType == .checkmark
            return selectionState.isSelected || checked ? .selected : .none
        }
        set { accessibilityOverrides.traits = newValue }
    }

    /// For a cell holding controls: the content element (when it has anything to say), then the
    /// controls; for a plain cell nil. Unless the app set elements. While editing, the delete
    /// control at the leading edge comes first, as it is drawn.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let separate = scanContent().separate
            guard !separate.isEmpty else { return nil }
            let speaks = !(accessibilityLabel ?? "").isEmpty || !(accessibilityValue ?? "").isEmpty
            let leading = separate.filter { $0 === editingControl }
            return leading + (speaks ? [contentElement] : []) + separate.filter { $0 !== editingControl }
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}
