/// A layer that draws text (Core Animation's `CATextLayer`). VoiceOver does not read layers, so
/// its text is never spoken, as on iOS: an app that draws text this way must label the view that
/// holds the layer (docs/uikit.md, "Layers"). Kept and readable; not drawn by the wireframe.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// What the layer draws, in one value (no assistive technology reads it).
    private var text = Text()
    private struct Text {
        var string: Any?
        var fontSize: CGFloat = 36
        var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        var alignmentMode: CATextLayerAlignmentMode = .natural
        var isWrapped = false
        var truncationMode: CATextLayerTruncationMode = .none
    }

    public required init() { super.init() }

    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? {
        get { text.string }
        set { text.string = newValue }
    }
    /// The font size; 36 points by default, as in Core Animation.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { text.fontSize = newValue }
    }
    /// The text colour; opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { text.foregroundColor = newValue }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { text.alignmentMode = newValue }
    }
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }
}

/// How a text layer aligns its text (Core Animation's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer truncates (Core Animation's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
