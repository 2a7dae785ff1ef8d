import EarshotUIKit

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`), or with
/// `.adaptive` as many as fit.
public struct GridItem: Sendable {
    /// How the track's length is chosen.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space the fixed tracks leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in this item's share, sharing it equally
        /// up to `maximum` each.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this track; nil is the default 8 pt.
    public var spacing: CGFloat?
    /// Where items sit in the track; nil centres them.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The most tracks one adaptive item makes, so a tiny minimum cannot make millions.
    static let adaptiveTrackLimit = 1_000

    /// The tracks `items` make across `available` points: fixed lengths first, the rest shared
    /// equally by the flexible and adaptive items (clamped to their bounds); an adaptive item
    /// splits its share into as many tracks of at least its minimum as fit. Negative or
    /// non-finite lengths log a warning and count as 0 (a maximum as unbounded).
    /// - Complexity: O(t), t the tracks made.
    @MainActor
    static func tracks(_ items: [GridItem], in available: CGFloat) -> [GridTrack] {
        func length(_ value: CGFloat, _ name: String) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                SwiftUIWarnings.log("GridItem: invalid \(name) \(value) (negative or non-finite) ignored.")
                return 0
            }
            return value
        }
        func maximum(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? .infinity : value }
        let spacings = items.map { length($0.spacing ?? defaultStackSpacing, "spacing") }
        var remaining = Layout.clean(available) - spacings.dropLast().reduce(0, +)
        var sharing = 0
        for item in items {
            if case .fixed(let value) = item.size { remaining -= length(value, "fixed size") } else { sharing += 1 }
        }
        let share = sharing == 0 ? 0 : max(remaining, 0) / CGFloat(sharing)
        var tracks: [GridTrack] = []
        for (item, spacing) in zip(items, spacings) {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let value):
                tracks.append(GridTrack(length: length(value, "fixed size"), spacing: spacing, alignment: alignment))
            case .flexible(let minimum, let upper):
                let clamped = min(max(share, length(minimum, "minimum")), maximum(upper))
                tracks.append(GridTrack(length: clamped, spacing: spacing, alignment: alignment))
            case .adaptive(let minimum, let upper):
                let least = max(length(minimum, "minimum"), 1)
                let fitting = Int(((share + spacing) / (least + spacing)).rounded(.down))
                let count = min(max(fitting, 1), adaptiveTrackLimit)
                let each = min(max((share - spacing * CGFloat(count - 1)) / CGFloat(count), 0), maximum(upper))
                tracks += Array(repeating: GridTrack(length: each, spacing: spacing, alignment: alignment), count: count)
            }
        }
        return tracks
    }
}

/// One column (row) of a lazy grid: its length, the space after it and where items sit in it.
struct GridTrack {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment
}
