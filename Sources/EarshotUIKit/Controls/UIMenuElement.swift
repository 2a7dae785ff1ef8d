/// What a menu shows and a control runs (UIKit's `UIMenuElement`): a title, a subtitle and an
/// image. `UIAction` is one; its `attributes` and `state` are read where the action is shown.
@preconcurrency @MainActor
open class UIMenuElement: Foundation.NSObject {
    /// How an element behaves in a menu (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark (UIKit's raw values).
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The title shown.
    open var title: String
    /// The line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    public init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
