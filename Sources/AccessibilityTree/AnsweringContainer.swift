import EarshotUIKit

/// A container of one of the app's classes whose code answers what it says of itself and, for a
/// custom container, which children it lists (`accessibilityElements` and the methods that count
/// and index them; the Accessibility Programming Guide for iOS's custom containers). Its answers
/// may differ whenever asked, so a kept tree asks it again at every occasion: for its children,
/// which must be the very objects it listed, and for what the tree recorded of it; the elements
/// inside it are read again (`AccessibilityTree.changedElementsReadAgain()`).
@MainActor
package struct AnsweringContainer {
    /// Its index in `AccessibilityTree.containers`.
    let index: Int
    /// The objects it listed as its children when the tree was read; nil when its children were
    /// its subviews.
    let explicitChildren: [NSObject]?
}
