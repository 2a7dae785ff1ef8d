/// An image, known by its name (UIKit's `UIImage`). Earshot draws nothing, so an image is its
/// name, whether it is an SF Symbol, and its size.
///
/// `accessibilityLabel` is nil unless the app sets one, as for an asset-catalog image. UIKit gives
/// many SF Symbols a built-in label; Earshot ships no symbol table, so set the label yourself.
@MainActor
open class UIImage: NSObject {
    /// The asset or symbol name the image was created with.
    public let name: String?
    /// Whether the image is an SF Symbol (`init(systemName:)`).
    public let isSymbolImage: Bool
    /// The size in points (zero unless given).
    open var size: CGSize { didSet { UIKitChanges.note() } }

    /// An image with no name.
    public init(size: CGSize = .zero) {
        self.name = nil
        self.isSymbolImage = false
        self.size = size
        super.init()
    }

    /// The asset named `name`. Failable as in UIKit so `if let` and `!` compile, but it never
    /// fails: Earshot has no asset catalog to look the name up in.
    public init?(named name: String) {
        self.name = name
        self.isSymbolImage = false
        self.size = .zero
        super.init()
    }

    /// The SF Symbol named `name`. Failable as in UIKit; it never fails here.
    public init?(systemName name: String) {
        self.name = name
        self.isSymbolImage = true
        self.size = .zero
        super.init()
    }
}
