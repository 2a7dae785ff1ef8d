/// The target sizes of `systemLayoutSizeFitting(_:)` (declared in UIView.swift, where a class
/// can override it): what a self-sizing cell or a header measures before it is placed.
extension UIView {
    /// The target size for "as small as possible" (UIKit's `layoutFittingCompressedSize`).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for "as large as possible" (UIKit's `layoutFittingExpandedSize`): larger
    /// than any layout reaches (Earshot's value; Apple's documentation says only that).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
