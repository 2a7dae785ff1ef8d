/// How a standard control numbers its children for VoiceOver ("2 of 3", "Tab, 2 of 3").
///
/// UIKit gives its segmented controls, tab bars and picker wheels this behaviour privately;
/// Earshot's versions of those controls adopt this protocol, and the walk (AccessibilityTree)
/// reads it, so no other module needs to know the controls' classes. A custom view may adopt it
/// too. A view with the `tabBar` trait gets `.tabs` behaviour without adopting it (docs/voiceover-behaviour.md §3 (Context)).
@preconcurrency @MainActor
public protocol AccessibilityPositionContextProviding: AnyObject {
    /// Which position words the children get.
    var accessibilityPositionContext: AccessibilityPositionContext { get }
}

/// The position words a context provider gives its children (docs/voiceover-behaviour.md §3 (Context)).
public enum AccessibilityPositionContext: Sendable, Hashable {
    /// "i of n" over the segments (UISegmentedControl).
    case segments
    /// "Tab" and "i of n" over the tabs (UITabBar).
    case tabs
    /// "i of n" over the rows of a picker wheel; `count` rows, the selected one is `selectedRow`.
    case pickerRows(selectedRow: Int, count: Int)
}
