/// A view that makes several elements from the values one object was given: an alert's labels and
/// buttons from its title, message and actions; a segmented control's buttons from its segments.
///
/// Something that knows where each value came from (the importer of a real app's dump, which
/// rebuilds an alert from the dump's texts and buttons) asks which value an element shows, so
/// that what is said of the element points at the value's own place, not the whole control's.
@MainActor
package protocol AccessibilityComposedParts: AnyObject {
    /// The value `object` shows, numbered in the order UIKit was given the values (an alert's
    /// title 0, message 1, then its actions as added; a segmented control's segments); nil when
    /// `object` shows none of them.
    func accessibilityPartIndex(of object: NSObject) -> Int?
}
