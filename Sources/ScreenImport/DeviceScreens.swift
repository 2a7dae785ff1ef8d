import EarshotUIKit

/// The screens of the devices a dump may come from, in points, portrait: what a fragment of a
/// dump (an alert's subtree pasted in a bug report, with no application or window around it)
/// is taken to have been on — the smallest one its frames fit.
enum DeviceScreens {
    /// iPhones from the SE to the Pro Max, then iPads from the mini to the 13-inch, smallest first.
    static let portraitSizes: [CGSize] = [
        CGSize(width: 375, height: 667), CGSize(width: 375, height: 812), CGSize(width: 390, height: 844),
        CGSize(width: 393, height: 852), CGSize(width: 402, height: 874), CGSize(width: 414, height: 896),
        CGSize(width: 428, height: 926), CGSize(width: 430, height: 932), CGSize(width: 440, height: 956),
        CGSize(width: 744, height: 1133), CGSize(width: 768, height: 1024), CGSize(width: 810, height: 1080),
        CGSize(width: 820, height: 1180), CGSize(width: 834, height: 1194), CGSize(width: 1024, height: 1366),
    ]

    /// The smallest device screen (by area) that holds `extent` from its origin, portrait or
    /// landscape; nil when none does.
    static func smallest(holding extent: CGRect) -> CGSize? {
        let candidates = portraitSizes.flatMap { [$0, CGSize(width: $0.height, height: $0.width)] }
        return candidates.filter { $0.width >= extent.maxX - 0.5 && $0.height >= extent.maxY - 0.5 }
            .min { $0.width * $0.height < $1.width * $1.height }
    }
}
