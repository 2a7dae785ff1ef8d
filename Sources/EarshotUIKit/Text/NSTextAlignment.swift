/// How text lines up (UIKit's `NSTextAlignment`, its iOS raw values). Appearance: VoiceOver reads
/// text the same whatever its alignment.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Leading for the text's writing direction.
    case natural = 4
}

/// How a line too long for its width wraps or is truncated (UIKit's `NSLineBreakMode`, its raw
/// values). VoiceOver reads a truncated text whole, as on iOS.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
