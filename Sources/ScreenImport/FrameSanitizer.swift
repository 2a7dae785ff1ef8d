import EarshotUIKit

/// Makes a frame from a dump safe to use: every value finite, sizes non-negative, coordinates
/// within ±1,000,000,000 points. What it changes it reports, for a warning.
///
/// Non-finite frames become the zero rectangle, as docs/voiceover-behaviour.md §2 (Reading order) counts them (WebDriverAgent
/// itself writes infinite frames as `-1,-1,0,0`); negative sizes are standardized (the rectangle
/// CoreGraphics means by them); huge values are clamped.
enum FrameSanitizer {
    /// The largest coordinate or size kept, in points: the one bound on input numbers.
    static let limit = ScreenFileNumber.maximumMagnitude

    static func sanitize(_ raw: RawFrame, problem: inout String?) -> CGRect {
        let values = [raw.x, raw.y, raw.width, raw.height]
        if values.contains(where: { !$0.isFinite }) {
            problem =
                "frame {{\(format(raw.x)), \(format(raw.y))}, {\(format(raw.width)), \(format(raw.height))}} is not finite; it counts as an empty rectangle"
            return .zero
        }
        var rect = CGRect(x: raw.x, y: raw.y, width: raw.width, height: raw.height)
        if raw.width < 0 || raw.height < 0 {
            rect = rect.standardized
            problem = "frame has a negative size (\(format(raw.width)) × \(format(raw.height))); standardized"
        }
        if values.contains(where: { abs($0) > limit }) {
            let clamp = { (value: Double) in min(max(value, -limit), limit) }
            rect = CGRect(x: clamp(rect.minX), y: clamp(rect.minY), width: min(rect.width, limit), height: min(rect.height, limit))
            problem = "frame values beyond ±\(Int(limit)) points were clamped"
        }
        return rect
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
