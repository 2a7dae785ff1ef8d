/// Extra facts about an element that VoiceOver offers on request (the Accessibility framework's
/// `AXCustomContent`): "More Content Available" is spoken after the hint, and the rotor's
/// "More Content" item reads each entry. High-importance entries are spoken with the element.
///
/// On iOS this type comes from `import Accessibility`; Earshot's UIKit brings it, so that import is
/// the one to drop when porting.
@preconcurrency @MainActor
public final class AXCustomContent {
    /// When VoiceOver speaks the entry.
    public enum Importance: UInt, Sendable {
        /// Only on request (the "More Content" rotor).
        case `default` = 0
        /// With the element, after its description.
        case high = 1
    }

    /// What the entry is ("Orientation").
    public let label: String
    /// Its value ("Landscape").
    public let value: String
    public var importance: Importance = .default { didSet { UIKitChanges.note() } }

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// An element with custom content (the Accessibility framework's `AXCustomContentProvider`).
@preconcurrency @MainActor
public protocol AXCustomContentProvider: AnyObject {
    var accessibilityCustomContent: [AXCustomContent]! { get set }
}
