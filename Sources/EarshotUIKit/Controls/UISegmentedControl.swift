/// A row of segments, one of which is selected (UIKit's `UISegmentedControl`).
///
/// Accessibility: the control is not an element but a container of one button per segment, read
/// left to right, with "i of n" words (it provides the `.segments` position context). A segment's
/// label is its title (or its image's label); the selected one has `selected`; a disabled one (or
/// every one, when the control is disabled) is Dimmed. VoiceOver's double tap on a segment taps its
/// centre: the control's touch tracking selects it and sends `.valueChanged` when it changed.
/// Segments share the width equally (UIKit's default `apportionsSegmentWidthsByContent` = false).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl, AccessibilityPositionContextProviding, AccessibilityComposedParts {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        let element: SegmentElement
    }

    private var segments: [Segment] = [] { didSet { UIKitChanges.note() } }
    private var selectedIndexStorage = UISegmentedControl.noSegment { didSet { UIKitChanges.note() } }
    /// What `selectedSegmentIndex` holds, whatever an app's override of its getter answers.
    package final var storedSelectedSegmentIndex: Int { selectedIndexStorage }

    /// Whether segments spring back after a tap instead of staying selected.
    open var isMomentary = false { didSet { UIKitChanges.note() } }

    /// A control with one segment per item: a `String` becomes a title, a `UIImage` an image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                insertSegment(with: image, at: segments.count, animated: false)
            } else {
                insertSegment(withTitle: item as? String ?? String(describing: item), at: segments.count, animated: false)
            }
        }
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`; out-of-range values are ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            selectedIndexStorage = newValue
        }
    }

    /// Inserts a titled segment at `segment` (clamped to 0…count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil, element: SegmentElement(control: self)), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped to 0…count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image, element: SegmentElement(control: self)), at: segment)
    }

    private func insert(_ newSegment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(newSegment, at: position)
        if selectedIndexStorage >= position { selectedIndexStorage += 1 }
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndexStorage == segment {
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndexStorage = Self.noSegment
    }

    /// Sets the title of the segment at `segment` (replacing its image, as UIKit does).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether one segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // MARK: Geometry and touches

    /// The rectangle of segment `index` in the control's coordinates (equal widths).
    private func rect(ofSegment index: Int) -> CGRect {
        guard !segments.isEmpty else { return .zero }
        let width = bounds.width / CGFloat(segments.count)
        return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The index of the segment under `point` (control coordinates), or nil.
    private func segmentIndex(at point: CGPoint) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        let index = Int(saturating: ((point.x - bounds.minX) / (bounds.width / CGFloat(segments.count))).rounded(.down))
        return segments.indices.contains(index) ? index : nil
    }

    /// A touch ending on an enabled segment selects it and sends `.valueChanged` when the
    /// selection changed (always, for a momentary control, which then clears the selection).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard touchEndedInside(touch, with: event),
            let index = segmentIndex(at: trackingLocation(of: touch)),
            segments[index].isEnabled
        else { return }
        if isMomentary {
            selectedIndexStorage = index
            sendActions(for: .valueChanged)
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage != index {
            selectedIndexStorage = index
            sendActions(for: .valueChanged)
        }
    }

    // MARK: UIAccessibility defaults for segmented controls

    /// "i of n" over the segments.
    public var accessibilityPositionContext: AccessibilityPositionContext { .segments }

    /// Not an element: a container of its segments, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? false }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// One button per segment, left to right, unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get { accessibilityElementStorage ?? segments.map(\.element) }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }

    /// The segment `object` is the element of.
    package func accessibilityPartIndex(of object: NSObject) -> Int? {
        segments.firstIndex { $0.element === object }
    }

    /// What a segment element shows: its position, title, image, and whether it is enabled and selected.
    fileprivate func description(of element: SegmentElement) -> (rect: CGRect, label: String?, traits: UIAccessibilityTraits)? {
        guard let index = segments.firstIndex(where: { $0.element === element }) else { return nil }
        let segment = segments[index]
        var traits: UIAccessibilityTraits = .button
        if index == selectedSegmentIndex { traits.insert(.selected) }
        if !segment.isEnabled || !isEnabled { traits.insert(.notEnabled) }
        return (rect(ofSegment: index), segment.title ?? segment.image?.accessibilityLabel, traits)
    }
}

/// One segment of a segmented control, as the button VoiceOver focuses.
@MainActor
private final class SegmentElement: ControlPartElement {
    init(control: UISegmentedControl) {
        super.init(control: control) { control, element in
            guard let segment = element as? SegmentElement else { return .zero }
            return (control as? UISegmentedControl)?.description(of: segment)?.rect ?? .zero
        }
    }

    private var segmentDescription: (rect: CGRect, label: String?, traits: UIAccessibilityTraits)? {
        (control as? UISegmentedControl)?.description(of: self)
    }

    override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? segmentDescription?.label }
        set { accessibilityOverrides.label = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? segmentDescription?.traits ?? .button }
        set { accessibilityOverrides.traits = newValue }
    }
}
