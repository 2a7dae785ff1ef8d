/// A closure run by a control event or a menu (UIKit's `UIAction`); `sender` is the control while
/// it runs. `addAction(_:for:)`, `UIButton(primaryAction:)` and `UIBarButtonItem(primaryAction:)`
/// take one, as on iOS 14 and later: no porting needed.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// Names an action so it can be removed.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    /// The title a keyboard shortcut's overlay shows.
    public var discoverabilityTitle: String?
    /// Disabled, destructive, hidden.
    public var attributes: UIMenuElement.Attributes
    /// On, off or mixed.
    public var state: UIMenuElement.State
    /// The control that sent the action, while the handler runs (for the handler alone: no getter
    /// of the screen reads it, so setting it is no change to the screen).
    public fileprivate(set) var sender: Any?
    private let handler: (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set.
    public func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
